import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { analyzeTranscript } from './transcript-analyzer';

/** The kind the medicine is read as: an allergy only when the patient is said to have it. */
const kindOf = (transcript: string, conceptId: string) => {
  const mention = analyzeTranscript(transcript).mentions.find((m) => m.conceptId === conceptId);
  return mention?.kind === 'allergy' && mention.assertion !== 'present' ? 'denied allergy' : mention?.kind;
};
const both = (lines: string[]) => [lines.join('\n'), toSpeechStyle(lines.join('\n'))];

describe('allergiesDeniedAfter', () => {
  it('keeps a medicine said as taken a medicine when the turn soon denies allergies', () => {
    const far = [
      '[doctor] Any medicines or allergies?',
      '[patient] I take ramipril. It was changed last year. No allergies.',
      '[doctor] Okay.',
    ];
    expect(kindOf(far.join('\n'), 'ramipril')).not.toBe('allergy');
    const reaction = [
      '[doctor] Any medicines or allergies?',
      '[patient] I took amoxicillin once. I came out in hives all over. No allergies since.',
    ];
    for (const said of both(reaction)) expect(kindOf(said, 'amoxicillin')).toBe('allergy');
    // The look stops at the reaction: the bare denial after it may be of allergies besides the one just told.
    const told = [
      '[doctor] Any allergies?',
      '[patient] I took amoxicillin once. I came out in hives all over. No allergies.',
    ];
    expect(kindOf(told.join('\n'), 'amoxicillin')).toBe('allergy');
  });

  it('keeps a medicine given as a medicine when the same answer then denies allergies', () => {
    const lines = [
      '[doctor] Is she on any medicines, and does she have any allergies?',
      '[patient] I gave her some ibuprofen yesterday for the fever. No allergies.',
      '[doctor] Thank you.',
    ];
    for (const said of both(lines)) expect(kindOf(said, 'ibuprofen')).not.toBe('allergy');
  });

  it('keeps a medicine as a medicine when a run-on allergy question closes with "not that i know of"', () => {
    const said =
      'i take omeprazole when my stomach is bad allergies to anything not that i know of any problems sleeping';
    expect(kindOf(said, 'omeprazole')).not.toBe('allergy');
  });

  it('leaves the medicine an allergen when the denial leaves it out or names another kind', () => {
    // Written only: run together in speech ("penicillin no other allergies") the allergen is read as denied
    // before this rule is reached, a separate defect.
    const other = ['[doctor] Any allergies?', '[patient] Penicillin. No other allergies.', '[doctor] Okay.'];
    expect(kindOf(other.join('\n'), 'penicillin')).toBe('allergy');
    const food = ['[doctor] Any allergies?', '[patient] Penicillin. No food allergies.', '[doctor] Okay.'];
    expect(kindOf(food.join('\n'), 'penicillin')).toBe('allergy');
    const later = ['[doctor] Any allergies?', '[patient] Codeine makes me sick. No allergies apart from that.'];
    for (const said of both(later)) expect(kindOf(said, 'codeine')).toBe('allergy');
  });

  it('leaves an allergen named as the answer an allergen when a later sentence denies allergies since', () => {
    const lines = [
      '[doctor] Any allergies?',
      '[patient] Penicillin. My mother says I came up in a rash as a baby. No allergies since.',
      '[doctor] Right.',
    ];
    for (const said of both(lines)) expect(kindOf(said, 'penicillin')).toBe('allergy');
  });

  it('leaves an allergen answered bare an allergen even when the very next sentence says no allergies', () => {
    // Nothing says the medicine was taken: it answers the allergy question, so the "no allergies" is not about it.
    // Written only: run together in speech ("codeine no allergies") the sentence denies the allergy it names.
    const lines = ['[doctor] Do you have any allergies?', '[patient] Amoxicillin. No allergies otherwise.'];
    expect(kindOf(lines.join('\n'), 'amoxicillin')).toBe('allergy');
    const bare = ['[doctor] Any drug allergies?', '[patient] Codeine. No allergies.', '[doctor] Okay.'];
    expect(kindOf(bare.join('\n'), 'codeine')).toBe('allergy');
  });
});
