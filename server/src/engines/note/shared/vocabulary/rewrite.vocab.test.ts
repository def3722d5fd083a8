import { describe, expect, it } from 'vitest';
import {
  CONTRACTIONS,
  FILLER_PHRASES,
  FILLER_WORDS,
  LEADING_WORDS,
  MID_ADVERBS,
  NEVER_VERBS,
  NOT_PRESENT_VERBS,
  OBJECT_CONTEXT,
  SPLIT_FORMS,
  SUBJECT_FOLLOWERS,
  THIRD_PERSON,
  TRAILING_WORDS,
  UPPER_CASE_TERMS,
} from './rewrite.vocab';

describe('rewrite vocabulary', () => {
  it('spells every contraction out without apostrophes left', () => {
    for (const [spoken, written] of Object.entries({ ...CONTRACTIONS, ...SPLIT_FORMS })) {
      expect(written, spoken).not.toMatch(/'/);
      expect(written.trim(), spoken).not.toBe('');
    }
    expect(Object.keys(SPLIT_FORMS).every((pair) => pair.split(' ').length === 2)).toBe(true);
  });

  it('keeps word lists lower case and without repeats', () => {
    const lists = [
      FILLER_WORDS,
      FILLER_PHRASES,
      LEADING_WORDS,
      TRAILING_WORDS,
      NOT_PRESENT_VERBS,
      MID_ADVERBS,
      OBJECT_CONTEXT,
      UPPER_CASE_TERMS,
      NEVER_VERBS,
      SUBJECT_FOLLOWERS,
    ];
    for (const list of lists) {
      expect(new Set(list).size).toBe(list.length);
      expect(list.every((word) => word === word.toLowerCase().trim())).toBe(true);
    }
  });

  it('inflects the irregular verbs notes need', () => {
    expect(THIRD_PERSON).toMatchObject({ am: 'is', have: 'has', do: 'does', go: 'goes' });
  });

  it('never removes a word that carries negation', () => {
    for (const list of [FILLER_WORDS, FILLER_PHRASES, LEADING_WORDS, TRAILING_WORDS]) {
      expect(list.filter((word) => /\b(no|not|never|none)\b/.test(word))).toEqual([]);
    }
  });
});
