import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../../shared/speech-style';
import { writeAllergies } from './allergy-writer';
import { contextFor, GREETING } from './writer-test-kit';

/** The allergy line written for a dialogue, in its written form and in its speech form. */
function allergyLines(lines: readonly string[]): [string, string] {
  const line = (said: readonly string[]) =>
    writeAllergies(contextFor(said))
      .map((s) => s.text)
      .join(' ');
  return [line(lines), line([toSpeechStyle(lines.join('\n'))])];
}

describe('writeAllergies', () => {
  it('does not list a medicine still taken whose higher dose gave a side effect', () => {
    const lines = [
      ...GREETING,
      '[doctor] what do you take for the nerve pain ?',
      '[patient] pregabalin seventy five , then i went up to one fifty but it made me dizzy so i went back down .',
      '[doctor] any allergies to medicines ?',
      '[patient] no .',
    ];
    for (const text of allergyLines(lines)) expect(text).toBe('No known drug allergies.');
  });

  it('keeps a medicine stopped because of a reaction', () => {
    const lines = [
      ...GREETING,
      '[doctor] have you had trouble with any blood pressure tablets before ?',
      '[patient] yes , lisinopril made my lips swell up , so they stopped it .',
    ];
    for (const text of allergyLines(lines)) expect(text).toMatch(/^Allergies: lisinopril/i);
  });

  it('keeps a medicine stopped after a dose step gave a reaction', () => {
    const lines = [
      ...GREETING,
      '[doctor] what happened with the nerve pain tablets ?',
      '[patient] i was on duloxetine , then they increased it and it made me sick , so they stopped it .',
    ];
    for (const text of allergyLines(lines)) expect(text).toMatch(/^Allergies: duloxetine/i);
  });

  it('does not list a medicine taken for an allergy symptom as the allergen', () => {
    const lines = [
      ...GREETING,
      '[doctor] do you take anything regularly ?',
      '[patient] i take fexofenadine because the grass pollen makes my eyes itchy , and i use fluticasone spray for my hay fever .',
      '[doctor] any allergies to medicines ?',
      '[patient] no , none .',
    ];
    for (const text of allergyLines(lines)) {
      expect(text).not.toMatch(/fexofenadine|fluticasone/i);
      expect(text).toMatch(/No known drug allergies\./);
    }
  });

  it('records no known drug allergies when a named drug allergy is denied with no others', () => {
    const lines = [
      ...GREETING,
      '[doctor] do you have any allergies ?',
      "[patient] i'm not allergic to amoxicillin , and no other allergies either .",
    ];
    for (const text of allergyLines(lines)) expect(text).toBe('No known drug allergies.');
  });

  it('keeps an allergen answered straight after the question with no punctuation', () => {
    const spoken = 'hello there any allergies codeine okay and what brings you in today i have a sore knee';
    expect(
      writeAllergies(contextFor([spoken]))
        .map((s) => s.text)
        .join(' '),
    ).toMatch(/^Allergies: codeine/i);
  });

  it("does not give a relative's allergy to the patient", () => {
    const lines = [
      ...GREETING,
      '[doctor] any allergies ?',
      '[patient] not me , but my husband is allergic to erythromycin .',
    ];
    for (const text of allergyLines(lines)) expect(text).not.toMatch(/erythromycin/i);
  });

  it('keeps a non-drug allergen with its reaction after drug allergies were denied', () => {
    const lines = [
      ...GREETING,
      '[doctor] any allergies ?',
      '[patient] no allergies to medicines , but peanuts make my throat swell .',
    ];
    for (const text of allergyLines(lines)) {
      expect(text).toMatch(/^Allergies: peanut/i);
      expect(text).toMatch(/swell/i);
      expect(text).toMatch(/No known drug allergies\./);
    }
  });
});
