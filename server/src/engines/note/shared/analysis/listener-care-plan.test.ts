import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { plansListenersCare } from './listener-care-plan';
import { inferSpeakers, scoreSpeaker } from './speaker-inference';
import { tokenizeWords } from './word-tokenizer';

// Each sentence as written and as a speech recogniser gives it (no tags, no punctuation, lower case).
const forms = (text: string) => [text, toSpeechStyle(text)].map((said) => tokenizeWords(said));

describe('plansListenersCare', () => {
  it("hears care planned for the one spoken to as the clinician's, even said with 'I' and a glued thanks", () => {
    for (const tokens of forms("I'll order some blood tests to see if you have an infection, thank you doc.")) {
      expect(plansListenersCare(tokens)).toBe(true);
      expect(scoreSpeaker(tokens, false)).toBeGreaterThan(0);
    }
  });

  it("leaves the patient's plan for their own care, and their report of advice, to the patient", () => {
    for (const text of ["I'll take my cough syrup at night like you told me.", 'You said I should rest my knee.'])
      for (const tokens of forms(text)) {
        expect(plansListenersCare(tokens)).toBe(false);
        expect(scoreSpeaker(tokens, false)).toBeLessThanOrEqual(0);
      }
  });

  it('gives the order after a bare "no" to the clinician, and the patient\'s own plan still to the patient', () => {
    const order = "i'll order some blood tests to see if you have an infection thank you doc";
    const run = (last: string) =>
      inferSpeakers([
        { tokens: tokenizeWords('any fever or chills'), isQuestion: true },
        { tokens: tokenizeWords('no nothing like that'), isQuestion: false },
        { tokens: tokenizeWords(last), isQuestion: false },
      ]);
    expect(run(order)[2]).toBe('doctor');
    expect(run("i'll take my cough syrup at night like you told me")[2]).toBe('patient');
  });
});
