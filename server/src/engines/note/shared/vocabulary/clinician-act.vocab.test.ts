import { describe, expect, it } from 'vitest';
import {
  DIAGNOSIS_NAMING_CUES,
  DIAGNOSIS_RECALL_WORDS,
  DRUG_IMPERATIVES,
  EXAM_MANEUVER_CUES,
  EXAMINED_OWNERS,
  IMPRESSION_ACT_CUES,
  NAMES_NOTHING,
  NOT_PLAN_PHRASES,
  PAST_CARE_WORDS,
  PAST_CONDITION_CUES,
  PLAN_ACT_CUES,
  PLAN_IMPERATIVES,
  PLAN_INTENT_OPENERS,
  PLAN_VERBS,
  PLAN_VERBS_WITH_OBJECT,
} from './clinician-act.vocab';

const lists = {
  IMPRESSION_ACT_CUES,
  DIAGNOSIS_NAMING_CUES,
  NAMES_NOTHING,
  DIAGNOSIS_RECALL_WORDS,
  PAST_CONDITION_CUES,
  PAST_CARE_WORDS,
  PLAN_ACT_CUES,
  PLAN_INTENT_OPENERS,
  PLAN_VERBS,
  PLAN_VERBS_WITH_OBJECT,
  NOT_PLAN_PHRASES,
  EXAM_MANEUVER_CUES,
  PLAN_IMPERATIVES,
  DRUG_IMPERATIVES,
  EXAMINED_OWNERS,
};

describe('clinician act vocabulary', () => {
  it('keeps every cue lower case, trimmed and listed once', () => {
    for (const [name, cues] of Object.entries(lists)) {
      expect(new Set(cues).size, name).toBe(cues.length);
      for (const cue of cues) expect(cue, name).toBe(cue.toLowerCase().trim());
    }
  });

  it('never lets a plan verb also need an object, nor an instruction be both kinds', () => {
    expect(PLAN_VERBS.filter((verb) => PLAN_VERBS_WITH_OBJECT.includes(verb))).toEqual([]);
    expect(PLAN_IMPERATIVES.filter((verb) => DRUG_IMPERATIVES.includes(verb))).toEqual([]);
  });

  it('covers the usual impressions and orders', () => {
    for (const cue of ['i think this is', 'it sounds like', 'this looks like', 'consistent with', 'likely'])
      expect(IMPRESSION_ACT_CUES).toContain(cue);
    for (const cue of ['come back in', 'follow up in', 'call if', 'keep taking']) expect(PLAN_ACT_CUES).toContain(cue);
  });
});
