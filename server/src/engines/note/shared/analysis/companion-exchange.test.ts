import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { analyzeTranscript } from './transcript-analyzer';

const assertionsOf = (text: string, word: string) =>
  analyzeTranscript(text)
    .mentions.filter((m) => JSON.stringify(m).toLowerCase().includes(word))
    .map((m) => m.assertion);

// A son who came with his father speaks of his own gout, calling his father "he"; the clinician answers him by name.
const SON_SPEAKS_OF_FATHER = [
  '[doctor] Hi Mr. Brown, come in. And who is this?',
  '[patient] My son, Tony. He drove me.',
  "[doctor] Hey Dragon, I'm seeing Walter Brown, a seventy-year-old male with a cough.",
  "[patient] It's a dry cough, three weeks now.",
  "[patient] I stopped the beer last year, so he can cut back too. I've got gout, and I take allopurinol every day.",
  '[doctor] Good for you, Tony. Walter, any fever?',
  '[patient] No fever.',
].join('\n');

// The patient's own gout: the "he" stands for the neighbour named before it.
const PATIENT_SPEAKS_OF_NEIGHBOUR = SON_SPEAKS_OF_FATHER.replace(
  'I stopped the beer last year, so he can cut back too.',
  'My neighbour stopped the beer last year, so he says I can cut back too.',
);

// A wife asked by name goes on about her own illness while she and the clinician speak of the patient as "him".
const WIFE_EXCHANGE = [
  '[doctor] Hello Mr. Grant, good to see you. Owen, what brings you in today?',
  '[patient] This rash. And this is my wife, Paula.',
  '[doctor] Nice to meet you. Where is the rash?',
  '[patient] The rash is on both arms, it itches at night.',
  '[doctor] Okay. And Paula, you had a question about yourself?',
  '[patient] Yes. We share towels. Could I get it from him?',
  "[doctor] It isn't catching, so you won't get it from him.",
  "[patient] Good. I've got enough on. I have rheumatoid arthritis and I take methotrexate every week.",
].join('\n');

// The clinician turns back to the patient by name: his own answer is his.
const BACK_TO_PATIENT = WIFE_EXCHANGE.replace(
  "[doctor] It isn't catching, so you won't get it from him.",
  "[doctor] It isn't catching, so you won't get it from him. Owen, anything else going on?",
);

describe('companion exchange', () => {
  for (const [style, shape] of [
    ['written', (text: string) => text],
    ['speech', toSpeechStyle],
  ] as const) {
    it(`a same-sex companion who calls the patient "he" is not the patient (${style})`, () => {
      // Speech of so short a visit guesses the clinician's dictation as the patient's, so no sex is known there and
      // nothing moves: the finding stays the patient's, as the rule wants when unsure.
      const expected = style === 'written' ? 'family' : 'present';
      expect(assertionsOf(shape(SON_SPEAKS_OF_FATHER), 'gout')).toContain(expected);
    });

    it(`a patient's "he" for someone named before it leaves the finding theirs (${style})`, () => {
      expect(assertionsOf(shape(PATIENT_SPEAKS_OF_NEIGHBOUR), 'gout')).toContain('present');
    });

    it(`the exchange stays the companion's while both speak of the patient as "him" (${style})`, () => {
      // Untagged speech is left alone: nothing there tells the patient's name from other words, so a turn back to
      // the patient could not be seen.
      const expected = style === 'written' ? 'family' : 'present';
      expect(assertionsOf(shape(WIFE_EXCHANGE), 'rheumatoid')).toContain(expected);
    });

    it(`the clinician turning back to the patient by name ends the exchange (${style})`, () => {
      expect(assertionsOf(shape(BACK_TO_PATIENT), 'rheumatoid')).toContain('present');
    });
  }
});
