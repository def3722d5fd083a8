import { describe, expect, it } from 'vitest';
import { ANSWER_FILLERS, NO_OPENINGS, YES_OPENINGS } from './answer-polarity.rules';

describe('answer polarity rules', () => {
  it('keeps lists lower case and without repeats', () => {
    for (const list of [YES_OPENINGS, NO_OPENINGS, ANSWER_FILLERS]) {
      expect(new Set(list).size).toBe(list.length);
      expect(list.every((cue) => cue === cue.toLowerCase().trim())).toBe(true);
    }
  });

  it('never lists an opening as both yes and no', () => {
    const no = new Set(NO_OPENINGS);
    expect(YES_OPENINGS.filter((opening) => no.has(opening))).toEqual([]);
  });
});
