import { describe, expect, it } from 'vitest';
import {
  ABBREVIATIONS,
  ANSWER_OPENINGS,
  ANSWER_START_WORDS,
  CLOSING_NEGATIONS,
  COMPLETE_QUESTIONS,
  HOW_ANSWERS,
  INSTRUCTION_STARTS,
  JOINING_WORDS,
  LONG_SENTENCE_WORDS,
  MAX_PIECE_WORDS,
  MEDIUM_STARTS,
  MIN_PIECE_WORDS,
  NOT_BEFORE_ANY,
  QUESTION_ENDINGS,
  STRONG_STARTS,
  SUBJECT_STARTS,
} from './sentence-cue.rules';

describe('sentence cue rules', () => {
  it('keeps every list lower case and free of repeats', () => {
    for (const list of [
      STRONG_STARTS,
      MEDIUM_STARTS,
      SUBJECT_STARTS,
      ABBREVIATIONS,
      ANSWER_START_WORDS,
      ANSWER_OPENINGS,
      CLOSING_NEGATIONS,
      COMPLETE_QUESTIONS,
      HOW_ANSWERS,
      INSTRUCTION_STARTS,
      NOT_BEFORE_ANY,
      QUESTION_ENDINGS,
    ]) {
      expect(new Set(list).size).toBe(list.length);
      expect(list.every((cue) => cue === cue.toLowerCase().trim())).toBe(true);
    }
    expect(JOINING_WORDS.every((word) => word === word.toLowerCase())).toBe(true);
  });

  it('orders the length limits sensibly', () => {
    expect(MIN_PIECE_WORDS).toBeLessThan(LONG_SENTENCE_WORDS);
    expect(LONG_SENTENCE_WORDS).toBeLessThan(MAX_PIECE_WORDS);
  });

  it('never lets a subject start also join, except pronoun contractions that finish a clause', () => {
    const joining = new Set(JOINING_WORDS);
    expect(SUBJECT_STARTS.filter((word) => joining.has(word) && !word.includes("'"))).toEqual(['i', 'we', 'my']);
  });
});
