import { describe, expect, it } from 'vitest';
import { phraseKeys, saidWords, stemWord, tokenizeWords, usSpelling } from './word-tokenizer';

describe('tokenizeWords', () => {
  it('keeps offsets into the original text, shifted by the base', () => {
    const text = 'My knee hurts.';
    const tokens = tokenizeWords(text, 10);
    expect(tokens.map((token) => token.norm)).toEqual(['my', 'knee', 'hurts']);
    expect(tokens[1]).toEqual({ norm: 'knee', start: 13, end: 17 });
  });

  it('keeps decimals, ratios, hyphenated words and split contractions', () => {
    const tokens = tokenizeWords("temp 98.6 , bp 120/80 , x-ray , i do n't , it’s").map((token) => token.norm);
    expect(tokens).toEqual(['temp', '98.6', 'bp', '120/80', 'x-ray', 'i', 'do', "n't", "it's"]);
  });
});

describe('stemWord', () => {
  it('folds plurals but leaves words ending in -ss, -us, -is alone', () => {
    expect(stemWord('headaches')).toBe('headache');
    expect(stemWord('allergies')).toBe('allergy');
    expect(stemWord('rashes')).toBe('rash');
    expect(stemWord('dizziness')).toBe('dizziness');
    expect(stemWord('arthritis')).toBe('arthritis');
    expect(stemWord('sinus')).toBe('sinus');
  });

  it('gives the same keys for singular and plural phrases', () => {
    expect(phraseKeys('Swollen Ankles')).toEqual(phraseKeys('swollen ankle'));
  });
});

describe('saidWords', () => {
  it('gives the words of a token span', () => {
    expect(saidWords(tokenizeWords('when i was ten i broke it'), { first: 0, last: 4 })).toBe('when i was ten');
  });
});

describe('usSpelling', () => {
  it('meets British medical spellings with the US ones, and leaves other words alone', () => {
    const pairs = [
      ['oedema', 'edema'],
      ['oesophagitis', 'esophagitis'],
      ['diarrhoea', 'diarrhea'],
      ['dyspnoea', 'dyspnea'],
      ['haematuria', 'hematuria'],
      ['haemoptysis', 'hemoptysis'],
      ['anaemia', 'anemia'],
      ['hypoglycaemia', 'hypoglycemia'],
      ['ischaemic', 'ischemic'],
      ['coeliac', 'celiac'],
      ['paediatrician', 'pediatrician'],
      ['tumour', 'tumor'],
    ];
    for (const [british, us] of pairs) expect(usSpelling(british!), british).toBe(us);
    for (const word of ['does', 'hour', 'your', 'poem', 'shoes', 'aemon', 'toes']) expect(usSpelling(word)).toBe(word);
    expect(phraseKeys('haemorrhoids and oedema')).toEqual(phraseKeys('hemorrhoids and edema'));
  });
});
