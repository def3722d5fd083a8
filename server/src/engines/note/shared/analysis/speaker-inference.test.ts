import { describe, expect, it } from 'vitest';
import { asksSomewhere, inferSpeakers, opensLikeQuestion, scoreSpeaker } from './speaker-inference';
import { tokenizeWords } from './word-tokenizer';

const guess = (text: string, isQuestion = false) => ({ tokens: tokenizeWords(text), isQuestion });

describe('scoreSpeaker', () => {
  it('scores questions, second person and clinical imperatives as the clinician', () => {
    expect(scoreSpeaker(tokenizeWords('how long have you had your cough'), true)).toBeGreaterThan(1);
    expect(
      scoreSpeaker(tokenizeWords('take a deep breath for me , let me listen to your lungs'), false),
    ).toBeGreaterThan(1);
  });

  it("scores changing or keeping the patient's medicines as the clinician, even said with 'i'", () => {
    expect(
      scoreSpeaker(tokenizeWords('okay so i wan na go ahead and continue with the lisinopril 20 mg a day'), false),
    ).toBeGreaterThan(0);
    expect(scoreSpeaker(tokenizeWords('i take lisinopril 20 mg a day'), false)).toBeLessThan(0);
  });

  it('scores a dose change said in short units like one said in full (speech-style text)', () => {
    const said = "and i think you're retaining fluid and i wan na go ahead and increase your lasix to 80 mg once a day";
    expect(scoreSpeaker(tokenizeWords(said), false)).toBeGreaterThan(0);
  });

  it('scores first-person complaints as the patient', () => {
    expect(scoreSpeaker(tokenizeWords("i've been coughing for three days and my chest hurts"), false)).toBeLessThan(-1);
  });
});

describe('inferSpeakers on a clinician answering a colleague', () => {
  it('hears clinical reasoning as the clinician, and "she also …" as the same speaker going on', () => {
    const speakers = inferSpeakers([
      guess('what brought her in today', true),
      guess('worsening kidney function likely due to dehydration'),
      guess('she also has high blood pressure'),
    ]);
    expect(speakers).toEqual(['doctor', 'doctor', 'doctor']);
  });
});

describe('asksSomewhere', () => {
  it('hears a confirming tag ("… right") as a question, but not a side or "all right"', () => {
    expect(asksSomewhere(tokenizeWords("you don't have any nausea right"))).toBe(true);
    expect(asksSomewhere(tokenizeWords('the pain is worse on your right'))).toBe(false);
    expect(asksSomewhere(tokenizeWords('we will see you in two weeks all right'))).toBe(false);
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
    expect(inferSpeakers([guess('hello'), guess('hello there'), guess('right')])).toEqual([
      'doctor',
      'patient',
      'doctor',
    ]);
  });

  it('hears findings read out, impressions and instructions as the clinician', () => {
    const speakers = inferSpeakers([
      guess('any cough', true),
      guess('a little cough at night'),
      guess('your temperature is ninety eight point six'),
      guess('your throat is red'),
      guess('but there is no exudate'),
      guess('this is most likely a viral infection'),
      guess('cut back on salt'),
    ]);
    expect(speakers).toEqual(['doctor', 'patient', 'doctor', 'doctor', 'doctor', 'doctor', 'doctor']);
  });

  it('lets whoever answered go on after a bare yes or no', () => {
    const speakers = inferSpeakers([
      guess('is she eating and drinking', true),
      guess('yes'),
      guess('she is drinking fine'),
      guess('you look tired'),
    ]);
    expect(speakers).toEqual(['doctor', 'patient', 'patient', 'doctor']);
  });
});

describe('opensLikeQuestion on relative clauses', () => {
  it('does not take "which is …" for a question', () => {
    expect(opensLikeQuestion(tokenizeWords('which is above goal'))).toBe(false);
    expect(opensLikeQuestion(tokenizeWords('which one hurts'))).toBe(true);
  });
});

describe('scoreSpeaker on turning to the assessment (speech-style text)', () => {
  it('hears "lem me" as "let me", and taking problems in turn, as the clinician', () => {
    const turning = 'okay lem me go over a little bit of my assessment and plan with you';
    expect(scoreSpeaker(tokenizeWords(turning), false)).toBeGreaterThan(0);
    expect(scoreSpeaker(tokenizeWords('so for the first concern of the ankle swelling'), false)).toBeGreaterThan(0);
  });

  it('hears a diagnosis named for the patient as the clinician, but not one named for oneself', () => {
    expect(scoreSpeaker(tokenizeWords('it seems they diagnosed you with essential tremor'), false)).toBeGreaterThan(1);
    expect(scoreSpeaker(tokenizeWords("my sister says it's called a bunion"), false)).toBeLessThan(1);
  });
});

describe('scoreSpeaker and spelled initialisms', () => {
  it('does not count the "i" of a spelled initialism as the patient speaking', () => {
    const spelled = scoreSpeaker(tokenizeWords('the tablets will settle the u t i'), false);
    const own = scoreSpeaker(tokenizeWords('the tablets will settle it i hope'), false);
    expect(spelled).toBeGreaterThan(own);
  });
});
