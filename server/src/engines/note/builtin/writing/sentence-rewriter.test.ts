import { describe, expect, it } from 'vitest';
import { FEMALE_PRONOUNS, MALE_PRONOUNS, NEUTRAL_PRONOUNS } from './person-converter';
import { rewriteSentence } from './sentence-rewriter';

describe('rewriteSentence', () => {
  it('writes a patient sentence in the third person without fillers', () => {
    expect(
      rewriteSentence("uh , i've been doing well with that , you know , and i resisted the salty foods", {
        voice: 'patient',
        pronouns: FEMALE_PRONOUNS,
      }),
    ).toBe('She has been doing well with that, and she resisted the salty foods.');
  });

  it('writes the clinician plan with the patient as subject and digits for doses', () => {
    expect(
      rewriteSentence("i'll write you for flexeril five milligrams three times a day and you can take that", {
        voice: 'doctor',
        pronouns: FEMALE_PRONOUNS,
      }),
    ).toBe('I will write her for Flexeril 5 mg 3 times a day and she can take that.');
  });

  it('writes exam dictation about the body, not to the patient', () => {
    expect(
      rewriteSentence('on your knee exam , there is some edema of your right knee', {
        voice: 'doctor',
        pronouns: MALE_PRONOUNS,
        clinicalStyle: true,
      }),
    ).toBe('On the knee exam, there is some edema of the right knee.');
  });

  it('uses "the patient" when sex is unknown', () => {
    expect(
      rewriteSentence('i took some ibuprofen and i put some ice on it', {
        voice: 'patient',
        pronouns: NEUTRAL_PRONOUNS,
      }),
    ).toBe('The patient took some ibuprofen and they put some ice on it.');
  });

  it('returns null for fragments and for patient words addressed to someone', () => {
    expect(rewriteSentence('okay , yeah', { voice: 'patient', pronouns: FEMALE_PRONOUNS })).toBeNull();
    expect(
      rewriteSentence('do you think it could be my thyroid', { voice: 'patient', pronouns: FEMALE_PRONOUNS }),
    ).toBeNull();
  });

  it('writes nothing for a sentence cut off before its noun, as misheard audio often is', () => {
    expect(
      rewriteSentence('on that sore throat since my', { voice: 'patient', pronouns: NEUTRAL_PRONOUNS }),
    ).toBeNull();
    expect(
      rewriteSentence('i have had pain in your , um', { voice: 'patient', pronouns: NEUTRAL_PRONOUNS }),
    ).toBeNull();
    // A trailing spoken tag is trimmed first, so a finished sentence before it is still written.
    expect(
      rewriteSentence('my knee has been hurting for a week , you know', {
        voice: 'patient',
        pronouns: NEUTRAL_PRONOUNS,
      }),
    ).toBe("The patient's knee has been hurting for a week.");
  });
});
