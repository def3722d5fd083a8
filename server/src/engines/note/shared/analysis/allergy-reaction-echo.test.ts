import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';

const complaintsOf = (text: string) =>
  runAnalysis(text)
    .mentions.filter((m) => m.kind === 'symptom' || m.kind === 'condition')
    .map((m) => `${m.conceptId}:${m.assertion}`);

// Our own sentences: an allergy told beside a complaint of today; the complaint is the patient's and must stay.
const CURRENT_HIVES = [
  '[doctor] Any allergies?',
  "[patient] I'm allergic to latex, and since Tuesday I've had hives all over.",
].join('\n');

const RASH_TODAY = [
  '[doctor] Any allergies?',
  "[patient] Penicillin gives me a rash, and I've got a rash on my arm today.",
].join('\n');

const READ_BACK = [
  '[doctor] Any allergies?',
  '[patient] Ibuprofen, it gives me hives.',
  '[doctor] Okay, ibuprofen, hives.',
].join('\n');

// The reaction said mid-sentence, with words after it: still the allergy's reaction, not a complaint of today.
const REACTION_MID_SENTENCE = [
  '[doctor] Any allergies?',
  '[patient] Ibuprofen gives me hives and a puffy face, so I stopped it years ago.',
].join('\n');

describe('allergy reaction read-backs', () => {
  it.each([
    ['written', REACTION_MID_SENTENCE],
    ['speech', toSpeechStyle(REACTION_MID_SENTENCE)],
  ])("reads a reaction followed by more words as the allergy's own (%s)", (_style, text) => {
    expect(complaintsOf(text)).not.toContain('urticaria:present');
  });

  it.each([
    ['written', CURRENT_HIVES],
    ['speech', toSpeechStyle(CURRENT_HIVES)],
  ])('keeps current hives told beside an allergy (%s)', (_style, text) => {
    expect(complaintsOf(text)).toContain('urticaria:present');
  });

  it.each([
    ['written', RASH_TODAY],
    ['speech', toSpeechStyle(RASH_TODAY)],
  ])('keeps a rash dated today in the sentence that tells the reaction (%s)', (_style, text) => {
    expect(complaintsOf(text)).toContain('rash:present');
  });

  it.each([
    ['written', READ_BACK],
    ['speech', toSpeechStyle(READ_BACK)],
  ])('drops the clinician read-back of the reaction (%s)', (_style, text) => {
    expect(complaintsOf(text).some((c) => c.startsWith('urticaria'))).toBe(false);
  });
});
