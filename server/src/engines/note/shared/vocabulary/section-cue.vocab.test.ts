import { describe, expect, it } from 'vitest';
import {
  DEVICE_COMMAND_CUES,
  EXAM_START_CUES,
  IMPRESSION_CUES,
  LATE_PLAN_CUES,
  PLAN_KIND_CUES,
  PLAN_START_CUES,
  PROBLEM_LEAD_INS,
  RESULTS_CUES,
  RESULT_VERBS,
  SMALL_TALK_CUES,
  SPECIALTIES,
} from './section-cue.vocab';

const lists = {
  RESULT_VERBS,
  LATE_PLAN_CUES,
  EXAM_START_CUES,
  RESULTS_CUES,
  PLAN_START_CUES,
  PROBLEM_LEAD_INS,
  IMPRESSION_CUES,
  DEVICE_COMMAND_CUES,
  SMALL_TALK_CUES,
};

describe('section cue vocabulary', () => {
  it('keeps every cue lower case, trimmed and listed once', () => {
    for (const [name, cues] of Object.entries({ ...lists, ...PLAN_KIND_CUES })) {
      expect(new Set(cues).size, name).toBe(cues.length);
      for (const cue of cues) expect(cue, name).toBe(cue.toLowerCase().trim());
    }
  });

  it('orders problem lead-ins so longer ones come before the ones they contain', () => {
    PROBLEM_LEAD_INS.forEach((cue, index) => {
      const earlierShorter = PROBLEM_LEAD_INS.slice(0, index).find((other) => cue.startsWith(`${other} `));
      expect(earlierShorter, cue).toBeUndefined();
    });
  });

  it('names a specialty for every referral target', () => {
    expect(Object.values(SPECIALTIES).every((value) => value.length > 0)).toBe(true);
    expect(SPECIALTIES.cardiologist).toBe('cardiology');
  });
});
