import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../../shared/speech-style';
import { FEMALE_PRONOUNS, MALE_PRONOUNS } from './person-converter';
import { answerAsStatement } from './question-declarative';

describe('answerAsStatement', () => {
  it('turns answered inverted questions into statements about the patient', () => {
    expect(answerAsStatement("and you're taking your immunosuppressive medications ?", true, MALE_PRONOUNS)).toBe(
      'He is taking his immunosuppressive medications.',
    );
    expect(answerAsStatement('are you still taking the metformin', true, FEMALE_PRONOUNS)).toBe(
      'She is still taking the metformin.',
    );
    expect(answerAsStatement('do you check your sugars every day', false, FEMALE_PRONOUNS)).toBe(
      'She does not check her sugars every day.',
    );
    expect(answerAsStatement('have you had any fever', false, FEMALE_PRONOUNS)).toBe('She has not had any fever.');
  });

  it('turns "any …" questions into reports and denials', () => {
    expect(
      answerAsStatement('any chest pain , shortness of breath , swelling in your legs ?', false, FEMALE_PRONOUNS),
    ).toBe('She denies any chest pain, shortness of breath, swelling in her legs.');
    expect(answerAsStatement('any other joint pain', true, MALE_PRONOUNS)).toBe('He reports other joint pain.');
  });

  it('gives nothing for open or either/or questions', () => {
    expect(answerAsStatement('how are you doing with that', true, FEMALE_PRONOUNS)).toBeNull();
    expect(answerAsStatement('is it worse in the morning or the evening', true, FEMALE_PRONOUNS)).toBeNull();
  });

  it('gives nothing for a request to tell, written or as speech', () => {
    const asked = 'okay , can you tell me if the pain radiates , or if you have any other symptoms , fever , rashes ?';
    for (const text of [asked, toSpeechStyle(`[doctor] ${asked}`)]) {
      expect(answerAsStatement(text, false, MALE_PRONOUNS)).toBeNull();
      expect(answerAsStatement(text, true, MALE_PRONOUNS)).toBeNull();
    }
    expect(answerAsStatement('can you walk without pain', true, MALE_PRONOUNS)).toBe('He can walk without pain.');
  });

  const speech = (line: string) => toSpeechStyle(`[doctor] ${line}`);
  it.each([
    ['written', (line: string) => line],
    ['speech', speech],
  ])('drops a tag question from the statement (%s)', (_style, render) => {
    expect(
      answerAsStatement(render("So you've been checking your sugars at home, is that right?"), true, FEMALE_PRONOUNS),
    ).toBe('She has been checking her sugars at home.');
  });

  it('drops an auxiliary tag after the comma ("…, haven\'t you")', () => {
    expect(answerAsStatement("you've been sleeping badly, haven't you", true, MALE_PRONOUNS)).toBe(
      'He has been sleeping badly.',
    );
  });
});
