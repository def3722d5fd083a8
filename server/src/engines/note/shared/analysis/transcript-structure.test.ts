import { describe, expect, it } from 'vitest';
import { structureTranscript } from './transcript-structure';

describe('structureTranscript', () => {
  it('keeps labelled speakers and marks questions', () => {
    const transcript = '[doctor] any fever ?\n[patient] no . just a cough .';
    const { sentences } = structureTranscript(transcript);
    expect(sentences.map((s) => [s.speaker, s.text, s.isQuestion])).toEqual([
      ['doctor', 'any fever', true],
      ['patient', 'no', false],
      ['patient', 'just a cough', false],
    ]);
    expect(sentences.every((s) => transcript.slice(s.start, s.end) === s.text)).toBe(true);
  });

  it('reads a statement that ends in a check ("…, okay?") as no question, and a short "okay?" as one', () => {
    const { sentences } = structureTranscript(
      '[doctor] so the diagnosis would be a finger contusion on the tip , okay ?\n[patient] okay .\n[doctor] okay ?',
    );
    expect(sentences.map((s) => s.isQuestion)).toEqual([false, false, true]);
    const asking = structureTranscript('[doctor] do you have any pain in the tip of the finger , okay ?');
    expect(asking.sentences[0]?.isQuestion).toBe(true);
    const speech = structureTranscript('so the diagnosis would be a finger contusion on the tip okay');
    expect(speech.sentences.find((s) => s.text.includes('contusion'))?.isQuestion).toBe(false);
  });

  it('infers speakers of unlabelled lines', () => {
    const transcript =
      'what brings you in today?\nmy back has been hurting for two weeks.\nany numbness in your legs?\nno.';
    const { turns, sentences } = structureTranscript(transcript);
    expect(turns.map((turn) => turn.speaker)).toEqual(['doctor', 'patient', 'doctor', 'patient']);
    expect(sentences[1]?.speaker).toBe('patient');
  });

  it('infers speakers sentence by sentence in a single unlabelled block', () => {
    const transcript =
      'What brings you in today? My throat has been sore for three days. Any fever? No. Have you had a cough? A little bit. Let me take a look at your throat. Okay.';
    const { sentences } = structureTranscript(transcript);
    expect(sentences.map((s) => s.speaker)).toEqual([
      'doctor',
      'patient',
      'doctor',
      'patient',
      'doctor',
      'patient',
      'doctor',
      'patient',
    ]);
  });

  it('hears questions inside unpunctuated speech-to-text output and gives the answers to the patient', () => {
    const transcript =
      'so what brings you in today my knee hurts since saturday okay and have you had any swelling yes a little okay let me examine your knee';
    const { sentences } = structureTranscript(transcript);
    expect(sentences.map((s) => [s.speaker, s.isQuestion, s.text])).toEqual([
      ['doctor', true, 'so what brings you in today'],
      ['patient', false, 'my knee hurts since saturday'],
      ['doctor', true, 'okay and have you had any swelling'],
      ['patient', false, 'yes a little'],
      ['doctor', false, 'okay let me examine your knee'],
    ]);
  });

  it('handles an empty transcript', () => {
    expect(structureTranscript('')).toEqual({ turns: [], sentences: [] });
  });
});
