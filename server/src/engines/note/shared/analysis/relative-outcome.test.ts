import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { pairQuestionsWithAnswers } from './question-answer';
import { relativeSentences } from './relative-sentences';
import { structureTranscript } from './transcript-structure';

/** The relative whose story each sentence naming the word tells, or "none". */
function ownersOf(transcript: string, word: string): string[] {
  const { sentences } = structureTranscript(transcript);
  const told = relativeSentences(sentences, pairQuestionsWithAnswers(sentences), null);
  return sentences
    .filter((sentence) => sentence.text.toLowerCase().includes(word))
    .map((sentence) => told.get(sentence.index)?.relative ?? 'none');
}

describe('addRelativeOutcomes', () => {
  const transcript = [
    '[doctor] Any lumps you have noticed in your breasts?',
    '[patient] No, I check every month since my sister had her scare. It turned out to be a fibroadenoma.',
    '[doctor] Good.',
  ].join('\n');

  it("gives how a relative's scare turned out to the relative, written and spoken", () => {
    for (const form of [transcript, toSpeechStyle(transcript)])
      expect(ownersOf(form, 'fibroadenoma')).toEqual(['sister']);
  });

  it("keeps an outcome of the patient's own, written and spoken", () => {
    const own = [
      '[doctor] What happened with the lump?',
      '[patient] My sister made me get it checked. I had a scan. It turned out I needed a biopsy.',
      '[doctor] Okay.',
    ].join('\n');
    for (const form of [own, toSpeechStyle(own)]) expect(ownersOf(form, 'biopsy')).toEqual(['none']);
  });
});
