import { describe, expect, it } from 'vitest';
import { stemTokens } from './phrase-index';
import {
  answersWithOnlyAt,
  asksAnewWithAnd,
  justBeforeVerbAt,
  objectBeforeQuestionAt,
  repeatGoesOnAt,
  spellsOutQuestionAt,
} from './question-seam';
import { splitSentences } from './sentence-splitter';
import { analyzeTranscript } from './transcript-analyzer';
import { toSpeechStyle } from '../speech-style';
import { tokenizeWords } from './word-tokenizer';

const texts = (transcript: string) =>
  splitSentences(transcript, 0, transcript.length).map((piece) => transcript.slice(piece.start, piece.end));
const stemsOf = (text: string) => stemTokens(tokenizeWords(text));

describe('question seams', () => {
  it('opens a new question at "and any <symptom>" after talk that asked nothing', () => {
    const stems = stemsOf('it is mostly my back and hips and any numbness in your legs');
    expect(asksAnewWithAnd(stems, 7, false)).toBe(true);
    expect(asksAnewWithAnd(stems, 7, true)).toBe(false);
    expect(asksAnewWithAnd(stemsOf('my back and any time i bend'), 2, false)).toBe(false);
  });

  it('opens the answer at "just the <medicine>" said after a question about medicines', () => {
    const tokens = tokenizeWords('do you take any regular medicines just the metformin for my sugar');
    expect(answersWithOnlyAt(tokens, stemTokens(tokens), 6)).toBe(true);
    const plain = tokenizeWords('do you just take it when it hurts');
    expect(answersWithOnlyAt(plain, stemTokens(plain), 2)).toBe(false);
    const told = tokenizeWords('i took the tablets just the paracetamol');
    expect(answersWithOnlyAt(told, stemTokens(told), 4)).toBe(true);
    const speech = toSpeechStyle(
      '[doctor] She was right to. Do you take any regular medicines?\n[patient] Just the metformin for my sugar, five hundred milligrams twice a day.',
    );
    expect(texts(speech).some((text) => text.trim().startsWith('just the metformin'))).toBe(true);
  });

  it('cuts the next history question and its answer off a short answer about medicines', () => {
    const speech = toSpeechStyle(
      [
        '[doctor] Do you take any regular medicines?',
        '[patient] Only my inhaler, salbutamol.',
        '[doctor] Anything in the family we should know about?',
        '[patient] My dad had bowel cancer.',
      ].join('\n'),
    );
    expect(texts(speech).map((text) => text.trim())).toEqual([
      'do you take any regular medicines',
      'only my inhaler salbutamol',
      'anything in the family we should know about',
      'my dad had bowel cancer',
    ]);
  });

  it('keeps "so you …" with the question it spells out', () => {
    expect(spellsOutQuestionAt(stemsOf('any real weakness so you cannot lift things'), 3, true)).toBe(true);
    expect(spellsOutQuestionAt(stemsOf('i was tired so you know i rested'), 3, false)).toBe(false);
  });

  it('reads "just" before a verb as inside its clause', () => {
    expect(justBeforeVerbAt(tokenizeWords("the arm just won't lift"), 2)).toBe(true);
    expect(justBeforeVerbAt(tokenizeWords('just a little at night'), 0)).toBe(false);
  });

  it('ends a clause at an object "it" before a new "any" question', () => {
    expect(objectBeforeQuestionAt(tokenizeWords('we can treat it any cough'), 3)).toBe(true);
    expect(objectBeforeQuestionAt(tokenizeWords('it hurts'), 0)).toBe(false);
  });
});

const WEAKNESS = [
  "[patient] The ache is all in my shoulders and hips, that's the worst of it.",
  "[doctor] And any real weakness, so you try to lift something and the arm just won't, rather than it hurting?",
  "[patient] No, it's the ache. I can do it if I push.",
  '[doctor] Okay.',
].join('\n');

