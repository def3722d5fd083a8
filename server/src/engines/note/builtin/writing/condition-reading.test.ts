import { describe, expect, it } from 'vitest';
import { analyzeTranscript } from '../../shared/analysis/transcript-analyzer';
import { toSpeechStyle } from '../../shared/speech-style';
import { conditionApart } from './condition-reading';
import { WriterContext } from './writer-context';

// Advice cut after its "if" (stops where a recogniser might cut): the middle piece names only possibilities.
const CUT = [
  '[doctor] Any numbness in your foot?',
  '[patient] No.',
  "[doctor] Keep walking on it. I'll see you next month if the heel gets warm. And red, or numbness in your foot. Come back sooner.",
  '[patient] Right.',
].join('\n');

const contextOf = (transcript: string) => new WriterContext(analyzeTranscript(transcript));

describe('a condition cut from its "if"', () => {
  it('is not copied as a statement, but safety-netting may still write it', () => {
    const context = contextOf(CUT);
    const piece = context.sentences.find((sentence) => /^And red/.test(sentence.text))!;
    expect(context.rewrite(piece)).toBeNull();
    expect(context.rewrite(piece, false, true)).toMatch(/numbness in (?:the patient's|their) foot/i);
  });

  it.each([
    ['written', CUT],
    ['speech', toSpeechStyle(CUT)],
  ])('never reads as the patient having what may come (%s)', (_form, transcript) => {
    const context = contextOf(transcript);
    const written = context.sentences.map((sentence) => context.rewrite(sentence) ?? '');
    for (const text of written.filter((line) => /\bred\b/i.test(line))) expect(text).toMatch(/\bif\b/i);
  });

  it('keeps a possibility that says itself what it is ("side effects")', () => {
    const context = contextOf('[doctor] The common side effects are nausea and headache.');
    expect(context.rewrite(context.sentences[0]!)).toMatch(/side effects are nausea and headache/i);
  });
});

const EVIDENCE = [{ start: 0, end: 10, quote: 'the quoted' }];
const texts = (text: string) => conditionApart({ text, evidence: EVIDENCE }).map((s) => s.text);
// The recogniser's form of a line, as the plan writer gets it: lower case, no punctuation, a capital and a stop.
const spoken = (text: string) => {
  const bare = toSpeechStyle(`[doctor] ${text}`);
  return `${bare.charAt(0).toUpperCase()}${bare.slice(1)}.`;
};

describe('conditionApart', () => {
  it.each([
    [
      'written',
      'We will talk about her tablets next time if she feels faint, dizzy or sick, sit down and drink water.',
    ],
    [
      'speech',
      spoken('We will talk about her tablets next time if she feels faint, dizzy or sick, sit down and drink water.'),
    ],
  ])('cuts advice for what may come from the plan item run into it (%s)', (_form, text) => {
    const [item, condition] = texts(text);
    expect(item).toMatch(/^we will talk about her tablets next time\.$/i);
    expect(condition).toMatch(/^If she feels faint,? dizzy or sick, sit down and drink water\.$/i);
  });

  it('keeps both parts on the sentence they came from', () => {
    const parts = conditionApart({
      text: 'We can talk it through later if the knee locks up take the brace off.',
      evidence: EVIDENCE,
    });
    expect(parts.map((part) => part.evidence)).toEqual([EVIDENCE, EVIDENCE]);
  });

  it.each([
    'I will refer him if it is not better in a month.',
    // Whether the referral or the painkiller hangs on the "if" is a guess: a definite referral would be unsaid.
    'I will refer him if it is not better take ibuprofen.',
    'We may change your tablet if she feels faint sit down and drink water.',
    'Come back if the pain gets worse and take the painkillers.',
    'If it spreads, call us.',
    'Call if you feel worse.',
  ])('leaves a condition with no order of its own, or one joined on, where it was said: %s', (text) => {
    expect(texts(text)).toEqual([text]);
    expect(texts(spoken(text))).toHaveLength(1);
  });
});
