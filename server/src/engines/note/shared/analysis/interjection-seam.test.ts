import { describe, expect, it } from 'vitest';
import { replyOpensAt } from './interjection-seam';
import { splitSentences } from './sentence-splitter';
import { analyzeTranscript } from './transcript-analyzer';
import { toSpeechStyle } from '../speech-style';
import { tokenizeWords } from './word-tokenizer';

const texts = (transcript: string) =>
  splitSentences(transcript, 0, transcript.length).map((piece) => transcript.slice(piece.start, piece.end));

describe('replyOpensAt', () => {
  it('finds an "oh" that opens a reply after a clause', () => {
    const tokens = tokenizeWords('take the new tablets every evening oh i see');
    expect(replyOpensAt(tokens, 0, 6)).toBe(true);
  });

  it('keeps a hesitating "oh" and a short clause', () => {
    expect(replyOpensAt(tokenizeWords('it started oh about two weeks ago'), 0, 2)).toBe(false);
    expect(replyOpensAt(tokenizeWords('fine oh i see'), 0, 1)).toBe(false);
  });
});

const SWITCH = [
  "[doctor] I'd like to move you onto the mini pill, desogestrel seventy five micrograms every day, with no gap week.",
  "[patient] Oh, I hadn't heard of that.",
].join('\n');

describe('a plan followed by a surprised reply', () => {
  it('cuts the reply off the plan and keeps the drug the plan names, written and spoken', () => {
    const spoken = toSpeechStyle(SWITCH);
    expect(texts(spoken).some((piece) => piece.startsWith('oh i'))).toBe(true);
    for (const transcript of [SWITCH, spoken]) {
      const analysis = analyzeTranscript(transcript);
      const drug = analysis.mentions.find((mention) => mention.conceptId === 'desogestrel');
      expect(drug?.assertion).toBe('present');
      expect(analysis.sentences[drug!.sentenceIndex]?.speaker).toBe('doctor');
    }
  });
});
