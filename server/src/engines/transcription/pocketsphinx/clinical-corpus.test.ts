import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseScript } from '../../../../../bench/lib/synthetic-speech';
import { expandCorpus, loadClinicalCorpus, PLAIN_SENTENCE_WEIGHT, tokenize } from './clinical-corpus';
import { CORPUS_FILE, loadClinicalVocabulary, parseVocabulary, VOCABULARY_CATEGORIES } from './clinical-vocabulary';

describe('clinical vocabulary', () => {
  it('holds several hundred unique words in every category', async () => {
    const vocabulary = await loadClinicalVocabulary();
    expect(vocabulary.length).toBeGreaterThanOrEqual(400);
    expect(new Set(vocabulary.map((v) => v.word)).size).toBe(vocabulary.length);
    for (const category of VOCABULARY_CATEGORIES) expect(vocabulary.some((v) => v.category === category)).toBe(true);
  });

  it('rejects words outside a category and unknown categories', () => {
    expect(() => parseVocabulary('aspirin\n')).toThrow(/before any category/);
    expect(() => parseVocabulary('## pets\ncat\n')).toThrow(/Unknown category/);
    expect(() => parseVocabulary('## drug\nAspirin 81\n')).toThrow(/Bad vocabulary word/);
  });
});

describe('clinical corpus', () => {
  it('expands each slot once per vocabulary word and weights plain sentences', () => {
    const vocabulary = parseVocabulary('## drug\naspirin\nwarfarin\n');
    const sentences = expandCorpus('# comment\nhow are you\ni take {drug} daily\n', vocabulary);
    expect(sentences.filter((s) => s.join(' ') === 'how are you')).toHaveLength(PLAIN_SENTENCE_WEIGHT);
    expect(sentences.filter((s) => s[2] !== undefined && s[0] === 'i').map((s) => s[2])).toEqual([
      'aspirin',
      'warfarin',
    ]);
  });

  it('keeps numbers as words and refuses symbols', () => {
    expect(() => tokenize('take 2 tablets')).toThrow(/spoken word/);
    expect(tokenize("It's the X-ray, doctor.")).toEqual(["it's", 'the', 'x-ray', 'doctor']);
  });

  it('puts every vocabulary word in some sentence of the corpus', async () => {
    const vocabulary = await loadClinicalVocabulary();
    const words = new Set((await loadClinicalCorpus(vocabulary)).flat());
    expect(vocabulary.filter((v) => !words.has(v.word)).map((v) => v.word)).toEqual([]);
  });

  it('shares no sentence with the benchmark visit (held-out evaluation)', async () => {
    const corpus = new Set(
      (await readFile(CORPUS_FILE, 'utf8'))
        .split('\n')
        .filter((l) => l && !l.startsWith('#') && !l.includes('{'))
        .map((l) => tokenize(l).join(' ')),
    );
    const script = await readFile(new URL('../../../../../bench/fixtures/visit-script.txt', import.meta.url), 'utf8');
    const sentences = parseScript(script)
      .flatMap((t) => t.text.split(/[.?!]/))
      .map((s) => tokenize(s).join(' '))
      .filter(Boolean);
    expect(sentences.length).toBeGreaterThan(60);
    expect(sentences.filter((s) => corpus.has(s))).toEqual([]);
  });
});
