import { describe, expect, it } from 'vitest';
import { VITAL_GAP_WORDS, VITAL_JUDGEMENTS, VITAL_RANGES, VITALS } from './vital.vocab';

describe('vital vocabulary', () => {
  it('names every vital once with a label', () => {
    const names = VITALS.flatMap((vital) => vital.names);
    expect(new Set(names).size).toBe(names.length);
    expect(VITALS.every((vital) => vital.label.length > 0 && vital.names.length > 0)).toBe(true);
  });

  it('has ranges with a lower bound below the upper bound', () => {
    for (const [name, [low, high]] of Object.entries(VITAL_RANGES)) expect(low, name).toBeLessThan(high);
  });

  it('keeps gap words and judgements lower case', () => {
    expect(VITAL_GAP_WORDS.every((word) => word === word.toLowerCase())).toBe(true);
    expect(Object.keys(VITAL_JUDGEMENTS).every((word) => /^[a-z]+$/.test(word))).toBe(true);
  });
});
