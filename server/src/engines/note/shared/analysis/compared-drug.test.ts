import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { extractMedications } from './medication-extractor';
import { normaliseQuantities } from './quantity-normaliser';
import { stemTokens } from './phrase-index';
import { namedAsComparison } from './compared-drug';
import { tokenizeWords } from './word-tokenizer';

const read = (text: string) => normaliseQuantities(tokenizeWords(text));
const sigs = (text: string) =>
  extractMedications(read(text)).map((m) => [m.drug.id, m.dose ?? null, m.frequency ?? null]);
const both = (written: string) => [written, toSpeechStyle(written)];

describe('namedAsComparison', () => {
  it('finds a medicine named after a comparing phrase, past a determiner', () => {
    const stems = stemTokens(tokenizeWords('it is not related to the cefalexin'));
    expect(namedAsComparison(stems, 6)).toBe(true);
    expect(namedAsComparison(stemTokens(tokenizeWords('i take cefalexin')), 2)).toBe(false);
  });
});

describe('a medicine named as a comparison takes no sig', () => {
  it('leaves the strength said after it to no one rather than to the compared medicine', () => {
    for (const text of both('We will start doxycycline, which is unlike the cefalexin, it is 100 mg twice a day.'))
      expect(sigs(text)).toContainEqual(['cephalexin', null, null]);
    for (const text of both("It's a different family, not related to clarithromycin, it's 250 milligrams."))
      expect(sigs(text)).toEqual([['clarithromycin', null, null]]);
  });

  it('still reads the dose of a medicine simply named', () => {
    for (const text of both('I take cefalexin, 500 milligrams twice a day.'))
      expect(sigs(text)).toEqual([['cephalexin', '500 mg', 'twice a day']]);
  });
});
