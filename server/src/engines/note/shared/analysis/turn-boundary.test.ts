import { describe, expect, it } from 'vitest';
import { changesHandsAt, isAnswerEcho, isBareAnswer, saysAnswerWord, scanSpeech } from './turn-boundary';
import { tokenizeWords } from './word-tokenizer';

/** The first token index after `from` where the speech changes hands, or -1. */
function firstChange(text: string, asking: boolean, from = 0): number {
  const scan = scanSpeech(tokenizeWords(text));
  for (let i = from + 1; i < scan.tokens.length; i += 1) if (changesHandsAt(scan, i, from, asking, false)) return i;
  return -1;
}

describe('isBareAnswer', () => {
  it('is true only for one or two answer words', () => {
    const tokens = tokenizeWords('no never i take nothing');
    expect(isBareAnswer(tokens, 0, 1)).toBe(true);
    expect(isBareAnswer(tokens, 0, 2)).toBe(true);
    expect(isBareAnswer(tokens, 0, 3)).toBe(false);
  });
});

describe('isAnswerEcho', () => {
  it('is true for an answer that echoes the verb, and not for the start of a story', () => {
    const echo = (text: string) => isAnswerEcho(tokenizeWords(text), 0, tokenizeWords(text).length);
    expect(echo('yes i have been')).toBe(true);
    expect(echo('no i am not')).toBe(true);
    expect(echo("no i don't")).toBe(true);
    expect(echo("I'm not")).toBe(true);
    expect(echo('i have a cough')).toBe(false);
    expect(echo('yes')).toBe(false);
  });
});

describe('saysAnswerWord', () => {
  it('hears "sure" as an answer but not in "are you sure" or "make sure"', () => {
    const tokens = tokenizeWords('are you sure sure make sure');
    expect([2, 3, 5].map((i) => saysAnswerWord(tokens, i))).toEqual([false, true, false]);
  });
});

describe('changesHandsAt', () => {
  it('finds the clinician again after an echoed answer', () => {
    expect(firstChange('yes i have been i would like you to see a surgeon', false, 1)).toBe(4);
    expect(firstChange('no i am not are you sure', false, 1)).toBe(4);
  });

  it('finds the answer that names a complaint right after a complete question', () => {
    expect(firstChange('what brought him in today chest pain for two days', true)).toBe(5);
    expect(firstChange('what brought him in today worse kidney function from dehydration', true)).toBe(5);
    expect(firstChange('what brings you in today for your knee', true)).toBe(-1);
  });

  it('finds the clinician\'s "you do …" after the patient\'s "I", and a finding after a tag "right"', () => {
    expect(firstChange('i do not have chest pain either you do not have any nausea', false)).toBe(7);
    expect(firstChange('you do not have any nausea right your lungs sound clear', false, 0)).toBe(7);
    expect(firstChange('i told you do not worry', false)).toBe(-1);
    expect(firstChange('i have the results from your scan you have a kidney stone', false)).toBe(-1);
  });

  it('opens a new question at "any pain …" and at "and any allergies", not inside the patient\'s own words', () => {
    expect(firstChange('i had an eye test in the spring any pain in the eye itself', false)).toBe(8);
    expect(firstChange('just my inhaler and any allergies no allergies', false)).toBe(3);
    expect(firstChange('i did not notice any pain in the eye', false)).toBe(-1);
    expect(firstChange('i take lisinopril and any time i walk it hurts', false)).toBe(-1);
  });

  it('ends a question at "at all"', () => {
    expect(firstChange('any allergies at all i am allergic to latex', true)).toBe(4);
  });

  it('finds the answer after a complete or an "any" question', () => {
    expect(firstChange('what brings you in today my back hurts', true)).toBe(5);
    expect(firstChange('any shortness of breath my chest hurts', true)).toBe(4);
  });

  it('finds the clinician after a bare answer and a new question after a statement', () => {
    expect(firstChange('no your blood pressure is one twenty over eighty', false)).toBe(1);
    expect(firstChange('i feel tired any fever', false)).toBe(3);
  });

  it('keeps "any" inside a clause and a qualifier with its symptom', () => {
    expect(firstChange('i did not have any fever', false)).toBe(-1);
    expect(firstChange('i did not notice any swelling', false)).toBe(-1);
  });
});
