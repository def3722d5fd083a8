import { describe, expect, it } from 'vitest';
import { conceptPhrases, PhraseIndex } from '../analysis/phrase-index';
import { tokenizeWords } from '../analysis/word-tokenizer';
import { toSpeechStyle } from '../speech-style';
import { DRUGS } from './drug.vocab';

describe('medicines whose unknown name lost the dose said with it', () => {
  it('are found by generic and brand name, written and as the recogniser gives them', () => {
    const index = new PhraseIndex(conceptPhrases(DRUGS));
    const line =
      '[patient] Avodart for the waterworks, Sinemet and Madopar for the shaking, hydroxocobalamin jabs, and Oramorph.';
    for (const text of [line, toSpeechStyle(line)])
      expect(index.matchAll(tokenizeWords(text)).map((match) => match.entry.id)).toEqual([
        'dutasteride',
        'co-careldopa',
        'co-beneldopa',
        'hydroxocobalamin',
        'morphine',
      ]);
  });
});