const CAUGHT = [
  "[patient] I've been checking every day. It's a bit of a pain, honestly.",
  '[doctor] I know, but it really helps if we can catch it. Any fever or shivers since you got home?',
  '[patient] No, no fever, no shivers.',
].join('\n');

const THOUGHTS = [
  '[doctor] Thanks for telling me. I ask everyone this: have you had any thoughts that you would be better off dead, or of harming yourself?',
  "[patient] No. Nothing like that, I've never thought that.",
  '[doctor] Okay.',
].join('\n');

describe('speech question and answer pairing', () => {
  it('keeps a spelt-out question whole and its "no" apart, written and spoken', () => {
    for (const transcript of [WEAKNESS, toSpeechStyle(WEAKNESS)]) {
      const analysis = analyzeTranscript(transcript);
      const asked = analysis.sentences.find((sentence) => /^and any real weakness/i.test(sentence.text));
      expect(asked?.text).toMatch(/rather than it hurting$/i);
      const weakness = analysis.mentions.filter((m) => /weakness/.test(m.conceptId));
      expect(weakness.every((m) => m.assertion !== 'present')).toBe(true);
    }
  });

  it('starts the question at "any" after an object "it", written and spoken', () => {
    for (const transcript of [CAUGHT, toSpeechStyle(CAUGHT)]) {
      expect(texts(transcript).some((piece) => /^any fever or shivers/i.test(piece))).toBe(true);
      const fever = analyzeTranscript(transcript).mentions.filter((m) => m.conceptId === 'fever');
      expect(fever.length).toBeGreaterThan(0);
      expect(fever.every((m) => m.assertion === 'negated')).toBe(true);
    }
  });

  it('keeps "thoughts that …" with its question so the answer denies it, written and spoken', () => {
    for (const transcript of [THOUGHTS, toSpeechStyle(THOUGHTS)]) {
      expect(texts(transcript).some((piece) => /^that you would be better off dead/i.test(piece))).toBe(false);
      const ideation = analyzeTranscript(transcript).mentions.filter((m) => m.conceptId === 'suicidal-ideation');
      expect(ideation.length).toBeGreaterThan(0);
      expect(ideation.every((m) => m.assertion === 'negated')).toBe(true);
    }
  });
});

describe('repeatGoesOnAt', () => {
  it('goes on when a question lists more after the repeat', () => {
    const tokens = tokenizeWords('any trouble breathing breathing hard or any wheezing');
    expect(repeatGoesOnAt(tokens, 3, true)).toBe(true);
    expect(repeatGoesOnAt(tokens, 3, false)).toBe(false);
  });

  it('goes on with the digits of a number said one by one', () => {
    expect(repeatGoesOnAt(tokenizeWords('call nine one one'), 3, false)).toBe(true);
  });

  it('leaves an answer that repeats the word asked about', () => {
    expect(repeatGoesOnAt(tokenizeWords('any pain pain in my knee when i walk'), 2, true)).toBe(false);
  });
});

const LISTED = [
  "[patient] He's had a cough for three days.",
  '[doctor] Okay. Any trouble breathing, breathing hard, or any wheezing or rattling?',
  "[patient] No, I don't think so. He's been running around fine.",
  '[doctor] Good.',
].join('\n');

describe('a question listing symptoms around a repeated word', () => {
  it('keeps the list with its question, so the answer denies it, written and spoken', () => {
    for (const transcript of [LISTED, toSpeechStyle(LISTED)]) {
      expect(texts(transcript).some((piece) => /^breathing hard/i.test(piece))).toBe(false);
      const wheeze = analyzeTranscript(transcript).mentions.filter((m) => m.conceptId === 'wheezing');
      expect(wheeze.length).toBeGreaterThan(0);
      expect(wheeze.every((m) => m.assertion === 'negated')).toBe(true);
    }
  });

  it('keeps a phone number whole', () => {
    const said = toSpeechStyle('[doctor] If your lips turn blue or you cannot breathe, call nine one one. Okay?');
    expect(texts(said).some((piece) => /^one\b/.test(piece))).toBe(false);
  });
});
