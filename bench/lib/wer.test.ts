import { describe, expect, it } from 'vitest';
import { normalizeWords, wordErrorRate } from './wer';

describe('normalizeWords', () => {
  it('lower-cases, drops punctuation and keeps apostrophes and inner hyphens', () => {
    expect(normalizeWords("Take the X-ray, don't wait!  OK?")).toEqual(['take', 'the', 'x-ray', "don't", 'wait', 'ok']);
  });
});

describe('wordErrorRate', () => {
  it('is zero for the same words whatever the case and punctuation', () => {
    expect(wordErrorRate('Chest pain, three days.', 'chest pain three days').wer).toBe(0);
  });

  it('counts a substitution', () => {
    const r = wordErrorRate('she takes lisinopril daily', 'she takes listen daily');
    expect(r).toMatchObject({ substitutions: 1, deletions: 0, insertions: 0, referenceWords: 4 });
    expect(r.wer).toBeCloseTo(0.25);
  });

  it('counts deletions and insertions separately', () => {
    expect(wordErrorRate('no fever or chills', 'no fever chills')).toMatchObject({ deletions: 1, insertions: 0 });
    expect(wordErrorRate('no fever', 'no no fever at all')).toMatchObject({ insertions: 3, deletions: 0, wer: 1.5 });
  });

  it('handles empty reference and hypothesis', () => {
    expect(wordErrorRate('', '').wer).toBe(0);
    expect(wordErrorRate('', 'noise').wer).toBe(1);
    expect(wordErrorRate('two words', '')).toMatchObject({ deletions: 2, wer: 1 });
  });

  it('finds the minimum edit distance', () => {
    // the→a, began→again, then "a cold" vs "cold today" costs 2 whichever way it is aligned: 4 edits in all.
    const r = wordErrorRate('the cough began after a cold', 'a cough again after cold today');
    expect(r.substitutions + r.deletions + r.insertions).toBe(4);
    expect(r.wer).toBeCloseTo(4 / 6);
  });
});
