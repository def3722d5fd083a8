import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { framesDiagnosis, leavesCauseOpen, namesDisorder } from './spoken-diagnosis';
import { tokenizeWords } from './word-tokenizer';

const frames = (text: string) => framesDiagnosis(tokenizeWords(text));
const spoken = (text: string) => framesDiagnosis(tokenizeWords(toSpeechStyle(text)));

describe('namesDisorder', () => {
  it('knows disorder nouns and medical endings, not the words that only look like them', () => {
    for (const word of ['infection', 'strains', 'bursitis', 'hypothermia', 'lymphoma', 'neuropathy']) {
      expect(namesDisorder(word), word).toBe(true);
    }
    for (const word of ['diagnosis', 'sympathy', 'coma', 'appointment', 'knee']) {
      expect(namesDisorder(word), word).toBe(false);
    }
  });
});

describe('framesDiagnosis', () => {
  it('hears a diagnosis the vocabulary need not know, written and spoken', () => {
    for (const said of [
      'This is a case of pes anserine bursitis.',
      'You have an infection of the nail fold that has spread.',
      'He does have multiple trauma from the fall.',
      'I believe the wrist pain could be due to a ganglion cyst.',
      'We are looking at a chemical burn from the cleaner.',
    ]) {
      expect(frames(said), said).toBe(true);
      expect(spoken(said), said).toBe(true);
    }
  });

  it('hears none in a denied, guarded, recalled or general disorder', () => {
    for (const said of [
      'It is not an infection.',
      "I don't think you have a fracture.",
      'We give the cream to prevent infection.',
      'Call us if you have a reaction to it.',
      'You have a history of kidney stones.',
      'It is a skin disease that usually gives dry patches.',
      'You have an appointment on Monday.',
    ]) {
      expect(frames(said), said).toBe(false);
    }
  });
});

describe('leavesCauseOpen', () => {
  it("hears that a symptom's cause was not found", () => {
    expect(leavesCauseOpen(tokenizeWords("We couldn't find the cause of the dizziness yet."))).toBe(true);
    expect(leavesCauseOpen(tokenizeWords('the cause is unclear for now'))).toBe(true);
  });

  it('hears nothing in a cause looked for or found', () => {
    expect(leavesCauseOpen(tokenizeWords('We will find the cause of the dizziness.'))).toBe(false);
    expect(leavesCauseOpen(tokenizeWords('We found the cause of your cough.'))).toBe(false);
  });
});
