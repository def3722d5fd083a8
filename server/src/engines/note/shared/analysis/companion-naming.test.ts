import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { addressedCompanions } from './companion-address';
import { analyzeTranscript } from './transcript-analyzer';

const mentionsOf = (text: string, conceptId: string) =>
  analyzeTranscript(text).mentions.filter((m) => m.conceptId === conceptId);

// The companion's name given apart from who they are: after it as a sentence of its own, or opening the sentence.
const NAME_CUT = [
  '[doctor] Come in. And who have you brought along?',
  '[patient] My husband. Dennis.',
  "[patient] I've had a sore throat for a week and it's getting worse.",
  '[doctor] Any fever?',
  '[patient] A bit last night.',
  "[doctor] Okay. And Dennis, you're keeping well?",
  "[patient] I've got gout, I'm on allopurinol. Nothing like her throat though.",
  '[doctor] Right. Let me have a look at your throat.',
].join('\n');
const NAME_FIRST = NAME_CUT.replace('My husband. Dennis.', 'Dennis, my husband.');
// "Yes." after "is this your husband?" is no name.
const YES_CUT = NAME_CUT.replace('[patient] My husband. Dennis.', '[doctor] Is this your husband?\n[patient] Yes.');

describe("a companion's name given apart from who they are", () => {
  it.each([
    ['written, cut', NAME_CUT],
    ['speech, cut', toSpeechStyle(NAME_CUT)],
    ['written, first', NAME_FIRST],
    ['speech, first', toSpeechStyle(NAME_FIRST)],
  ])('makes the illness and medicine of the one asked by it theirs (%s)', (_s, text) => {
    const own = [...mentionsOf(text, 'gout'), ...mentionsOf(text, 'allopurinol')];
    expect(own.length).toBe(2);
    for (const mention of own) {
      expect(mention.assertion).toBe('family');
      expect(mention.attributes.relative).toBe('husband');
    }
    expect(mentionsOf(text, 'sore-throat').map((m) => m.assertion)).toContain('present');
  });
  it('takes no answer word for a name', () => {
    expect(addressedCompanions(analyzeTranscript(YES_CUT).sentences).size).toBe(0);
  });
});

// A wife asked by name gives the patient his tablets: the medicine is his.
const GIVES_PATIENT = [
  "[patient] It's his wife, Joan. He won't take his tablets unless I'm there.",
  "[doctor] And Joan, how's he doing with them?",
  '[patient] I give him the ramipril every morning. I take it for him to the kitchen.',
].join('\n');

describe("a companion's medicine", () => {
  it.each([
    ['written', GIVES_PATIENT],
    ['speech', toSpeechStyle(GIVES_PATIENT)],
  ])('given to the patient stays the patient’s (%s)', (_s, text) => {
    const ramipril = mentionsOf(text, 'ramipril');
    expect(ramipril.length).toBeGreaterThan(0);
    expect(ramipril.map((m) => m.assertion)).not.toContain('family');
  });
});

// The clinician calls the patient by name before "your husband"; the patient later speaks of a nurse as "she".
const PATIENT_CALLED = [
  '[doctor] Morning. Sue, your husband is welcome to stay.',
  '[patient] Thanks.',
  '[doctor] So what brings you in?',
  "[patient] The nurse said she'd fit me in. I've had chest pain for a week.",
  "[doctor] Okay, Sue, let's have a listen.",
].join('\n');

describe('a name opening a sentence before "your …"', () => {
  it.each([
    ['written', PATIENT_CALLED],
    ['speech', toSpeechStyle(PATIENT_CALLED)],
  ])('is the patient spoken to, not the companion (%s)', (_s, text) => {
    expect(mentionsOf(text, 'chest-pain').map((m) => m.assertion)).not.toContain('family');
  });
  it('gives the companion no name', () => {
    expect(mentionsOf(PATIENT_CALLED, 'chest-pain').map((m) => m.assertion)).toEqual(['present']);
  });
});
