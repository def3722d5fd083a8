import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { analyzeTranscript } from './transcript-analyzer';

/** Concepts read as the patient's allergens. */
const allergens = (transcript: string) =>
  analyzeTranscript(transcript)
    .mentions.filter((m) => m.kind === 'allergy' && m.assertion === 'present')
    .map((m) => m.conceptId);
const styles = [
  ['written', (text: string) => text],
  ['speech', toSpeechStyle],
] as const;

describe('allergy talk a clinician carries on', () => {
  it.each(styles)('keeps a list the clinician goes on with after "and" (%s)', (_style, render) => {
    const talk = [
      '[doctor] any allergies to medicines?',
      '[patient] yes, keflex, it is in my notes.',
      '[doctor] right, and also tramadol and bactrim.',
    ].join('\n');
    expect(allergens(render(talk))).toEqual(expect.arrayContaining(['tramadol', 'sulfamethoxazole-trimethoprim']));
  });

  it.each(styles)('takes a short naming after a "yes" as the clinician supplying the name (%s)', (_style, render) => {
    const talk = [
      '[doctor] are you allergic to any medicines?',
      '[patient] yes, but the name escapes me.',
      '[doctor] it is called tramadol.',
      '[patient] that is the one.',
    ].join('\n');
    expect(allergens(render(talk))).toContain('tramadol');
  });

  it.each(styles)('reads no allergen in what the clinician says after a "no" (%s)', (_style, render) => {
    const talk = ['[doctor] are you allergic to any medicines?', '[patient] no.', '[doctor] good, take tramadol then.'];
    expect(allergens(render(talk.join('\n')))).toEqual([]);
  });

  it('keeps a non-drug allergen in untagged speech whoever the words are given to', () => {
    const talk = [
      '[doctor] any allergies at all?',
      '[patient] i am allergic to codeine, it makes me itch.',
      '[patient] i had',
      '[patient] it after an operation, and the latex gloves too.',
    ].join('\n');
    for (const said of [talk, toSpeechStyle(talk)]) expect(allergens(said)).toContain('allergen-latex');
  });
});
