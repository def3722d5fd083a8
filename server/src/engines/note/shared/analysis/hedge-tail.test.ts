import { describe, expect, it } from 'vitest';
import { hedgeTailAt } from './hedge-tail';
import { stemTokens } from './phrase-index';
import { splitSentences } from './sentence-splitter';
import { analyzeTranscript } from './transcript-analyzer';
import { toSpeechStyle } from '../speech-style';
import { tokenizeWords } from './word-tokenizer';

const texts = (transcript: string) =>
  splitSentences(transcript, 0, transcript.length).map((piece) => transcript.slice(piece.start, piece.end));

const stemsOf = (text: string) => stemTokens(tokenizeWords(text));

describe('hedgeTailAt', () => {
  it('reads "as far as i know" as closing the clause when the clause goes on or ends', () => {
    expect(hedgeTailAt(stemsOf('none of them had fits as far as i know or any other trouble'), 5)).toBe(true);
    expect(hedgeTailAt(stemsOf('none of them had fits as far as i know'), 5)).toBe(true);
  });

  it('leaves a hedge that opens a new clause, and a topic lead-in, alone', () => {
    expect(hedgeTailAt(stemsOf('it was fine as far as i know she never smoked'), 3)).toBe(false);
    expect(hedgeTailAt(stemsOf('good as far as your asthma goes keep the inhaler'), 1)).toBe(false);
  });
});

const WRITTEN = [
  '[doctor] Does anyone in the family have nerve or brain conditions?',
  '[patient] My two brothers are fine, none of them has any seizures as far as I know or any other neurological disease.',
  '[doctor] Okay.',
].join('\n');

describe('a hedged family denial', () => {
  it('keeps the rest of the denied list with its denial, written and spoken', () => {
    for (const transcript of [WRITTEN, toSpeechStyle(WRITTEN)]) {
      const pieces = texts(transcript);
      expect(pieces.some((piece) => /^as far as/i.test(piece))).toBe(false);
      const analysis = analyzeTranscript(transcript);
      const hedged = analysis.sentences.find((sentence) => /as far as i know or any/i.test(sentence.text));
      expect(hedged?.text).toMatch(/seizures/i);
    }
  });
});
