import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';

const REACTIONS = [
  '[doctor] What brings you in today?',
  '[patient] My knee has been aching since the weekend.',
  '[doctor] Any allergies to medicines?',
  '[patient] Yes, tramadol. Tramadol makes me awful, I was being sick and vomiting for hours with it after my gallbladder op.',
  '[doctor] Any food allergies?',
  '[patient] He is allergic to peanuts. He comes up in hives if he has a peanut.',
].join('\n');

const TODAY = [
  '[doctor] Any allergies?',
  "[patient] I'm allergic to penicillin. And I've had a rash on my arm for a week.",
].join('\n');

const complaintsOf = (text: string) =>
  runAnalysis(text)
    .mentions.filter((m) => m.kind === 'symptom' || m.kind === 'condition')
    .map((m) => `${m.conceptId}:${m.assertion}`);

describe('dropAllergyReactions', () => {
  it.each([
    ['written', REACTIONS],
    ['speech', toSpeechStyle(REACTIONS)],
  ])('drops what an allergy did once, keeps the allergies and today’s complaint (%s)', (_style, text) => {
    const complaints = complaintsOf(text);
    expect(complaints.some((c) => c.startsWith('vomiting') || c.startsWith('nausea'))).toBe(false);
    expect(complaints.some((c) => c.startsWith('urticaria'))).toBe(false);
    expect(complaints.some((c) => c.startsWith('knee-pain') || c.includes('knee'))).toBe(true);
    const allergies = runAnalysis(text).mentions.filter((m) => m.kind === 'allergy');
    expect(allergies.length).toBeGreaterThan(0);
  });

  it.each([
    ['written', TODAY],
    ['speech', toSpeechStyle(TODAY)],
  ])('keeps a complaint of today said after an allergy (%s)', (_style, text) => {
    expect(complaintsOf(text)).toContain('rash:present');
  });
});
