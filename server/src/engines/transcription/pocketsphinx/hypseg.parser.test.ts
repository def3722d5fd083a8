import { describe, expect, it } from 'vitest';
import { buildSegments, formatSentence, parseHypsegLine } from './hypseg.parser';

// Shape of pocketsphinx_batch -hypseg output: header, then "sf ascr lscr word" groups, then the end frame.
const LINE =
  'u3 S 0 T -4383 A -4120 L -262 0 -675 0 <s> 3 -3942 -176 i 11 -2334 -5242 <sil> 16 -1300 -702 take ' +
  '49 -1569 -181 lisinopril(2) 120 -800 -404 [NOISE] 130 -1309 -382 daily 170 -744 -536 </s> 182';

describe('parseHypsegLine', () => {
  it('reads words with times offset to the recording, dropping fillers and alternate marks', () => {
    expect(parseHypsegLine(LINE, 1000)).toEqual([
      { word: 'i', start: 10.03, end: 10.11 },
      { word: 'take', start: 10.16, end: 10.49 },
      { word: 'lisinopril', start: 10.49, end: 11.2 },
      { word: 'daily', start: 11.3, end: 11.7 },
    ]);
  });

  it('ignores lines that are not hypotheses', () => {
    expect(parseHypsegLine('', 0)).toEqual([]);
    expect(parseHypsegLine('INFO: batch.c(123): something', 0)).toEqual([]);
    expect(parseHypsegLine('u1 S 0 T 0 A 0 L 0 0 0 0 <s> 5 0 0 </s> 9', 0)).toEqual([]);
  });
});

describe('buildSegments', () => {
  it('starts a new sentence at a pause and sentence-cases each one', () => {
    const words = [
      { word: 'i', start: 0, end: 0.2 },
      { word: 'have', start: 0.2, end: 0.5 },
      { word: 'copd', start: 0.5, end: 1.0 },
      { word: 'since', start: 2.0, end: 2.3 },
      { word: "i'm", start: 2.3, end: 2.5 },
      { word: 'fifty', start: 2.5, end: 3.0 },
    ];
    expect(buildSegments(words, new Set(['copd']))).toEqual([
      { start: 0, end: 1, text: 'I have COPD.' },
      { start: 2, end: 3, text: "Since I'm fifty." },
    ]);
  });

  it('caps very long runs without pauses', () => {
    const words = Array.from({ length: 45 }, (_, i) => ({ word: 'word', start: i * 0.3, end: i * 0.3 + 0.3 }));
    expect(buildSegments(words, new Set()).map((s) => s.text.split(' ').length)).toEqual([30, 15]);
  });

  it('formats nothing as nothing', () => {
    expect(formatSentence([], new Set())).toBe('');
    expect(buildSegments([], new Set())).toEqual([]);
  });
});
