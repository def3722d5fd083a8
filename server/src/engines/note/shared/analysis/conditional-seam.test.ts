import { describe, expect, it } from 'vitest';
import { opensConditionAt } from './conditional-seam';
import { stemTokens } from './phrase-index';
import { splitSentences } from './sentence-splitter';
import { analyzeTranscript } from './transcript-analyzer';
import { toSpeechStyle } from '../speech-style';
import { tokenizeWords } from './word-tokenizer';

const texts = (transcript: string) =>
  splitSentences(transcript, 0, transcript.length).map((piece) => transcript.slice(piece.start, piece.end));

function opensAt(text: string, word: number, last = 0): boolean {
  const tokens = tokenizeWords(text);
  return opensConditionAt(tokens, stemTokens(tokens), last, word);
}

describe('opensConditionAt', () => {
  it('opens a condition whose consequence follows', () => {
    expect(opensAt('take it with food if you get stomach pain or black stools stop it and call us', 4)).toBe(true);
    expect(opensAt('rest it for a week and if your ankle swells up get seen the same day', 5)).toBe(true);
    expect(opensAt('the patch goes on daily if you feel dizzy that can mean the dose is high', 5)).toBe(true);
  });

  it('leaves a condition that qualifies what came before, or has no consequence', () => {
    expect(opensAt('take ibuprofen if needed and come back in a week', 2)).toBe(false);
    expect(opensAt('i only take it if you know the pain is bad', 4)).toBe(false);
  });

  it("leaves the speaker's own experience alone", () => {
    expect(opensAt('my knee is sore if i walk far i have to stop the walk and call my son', 3)).toBe(false);
  });

  it('goes on with a list of conditions opened before', () => {
    const text = 'now if she gets eye pain or if her eyelids swell and if the light hurts get seen the same day';
    expect(opensAt(text, 9, 0)).toBe(false);
  });
});

const ADVICE = [
  '[doctor] I am starting naproxen, one tablet twice a day with food.',
  "[doctor] I'll also give you lansoprazole each morning before breakfast. If you have black stools, vomit blood or get bad stomach pain, stop the naproxen and call us straight away.",
  '[patient] Okay.',
].join('\n');

describe('safety-netting said condition first', () => {
  it('starts a new sentence at the condition, written and spoken', () => {
    for (const transcript of [ADVICE, toSpeechStyle(ADVICE)]) {
      const condition = texts(transcript).find((piece) => /black stools/i.test(piece));
      expect(condition).toMatch(/^if you have black stools/i);
    }
  });

  it('reads what the condition names as possibilities, not findings', () => {
    for (const transcript of [ADVICE, toSpeechStyle(ADVICE)]) {
      const analysis = analyzeTranscript(transcript);
      const named = analysis.mentions.filter((m) => m.kind === 'symptom');
      expect(named.length).toBeGreaterThan(0);
      expect(named.every((m) => m.assertion !== 'present')).toBe(true);
    }
  });
});

describe('a long written list of conditions before taking the child in', () => {
  const visit = [
    '[doctor] Is she eating?',
    '[patient] A little.',
    '[doctor] If she gets a temperature, will not stand on the foot, the pain keeps her up at night, or the ankle goes red and puffy, bring her back that day.',
  ].join('\n');

  it('keeps every condition in the one sentence with its consequence', () => {
    const piece = texts(visit).find((text) => /keeps her up/.test(text));
    expect(piece).toMatch(/If she gets a temperature/);
    expect(piece).toMatch(/bring her back/);
  });
});
