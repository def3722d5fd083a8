import { describe, expect, it } from 'vitest';
import { conceptPhrases, PhraseIndex } from '../analysis/phrase-index';
import { tokenizeWords } from '../analysis/word-tokenizer';
import { toSpeechStyle } from '../speech-style';
import { DRUGS } from './drug.vocab';

describe('UK primary care medicines', () => {
  it('are found by generic and brand name, written and as the recogniser gives them', () => {
    const index = new PhraseIndex(conceptPhrases(DRUGS));
    const line = 'She is on Cardura, then Utrogestan at night, and Laxido sachets plus lymecycline.';
    for (const text of [line, toSpeechStyle(line)])
      expect(index.matchAll(tokenizeWords(text)).map((match) => match.entry.id)).toEqual([
        'doxazosin',
        'progesterone',
        'macrogol',
        'lymecycline',
      ]);
  });
});
