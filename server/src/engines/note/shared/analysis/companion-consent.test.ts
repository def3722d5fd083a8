import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { companionNames } from './companion-address';
import { analyzeTranscript } from './transcript-analyzer';

const assertionsOf = (text: string, conceptId: string) =>
  analyzeTranscript(text)
    .mentions.filter((m) => m.conceptId === conceptId)
    .map((m) => m.assertion);

// The companion gives only a name; the clinician asks the patient whether that person may stay.
const ASKED_TO_STAY = [
  '[doctor] Mrs Okafor? Come in. And hello to you.',
  '[patient] Hi. Gary. I drive her about.',
  '[doctor] Mrs Okafor, are you happy for Gary to stay in?',
  "[patient] Yes, that's fine.",
  "[doctor] What's brought you in?",
  "[patient] I've had a rash on my arms for a fortnight.",
  '[doctor] Gary, how are you getting on yourself?',
  "[patient] I've got gout, I'm on allopurinol.",
  '[doctor] Okay. Mrs Okafor, let me see the rash.',
].join('\n');

// Nobody is named in the consent asked: "them", the nurse.
const NOBODY_NAMED = [
  '[doctor] Is it okay for them to ring you with the results? And are you happy for the nurse to take bloods?',
  "[patient] Yes. I've got gout, I'm on allopurinol.",
].join('\n');

describe('a companion named in the consent to stay ("happy for Gary to stay?")', () => {
  it.each([
    ['written', ASKED_TO_STAY],
    ['speech', toSpeechStyle(ASKED_TO_STAY)],
  ])('is someone in the room (%s)', (_s, text) => {
    expect(companionNames(analyzeTranscript(text).sentences).has('gary')).toBe(true);
    expect(assertionsOf(text, 'rash')).toContain('present');
  });

  // Untagged speech cuts "… for a fortnight gary | how are you": who answers is left as it was.
  it('has their own illness when asked by that name (written)', () => {
    expect(assertionsOf(ASKED_TO_STAY, 'gout')).toEqual(['family']);
  });

  it.each([
    ['written', NOBODY_NAMED],
    ['speech', toSpeechStyle(NOBODY_NAMED)],
  ])('takes no pronoun or role for a name (%s)', (_s, text) => {
    expect(companionNames(analyzeTranscript(text).sentences).size).toBe(0);
    expect(assertionsOf(text, 'gout')).toEqual(['present']);
  });
});
