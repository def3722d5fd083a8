import { describe, expect, it } from 'vitest';
import { changesHandsAt, isBareAnswer, scanSpeech } from './turn-boundary';
import { tokenizeWords } from './word-tokenizer';

/** The first token index after `from` where the speech changes hands, or -1. */
function firstChange(text: string, asking: boolean, from = 0): number {
  const scan = scanSpeech(tokenizeWords(text));
  for (let i = from + 1; i < scan.tokens.length; i += 1) if (changesHandsAt(scan, i, from, asking, false)) return i;
  return -1;
}

describe('isBareAnswer', () => {
  it('is true only for one or two answer words', () => {
    const tokens = tokenizeWords('no never i take nothing');
    expect(isBareAnswer(tokens, 0, 1)).toBe(true);
    expect(isBareAnswer(tokens, 0, 2)).toBe(true);
    expect(isBareAnswer(tokens, 0, 3)).toBe(false);
  });
});

describe('changesHandsAt', () => {
  it('finds the answer after a complete or an "any" question', () => {
    expect(firstChange('what brings you in today my back hurts', true)).toBe(5);
    expect(firstChange('any shortness of breath my chest hurts', true)).toBe(4);
  });

  it('finds the clinician after a bare answer and a new question after a statement', () => {
    expect(firstChange('no your blood pressure is one twenty over eighty', false)).toBe(1);
    expect(firstChange('i feel tired any fever', false)).toBe(3);
  });

  it('keeps "any" inside a clause and a qualifier with its symptom', () => {
    expect(firstChange('i did not have any fever', false)).toBe(-1);
    expect(firstChange('i did not notice any swelling', false)).toBe(-1);
  });
});
