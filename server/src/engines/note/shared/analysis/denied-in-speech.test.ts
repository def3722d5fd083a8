import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { statuses } from './mention-status.test-kit';
import { structureTranscript } from './transcript-structure';

/**
 * Denials that unpunctuated speech used to lose: a question run on after the patient's reply, and a condition's
 * advice cut from its consequence. Our own sentences, written and through toSpeechStyle.
 */
const pieces = (text: string) => structureTranscript(text).sentences.map((sentence) => sentence.text);

describe('a new "any" question after a reply', () => {
  it('cuts after a verdict closed with "actually"', () => {
    const written = [
      'Doctor: Are you eating alright?',
      'Patient: Yes, better than last week.',
      "Doctor: That's good actually. Any tummy pain?",
      'Patient: No.',
    ].join('\n');
    expect(pieces(toSpeechStyle(written))).toContain('any tummy pain');
    expect(statuses(written, 'abdominal-pain')).toEqual({ written: ['negated'], speech: ['negated'] });
  });

  it('cuts after a place word closing the reply ("nothing there")', () => {
    const written = [
      'Doctor: Does it hurt when I press on the top of your foot?',
      'Patient: No, nothing there.',
      'Doctor: Any numbness in your toes?',
      'Patient: No.',
    ].join('\n');
    expect(pieces(toSpeechStyle(written))).toContain('any numbness in your toes');
    expect(statuses(written, 'toe-numbness')).toEqual({ written: ['negated'], speech: ['negated'] });
  });

  it('cuts after a "that" ending the clause as its object', () => {
    const written = [
      'Patient: I finished a course of antibiotics last month, the nurse gave me that.',
      'Doctor: Any allergies to medicines?',
      'Patient: Not that I know of.',
    ].join('\n');
    const speech = pieces(toSpeechStyle(written));
    expect(speech).toContain('any allergies to medicines');
    expect(speech).toContain('not that i know of');
  });

  it('keeps "is there any" one question', () => {
    const speech = toSpeechStyle('Doctor: Is there any numbness in your toes?\nPatient: No.');
    expect(pieces(speech)).toContain('is there any numbness in your toes');
  });

  it('cuts before a question about sweating, which is no concept of its own', () => {
    const written = [
      'Patient: It sits just under my ribs on the left side most days.',
      'Doctor: Any sweating or feeling sick with it?',
      'Patient: No.',
    ].join('\n');
    expect(pieces(toSpeechStyle(written)).some((piece) => piece.startsWith('any sweating'))).toBe(true);
  });
});

describe('safety-netting said condition first in speech', () => {
  const written = [
    'Doctor: Keep taking your tablets as before, you will like this.',
    'Doctor: Now if you get a fever or a rash that lasts more than a couple of days, call us straight away.',
  ].join('\n');

  it('opens the condition after a clause ending in "this" and keeps its consequence with it', () => {
    const speech = pieces(toSpeechStyle(written));
    expect(speech).toContain(
      'now if you get a fever or a rash that lasts more than a couple of days call us straight away',
    );
  });

  it('reads the fever as hypothetical', () => {
    expect(statuses(written, 'fever')).toEqual({ written: ['hypothetical'], speech: ['hypothetical'] });
  });
});

describe('what a medicine or a condition brings in general', () => {
  it('reads "it can upset your stomach or make you constipated" as hypothetical', () => {
    const written = 'Doctor: The iron tablets can upset your stomach or make you constipated.';
    expect(statuses(written, 'constipation')).toEqual({ written: ['hypothetical'], speech: ['hypothetical'] });
  });
});
