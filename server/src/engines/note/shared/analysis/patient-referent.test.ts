import { describe, expect, it } from 'vitest';
import { extractMentions } from './finding-extractor';
import { complaintOwner, findPatientReferent, patientTokensOf } from './patient-referent';
import { pairQuestionsWithAnswers } from './question-answer';
import { structureTranscript } from './transcript-structure';
import { tokenizeWords } from './word-tokenizer';

function referentOf(lines: readonly string[]) {
  const { sentences } = structureTranscript(lines.join('\n'));
  return findPatientReferent(sentences, extractMentions(sentences, pairQuestionsWithAnswers(sentences)));
}

describe('findPatientReferent', () => {
  it('makes the child a parent brings the patient, with the sex the noun says', () => {
    const referent = referentOf([
      '[doctor] what brings you in ?',
      '[patient] my son has had ear pain for three days .',
      '[doctor] has he had a fever ?',
      '[patient] no .',
    ]);
    expect(referent?.sex).toBe('male');
    expect([...(referent?.nouns ?? [])]).toEqual(expect.arrayContaining(['son', 'boy', 'child']));
  });

  it('accepts a parent with a complaint of her own when the visit is about the child', () => {
    const referent = referentOf([
      '[patient] my daughter has had a cough and a runny nose for five days . i have asthma myself .',
      '[doctor] how old is she ?',
      '[patient] she is four years old .',
    ]);
    expect(referent?.sex).toBe('female');
  });

  it('reads a stated age in full: "twenty one years old" is an adult, not a one-year-old', () => {
    const lines = (age: string) => [
      '[doctor] what brings you in ?',
      `[patient] my daughter has had a cough and a runny nose for five days . she is ${age} years old .`,
    ];
    expect(referentOf(lines('twenty one'))).toBeNull();
    expect(referentOf(lines('eleven'))?.sex).toBe('female');
  });

  it('leaves an adult who tells of a relative the patient', () => {
    expect(
      referentOf([
        '[doctor] what brings you in ?',
        '[patient] i have had a headache for two days . my son had a cold last week .',
      ]),
    ).toBeNull();
    expect(referentOf(['[patient] my mother had a stroke .'])).toBeNull();
  });
});

describe('patientTokensOf and complaintOwner', () => {
  const referent = { nouns: new Set(['son', 'child']), sex: 'male' as const, sentenceIndex: 0 };

  it('marks the words naming the patient, not "my other son"', () => {
    expect([...patientTokensOf(tokenizeWords('my son has a fever'), referent)]).toEqual([1]);
    expect([...patientTokensOf(tokenizeWords('my other son has a fever'), referent)]).toEqual([]);
    expect([...patientTokensOf(tokenizeWords('my son has a fever'), null)]).toEqual([]);
  });

  it('tells whose complaint a parent speaks of', () => {
    const tokens = tokenizeWords('i have a headache and he has a rash on his arm');
    expect(complaintOwner(tokens, { first: 3, last: 4 }, [])).toBe('speaker');
    expect(complaintOwner(tokens, { first: 8, last: 9 }, [])).toBe('child');
    expect(complaintOwner(tokenizeWords('a fever since monday'), { first: 1, last: 2 }, [])).toBeNull();
  });
});
