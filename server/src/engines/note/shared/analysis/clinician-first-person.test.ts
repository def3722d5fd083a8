import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { voicesClinicianAct } from './clinician-first-person';
import { analyzeTranscript } from './transcript-analyzer';
import { tokenizeWords } from './word-tokenizer';

const voices = (text: string) => voicesClinicianAct(tokenizeWords(text));

/** Who said the sentence holding `words`, once the transcript is read. */
const speakerOf = (transcript: string, words: string) =>
  analyzeTranscript(transcript).sentences.find((sentence) => sentence.text.toLowerCase().includes(words))?.speaker;

describe('voicesClinicianAct', () => {
  it("hears a first-person judgement of the listener's or another's condition as the clinician", () => {
    expect(voices('i think she has an ear infection')).toBe(true);
    expect(voices('i believe that he has measles')).toBe(true);
    expect(voices("i'm pretty sure you have gout")).toBe(true);
    expect(voices('i believe has impetigo like the last child')).toBe(true);
    expect(voices('i think she would benefit from a course of amoxicillin')).toBe(true);
  });

  it('hears a workup the speaker takes on as the clinician', () => {
    expect(voices("i'll need to order some blood work")).toBe(true);
    expect(voices('i will have to run a few more tests first')).toBe(true);
    expect(voices('i am going to have to refer her for a colonoscopy')).toBe(true);
  });

  it("leaves a patient's own beliefs and plans to the patient", () => {
    expect(voices('i think i have the flu')).toBe(false);
    expect(voices("i think i've got a chest infection")).toBe(false);
    expect(voices('i believe my mother had it')).toBe(false);
    expect(voices('i think my son has an ear infection')).toBe(false);
    expect(voices('i think she had chickenpox as a child')).toBe(false);
    expect(voices('i will have to take time off work')).toBe(false);
    expect(voices("i'll have to run to the lab for the tests")).toBe(false);
    expect(voices('i need to order more insulin')).toBe(false);
    expect(voices('i will have to do a blood test at home')).toBe(false);
  });
});

// A clinician answering a worried parent, then planning the workup; and a patient's own belief and plan.
const visit = [
  '[patient] she has been coughing for two weeks and she whoops when she breathes in .',
  '[doctor] has she had all her vaccines ?',
  '[patient] she missed some .',
  '[doctor] okay .',
  '[doctor] i believe she has whooping cough .',
  '[doctor] i will have to order a nasal swab to confirm it .',
].join('\n');
const own = [
  '[doctor] what brings you in ?',
  '[patient] i think i have the flu .',
  '[doctor] okay .',
  '[patient] i will have to take time off work .',
].join('\n');

describe('speakers of first-person clinician acts', () => {
  it('keeps the clinician in written text', () => {
    expect(speakerOf(visit, 'i believe she has')).toBe('doctor');
    expect(speakerOf(visit, 'order a nasal swab')).toBe('doctor');
  });

  it('gives them to the clinician in speech-style text', () => {
    const speech = toSpeechStyle(visit);
    expect(speakerOf(speech, 'i believe she has')).toBe('doctor');
    expect(speakerOf(speech, 'order a nasal swab')).toBe('doctor');
  });

  it("leaves the patient's own belief and plan to the patient, written and spoken", () => {
    for (const text of [own, toSpeechStyle(own)]) {
      expect(speakerOf(text, 'i think i have the flu')).toBe('patient');
      expect(speakerOf(text, 'take time off')).toBe('patient');
    }
  });
});
