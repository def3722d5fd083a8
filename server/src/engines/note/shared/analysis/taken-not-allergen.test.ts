import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { analyzeTranscript } from './transcript-analyzer';

const kindOf = (transcript: string, conceptId: string) =>
  analyzeTranscript(transcript).mentions.find((m) => m.conceptId === conceptId)?.kind;
const both = (lines: string[]) => [lines.join('\n'), toSpeechStyle(lines.join('\n'))];

describe('takenNotAllergen', () => {
  it('keeps a medicine taken as a medicine when the allergy question was answered no', () => {
    for (const said of both(['[doctor] any allergies to medicines?', '[patient] no, i am on metformin, that is all.']))
      expect(kindOf(said, 'metformin')).toBe('medication');
  });

  it('keeps a medicine taken as a medicine when the same run of words denies allergies after it', () => {
    const said = 'i take metformin twice a day and no allergies to medicines that i know of';
    expect(kindOf(said, 'metformin')).toBe('medication');
  });

  it('leaves an allergen when allergies were not denied, or only others were', () => {
    for (const said of both(['[doctor] any allergies?', '[patient] yes, i took amoxicillin once and swelled up.']))
      expect(kindOf(said, 'amoxicillin')).toBe('allergy');
    for (const said of both(['[doctor] any allergies?', '[patient] i take no amoxicillin, no other allergies.']))
      expect(kindOf(said, 'amoxicillin')).toBe('allergy');
  });

  it('keeps a medicine taken without harm as no allergen', () => {
    const lines = [
      '[doctor] is she allergic to anything?',
      '[patient] not that we know. she had cefalexin last winter and she was fine with it.',
    ];
    for (const said of both(lines)) expect(kindOf(said, 'cephalexin')).not.toBe('allergy');
    // A reaction said beside a tolerated one keeps the other drug an allergen.
    const mixed = ['[doctor] any allergies?', '[patient] penicillin gives me hives. i was fine with it before though.'];
    for (const said of both(mixed)) expect(kindOf(said, 'penicillin')).toBe('allergy');
  });

  it('reads "and she was fine" after a medicine taken as no allergy, unless a reaction follows', () => {
    const fine = [
      '[doctor] does she have any allergies?',
      '[patient] none. she had cefalexin for a kidney infection last spring and she was fine.',
    ];
    for (const said of both(fine)) expect(kindOf(said, 'cephalexin')).not.toBe('allergy');
    const undone = [
      '[doctor] any allergies at all?',
      '[patient] i had cefalexin once and i was fine until the second day, then a rash came up.',
    ];
    for (const said of both(undone)) expect(kindOf(said, 'cephalexin')).toBe('allergy');
  });
});

describe('a medicine taken, said in a later turn after the allergies were denied', () => {
  it('stays a medicine when the next speaker says they are on it', () => {
    const lines = [
      '[doctor] Any allergies?',
      '[patient] Not that I know of.',
      '[patient] I am on amlodipine, five milligrams every morning, for my blood pressure.',
    ];
    for (const said of both(lines)) expect(kindOf(said, 'amlodipine')).toBe('medication');
  });

  it('stays a medicine when the dose was lowered or put up', () => {
    const lines = [
      '[doctor] Do you have any allergies to medicines?',
      '[patient] No, nothing.',
      '[patient] They increased my simvastatin to forty milligrams last month.',
    ];
    for (const said of both(lines)) expect(kindOf(said, 'simvastatin')).toBe('medication');
  });

  it('keeps an allergen named after the "no", taken or not, when a reaction or allergy is said', () => {
    const remembered = [
      '[doctor] Any allergies?',
      '[patient] No.',
      '[patient] Oh wait, penicillin, it gives me a rash.',
    ];
    for (const said of both(remembered)) expect(kindOf(said, 'penicillin')).toBe('allergy');
    const allergic = [
      '[doctor] Any allergies?',
      '[patient] No.',
      '[patient] Well I am on cetirizine but I am allergic to aspirin.',
    ];
    for (const said of both(allergic)) expect(kindOf(said, 'aspirin')).toBe('allergy');
  });
});
