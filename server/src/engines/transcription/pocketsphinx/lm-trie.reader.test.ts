import { access } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readTrieLanguageModel } from './lm-trie.reader';
import { NgramIndex } from './ngram-model';
import { contextMass, logProbOf } from './ngram.test-helper';

const DEBIAN_LM = '/usr/share/pocketsphinx/model/en-us/en-us.lm.bin';
const present = await access(DEBIAN_LM).then(
  () => true,
  () => false,
);

describe.skipIf(!present)("readTrieLanguageModel (Debian's en-us.lm.bin)", () => {
  it('reads every unigram and trigram, the values sphinx itself prints, and stays normalised', async () => {
    const model = await readTrieLanguageModel(DEBIAN_LM);
    expect(model.vocab).toHaveLength(72_547);
    // The header counts 6 padding bigrams that the trie never links (sphinx_lm_convert trips on them too).
    expect(model.tables.map((t) => t.count)).toEqual([72_547, 2_051_541, 1_669_625]);
    const index = await NgramIndex.create(model);
    expect(logProbOf(index, ['the'])).toBeCloseTo(-1.3895, 3);
    expect(logProbOf(index, ['pneumonia'])).toBeCloseTo(-5.5269, 3);
    expect(model.vocab).not.toContain('lisinopril');
    for (const ctx of [['the'], ['i', 'think'], ['of', 'the']]) expect(await contextMass(model, ctx)).toBeCloseTo(1, 3);
  }, 120_000);
});

describe('readTrieLanguageModel', () => {
  it('refuses a file that is not a trie model', async () => {
    await expect(readTrieLanguageModel(new URL(import.meta.url).pathname)).rejects.toThrow(/Not a sphinx trie/);
  });
});
