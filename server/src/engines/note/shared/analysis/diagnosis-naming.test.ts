import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { namesDiagnosis } from './diagnosis-naming';
import { tokenizeWords } from './word-tokenizer';

const styles = { written: (text: string) => text, speech: toSpeechStyle } as const;

describe.each(Object.entries(styles))('namesDiagnosis (%s)', (_style, render) => {
  const names = (text: string) => namesDiagnosis(tokenizeWords(render(text)));

  it('hears a diagnosis named whatever it is called, known to the vocabulary or not', () => {
    expect(names('Well, we call it a trigger finger.')).toBe(true);
    expect(names('The rheumatologist diagnosed you with polymyalgia rheumatica.')).toBe(true);
    expect(names("I'm suspecting a small tear of the rotator cuff, but I'm not certain.")).toBe(true);
    expect(names('The diagnosis is benign positional vertigo.')).toBe(true);
  });

  it('does not take a cue that names nothing, or a diagnosis from long ago, for an impression', () => {
    expect(names('Yes, we call it that.')).toBe(false);
    expect(names('They diagnosed you with asthma years ago.')).toBe(false);
    expect(names('Your knee is swollen.')).toBe(false);
  });
});
