import { describe, expect, it } from 'vitest';
import {
  DOCTOR_PHRASES,
  DOCTOR_WORDS,
  LEADING_FILLERS,
  OWN_WORDS,
  PATIENT_PHRASES,
  PATIENT_WORDS,
  QUESTION_STARTS,
} from './speaker-cue.rules';

describe('speaker cue rules', () => {
  it('keeps every list lower case and free of repeats', () => {
    for (const list of [
      DOCTOR_WORDS,
      DOCTOR_PHRASES,
      PATIENT_WORDS,
      PATIENT_PHRASES,
      QUESTION_STARTS,
      LEADING_FILLERS,
      OWN_WORDS,
    ]) {
      expect(new Set(list).size).toBe(list.length);
      expect(list.every((cue) => cue === cue.toLowerCase().trim())).toBe(true);
    }
  });

  it('does not give one word to both speakers', () => {
    const patient = new Set(PATIENT_WORDS);
    expect(DOCTOR_WORDS.filter((word) => patient.has(word))).toEqual([]);
  });
});
