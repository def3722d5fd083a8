import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { speechPhones } from './clinical-model.builder';
import { loadClinicalVocabulary, PRONUNCIATIONS_FILE } from './clinical-vocabulary';
import { baseWord, checkEntry, CMU_PHONES, ipaToCmu, parseDictionary, type DictEntry } from './pronunciation';

const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
let additions: DictEntry[];
let cmudict: Set<string>;
let phones: Set<string>;

beforeAll(async () => {
  additions = parseDictionary(await readFile(PRONUNCIATIONS_FILE, 'utf8'));
  cmudict = new Set(
    parseDictionary(await readFile(join(MODEL_DIR, 'cmudict-en-us.dict'), 'utf8')).map((e) => baseWord(e.word)),
  );
  phones = await speechPhones(MODEL_DIR);
});

describe('clinical pronunciations (data/clinical-pronunciations.dict)', () => {
  it('uses exactly the acoustic model phone set we map to', () => {
    expect([...phones].sort()).toEqual([...CMU_PHONES].sort());
  });

  it('gives every entry a well-formed pronunciation of acoustic-model phones', () => {
    expect(additions.length).toBeGreaterThan(150);
    expect(additions.flatMap((e) => checkEntry(e, phones))).toEqual([]);
    for (const e of additions) expect(e.phones.length).toBeGreaterThanOrEqual(2);
  });

  it('covers every vocabulary word CMUdict lacks, and only vocabulary words', async () => {
    const vocabulary = await loadClinicalVocabulary();
    const words = new Set(vocabulary.map((v) => v.word));
    const added = new Set(additions.map((e) => baseWord(e.word)));
    expect(vocabulary.filter((v) => !cmudict.has(v.word) && !added.has(v.word)).map((v) => v.word)).toEqual([]);
    expect([...added].filter((w) => !words.has(w))).toEqual([]);
  });

  it('has no duplicate entries', () => {
    const names = additions.map((e) => e.word);
    expect(new Set(names).size).toBe(names.length);
  });

  it('holds the words the general model could never produce', () => {
    const byWord = new Map(additions.map((e) => [e.word, e.phones.join(' ')]));
    expect(byWord.get('lisinopril')).toBe('L IH S IH N AA P R AH L');
    expect(byWord.get('doxycycline')).toBe('D AA K S IH S AY K L AY N');
    expect(byWord.get('ekg')).toBe('IY K EY JH IY');
  });
});

describe('ipaToCmu', () => {
  it('maps espeak-ng IPA to CMU phones, merging r-coloured vowels and doubled phones', () => {
    expect(ipaToCmu('mˈɛtfoːɹmˌɪn')).toEqual(['M', 'EH', 'T', 'F', 'AO', 'R', 'M', 'IH', 'N']);
    expect(ipaToCmu('plɜːɹˈɪɾɪk')).toEqual(['P', 'L', 'ER', 'IH', 'T', 'IH', 'K']);
    expect(ipaToCmu('ˈæləpjˌʊɹɹɪnˌɑːl')).toEqual(['AE', 'L', 'AH', 'P', 'Y', 'UH', 'R', 'IH', 'N', 'AA', 'L']);
    expect(ipaToCmu('tʃˈɛst dʒˈɔɪnt')).toEqual(['CH', 'EH', 'S', 'T', 'JH', 'OY', 'N', 'T']);
  });

  it('refuses a symbol it cannot map, so bad data never ships', () => {
    expect(() => ipaToCmu('bʁot')).toThrow(/ʁ/);
  });
});

describe('checkEntry', () => {
  it('flags unknown phones, empty pronunciations and malformed words', () => {
    expect(checkEntry({ word: 'ok', phones: ['OW', 'K', 'EY'] }, phones)).toEqual([]);
    expect(checkEntry({ word: 'ok(2)', phones: ['OW', 'KX'] }, phones)).toEqual(['ok(2): unknown phone KX']);
    expect(checkEntry({ word: 'Bad Word', phones: [] }, phones)).toHaveLength(2);
  });
});
