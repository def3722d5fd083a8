import { describe, expect, it } from 'vitest';
import { inferSpeakers, opensLikeQuestion, scoreSpeaker } from './speaker-inference';
import { tokenizeWords } from './word-tokenizer';

const guess = (text: string, isQuestion = false) => ({ tokens: tokenizeWords(text), isQuestion });

describe('scoreSpeaker', () => {
  it('scores questions, second person and clinical imperatives as the clinician', () => {
    expect(scoreSpeaker(tokenizeWords('how long have you had your cough'), true)).toBeGreaterThan(1);
    expect(scoreSpeaker(tokenizeWords("take a deep breath for me , let me listen to your lungs"), false)).toBeGreaterThan(1);
  });

  it('scores first-person complaints as the patient', () => {
    expect(scoreSpeaker(tokenizeWords("i've been coughing for three days and my chest hurts"), false)).toBeLessThan(-1);
  });
});

describe('opensLikeQuestion', () => {
  it('looks past fillers', () => {
    expect(opensLikeQuestion(tokenizeWords('okay so um do you have any fever'))).toBe(true);
    expect(opensLikeQuestion(tokenizeWords('okay so your lungs are clear'))).toBe(false);
  });
});

describe('inferSpeakers', () => {
  it('labels a plain question and answer exchange', () => {
    const speakers = inferSpeakers([
      guess('what brings you in today', true),
      guess('my knee has been hurting for a week'),
      guess('does it hurt when you walk', true),
      guess('yes'),
      guess("okay i'm going to prescribe some ibuprofen and i want you to ice it"),
    ]);
    expect(speakers).toEqual(['doctor', 'patient', 'doctor', 'patient', 'doctor']);
  });

  it('alternates when the words say nothing', () => {
    expect(inferSpeakers([guess('hello'), guess('hello there'), guess('right')])).toEqual(['doctor', 'patient', 'doctor']);
  });
});
