import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { structureTranscript } from './transcript-structure';

const VISIT = [
  ['doctor', 'hi , how are you today ?'],
  ['patient', "i'm doing okay but my knee hurts ."],
  ['doctor', 'how long has it been hurting ?'],
  ['patient', 'about a week , since i fell .'],
  ['doctor', 'any swelling ?'],
  ['patient', 'yeah , a little bit .'],
  ['doctor', 'have you taken anything for it ?'],
  ['patient', 'just some ibuprofen .'],
  ['doctor', 'okay , let me examine your knee . your knee is swollen and tender on the inside .'],
  ['patient', 'okay .'],
  ['doctor', "i think you have a sprain . i'm going to prescribe ibuprofen 800 milligrams and order an x-ray ."],
  ['patient', 'sounds good .'],
] as const;

const tagged = (swap: boolean) =>
  VISIT.map(([speaker, text]) => `[${swap ? (speaker === 'doctor' ? 'patient' : 'doctor') : speaker}] ${text}`).join(
    '\n',
  );
const speakersOf = (transcript: string) => structureTranscript(transcript).sentences.map((s) => s.speaker);

describe('swapped speaker tags', () => {
  it('keeps tags the right way round', () => {
    const sentences = structureTranscript(tagged(false)).sentences;
    expect(sentences.find((s) => s.text.startsWith('how long'))?.speaker).toBe('doctor');
  });

  it('swaps tags that give the clinician the patient label (written)', () => {
    expect(speakersOf(tagged(true))).toEqual(speakersOf(tagged(false)));
  });

  it('infers speakers of speech text without tags as before', () => {
    const speech = structureTranscript(toSpeechStyle(tagged(true)));
    expect(speech.turns.every((turn) => !turn.labelled)).toBe(true);
    expect(speech.sentences.some((s) => s.speaker === 'doctor')).toBe(true);
  });
});
