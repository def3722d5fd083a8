import { describe, expect, it } from 'vitest';
import { NON_CLINICAL_CUES, NOT_SOCIAL_CUES, SOCIAL_HISTORY_CUES } from './history-cue.vocab';

describe('history cue vocabulary', () => {
  it('lists lower-case cues once', () => {
    for (const list of [SOCIAL_HISTORY_CUES, NON_CLINICAL_CUES, NOT_SOCIAL_CUES]) {
      expect(new Set(list).size).toBe(list.length);
      expect(list.every((cue) => cue === cue.toLowerCase().trim())).toBe(true);
    }
  });

  it('covers smoking, alcohol and work', () => {
    for (const cue of ['smoke', 'alcohol', 'work']) expect(SOCIAL_HISTORY_CUES).toContain(cue);
  });
});
