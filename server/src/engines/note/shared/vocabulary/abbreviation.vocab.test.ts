import { describe, expect, it } from 'vitest';
import { AMBIGUOUS_ABBREVIATIONS } from './abbreviation.vocab';
import { CONDITIONS } from './condition.vocab';
import { EXAM_TERMS } from './exam.vocab';

describe('ambiguous abbreviations', () => {
  it('name a real condition synonym and a real exam concept', () => {
    for (const sense of AMBIGUOUS_ABBREVIATIONS) {
      const condition = CONDITIONS.find((entry) => entry.id === sense.conceptId);
      expect(condition?.synonyms, sense.word).toContain(sense.word);
      expect(
        EXAM_TERMS.some((entry) => entry.id === sense.examConceptId),
        sense.word,
      ).toBe(true);
    }
  });

  it('give each sense its own lower-case cue words', () => {
    for (const sense of AMBIGUOUS_ABBREVIATIONS) {
      expect(
        sense.examCues.filter((cue) => sense.conditionCues.includes(cue)),
        sense.word,
      ).toEqual([]);
      for (const cue of [...sense.examCues, ...sense.conditionCues]) expect(cue).toBe(cue.toLowerCase().trim());
    }
  });
});
