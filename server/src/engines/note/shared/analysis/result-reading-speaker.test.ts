import { describe, expect, it } from 'vitest';
import { stemTokens } from './phrase-index';
import { readsOutListenersResult } from './result-reading-speaker';
import { tokenizeWords } from './word-tokenizer';

const reads = (text: string) => readsOutListenersResult(stemTokens(tokenizeWords(text)));

describe('readsOutListenersResult', () => {
  it("reads the listener's test out with what it found, after an answer", () => {
    expect(reads('yes i think so your chest x-ray last week showed a small patch of pneumonia')).toBe(true);
    expect(reads('your blood test shows low iron')).toBe(true);
  });

  it("leaves the patient's own test, a question about one and a test with no finding", () => {
    expect(reads('my x-ray showed a small crack in the bone')).toBe(false);
    expect(reads('did your x-ray show anything')).toBe(false);
    expect(reads('we will book your x-ray for next week')).toBe(false);
  });
});
