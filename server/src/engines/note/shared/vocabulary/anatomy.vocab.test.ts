import { describe, expect, it } from 'vitest';
import { BODY_SITES, LATERALITY_WORDS } from './anatomy.vocab';
import { EXAM_JUDGEMENT_WORDS, EXAM_TERMS } from './exam.vocab';
import { expectUnambiguousPhrases, expectWellFormedConcepts } from './vocabulary-checks';

describe('anatomy vocabulary', () => {
  it('is well formed and unambiguous, every site with a system', () => {
    expectWellFormedConcepts(BODY_SITES);
    expectUnambiguousPhrases(BODY_SITES);
    expect(BODY_SITES.every((entry) => entry.system !== undefined)).toBe(true);
  });

  it('writes sides as right, left or bilateral', () => {
    expect(new Set(Object.values(LATERALITY_WORDS))).toEqual(new Set(['right', 'left', 'bilateral']));
  });
});

describe('exam vocabulary', () => {
  it('is well formed and unambiguous, every term with a system', () => {
    expectWellFormedConcepts(EXAM_TERMS);
    expectUnambiguousPhrases(EXAM_TERMS);
    expect(EXAM_TERMS.every((entry) => entry.system !== undefined)).toBe(true);
  });

  it('keeps judgement words single lower-case words', () => {
    expect(EXAM_JUDGEMENT_WORDS.every((word) => /^[a-z]+$/.test(word))).toBe(true);
  });
});
