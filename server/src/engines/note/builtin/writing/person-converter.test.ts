import { describe, expect, it } from 'vitest';
import {
  convertPerson,
  FEMALE_PRONOUNS,
  inflectThirdPerson,
  MALE_PRONOUNS,
  NEUTRAL_PRONOUNS,
} from './person-converter';

const convert = (text: string, voice: 'patient' | 'doctor', pronouns = FEMALE_PRONOUNS) =>
  convertPerson(text.split(' '), voice, pronouns)?.join(' ') ?? null;

describe('inflectThirdPerson', () => {
  it('inflects regular and irregular verbs and leaves other forms', () => {
    expect(
      ['take', 'try', 'go', 'have', 'am', 'were', 'watch', 'took', 'started', 'can', 'feels'].map(inflectThirdPerson),
    ).toEqual(['takes', 'tries', 'goes', 'has', 'is', 'was', 'watches', 'took', 'started', 'can', 'feels']);
  });

  it('inflects a present verb that ends like a past form, and leaves the past forms', () => {
    expect(['need', 'bleed', 'agreed', 'used', 'freed'].map(inflectThirdPerson)).toEqual([
      'needs',
      'bleeds',
      'agreed',
      'used',
      'freed',
    ]);
  });
});

describe('convertPerson for the patient', () => {
  it('turns first person into the patient with agreeing verbs', () => {
    expect(convert('i have been taking my medication', 'patient')).toBe('she has been taking her medication');
    expect(convert('i also feel tired and it keeps me up', 'patient')).toBe('she also feels tired and it keeps her up');
    expect(convert('we moved boxes and i hurt myself', 'patient', MALE_PRONOUNS)).toBe(
      'they moved boxes and he hurt himself',
    );
  });

  it('uses the patient when sex is unknown', () => {
    expect(convert('i am still forgetting my pills and i was late', 'patient', NEUTRAL_PRONOUNS)).toBe(
      'the patient is still forgetting their pills and they were late',
    );
  });

  it('refuses sentences addressed to someone', () => {
    expect(convert('do you think it is my thyroid', 'patient')).toBeNull();
  });
});

describe('convertPerson for the clinician', () => {
  it('turns you into the patient as subject or object and keeps I', () => {
    expect(convert('i want you to ice your knee', 'doctor')).toBe('i want her to ice her knee');
    expect(convert('you have some swelling and you do not have a fever', 'doctor')).toBe(
      'she has some swelling and she does not have a fever',
    );
    expect(convert('you were seen last year', 'doctor', MALE_PRONOUNS)).toBe('he was seen last year');
    // A phrasal verb's object, and a subject before the same particle.
    expect(convert('morphine will bind you up', 'doctor', MALE_PRONOUNS)).toBe('morphine will bind him up');
    expect(convert('we will sort you out', 'doctor')).toBe('we will sort her out');
    expect(convert('if you slow down a bit', 'doctor')).toBe('if she slows down a bit');
    expect(convert('when you sit up it hurts', 'doctor')).toBe('when she sits up it hurts');
  });
});

describe('convertPerson and spelled initialisms', () => {
  it('leaves the "i" of a spelled initialism in the patient\'s words alone', () => {
    const words = convertPerson('i hope this clears the u t i'.split(' '), 'patient', NEUTRAL_PRONOUNS);
    expect(words?.join(' ')).toBe('the patient hopes this clears the u t i');
  });
});

describe('convertPerson and irregular past verbs', () => {
  it('does not inflect a past form that looks bare ("I bit my tongue"), and keeps "a bit"', () => {
    expect(convert('i bit my tongue last night', 'patient', NEUTRAL_PRONOUNS)).toBe(
      'the patient bit their tongue last night',
    );
    expect(convert('i shut my finger in the door and it split', 'patient')).toBe(
      'she shut her finger in the door and it split',
    );
    expect(convert('i feel a bit better', 'patient')).toBe('she feels a bit better');
  });
});

describe('convertPerson and thanks', () => {
  it('never turns the "you" of "thank you" into the patient', () => {
    expect(convert('thank you for waiting , the results are back', 'doctor')).toBe(
      'thank you for waiting , the results are back',
    );
    expect(convert('you can stop the tablets', 'doctor')).toBe('she can stop the tablets');
  });
});
