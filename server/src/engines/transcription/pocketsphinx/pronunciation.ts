import { readFile } from 'node:fs/promises';

/**
 * Pronunciations in the CMU phone set (the phones of pocketsphinx's en-us acoustic model).
 * Used offline to derive dictionary entries for clinical words from espeak-ng's IPA output, and at run time
 * to validate the dictionary we ship.
 */
export const CMU_PHONES = [
  'AA',
  'AE',
  'AH',
  'AO',
  'AW',
  'AY',
  'B',
  'CH',
  'D',
  'DH',
  'EH',
  'ER',
  'EY',
  'F',
  'G',
  'HH',
  'IH',
  'IY',
  'JH',
  'K',
  'L',
  'M',
  'N',
  'NG',
  'OW',
  'OY',
  'P',
  'R',
  'S',
  'SH',
  'T',
  'TH',
  'UH',
  'UW',
  'V',
  'W',
  'Y',
  'Z',
  'ZH',
] as const;

/** IPA (as espeak-ng prints it for en-us) to CMU phones; longest match first. */
const IPA_TO_CMU: ReadonlyArray<readonly [string, string[]]> = [
  ['ɜːɹ', ['ER']],
  ['ɚɹ', ['ER']],
  ['ɜː', ['ER']],
  ['ɜ', ['ER']],
  ['ɚ', ['ER']],
  ['ɑːɹ', ['AA', 'R']],
  ['oːɹ', ['AO', 'R']],
  ['ɔːɹ', ['AO', 'R']],
  ['aɪ', ['AY']],
  ['aʊ', ['AW']],
  ['eɪ', ['EY']],
  ['oʊ', ['OW']],
  ['ɔɪ', ['OY']],
  ['tʃ', ['CH']],
  ['dʒ', ['JH']],
  ['ɑː', ['AA']],
  ['ɔː', ['AO']],
  ['iː', ['IY']],
  ['uː', ['UW']],
  ['oː', ['AO']],
  ['ɑ', ['AA']],
  ['æ', ['AE']],
  ['ɐ', ['AH']],
  ['ə', ['AH']],
  ['ʌ', ['AH']],
  ['ɔ', ['AO']],
  ['ɛ', ['EH']],
  ['ɪ', ['IH']],
  ['ᵻ', ['IH']],
  ['i', ['IY']],
  ['ʊ', ['UH']],
  ['u', ['UW']],
  ['o', ['OW']],
  ['e', ['EH']],
  ['a', ['AE']],
  ['b', ['B']],
  ['d', ['D']],
  ['f', ['F']],
  ['h', ['HH']],
  ['j', ['Y']],
  ['k', ['K']],
  ['l', ['L']],
  ['m', ['M']],
  ['n', ['N']],
  ['ŋ', ['NG']],
  ['p', ['P']],
  ['s', ['S']],
  ['t', ['T']],
  ['v', ['V']],
  ['w', ['W']],
  ['z', ['Z']],
  ['ɡ', ['G']],
  ['g', ['G']],
  ['ɹ', ['R']],
  ['ɾ', ['T']],
  ['ʃ', ['SH']],
  ['ʒ', ['ZH']],
  ['θ', ['TH']],
  ['ð', ['DH']],
  ['x', ['K']],
];
/** Marks that carry no phone: stress, length, syllable and word boundaries. */
const IGNORED = new Set(['ˈ', 'ˌ', 'ː', '.', '-', ' ', '_', '‿']);

/** Maps one word's IPA to CMU phones; throws on a symbol we have no mapping for (so bad data never ships). */
export function ipaToCmu(ipa: string): string[] {
  const phones: string[] = [];
  let i = 0;
  while (i < ipa.length) {
    const ch = ipa[i] as string;
    if (IGNORED.has(ch)) {
      i++;
      continue;
    }
    const match = IPA_TO_CMU.find(([sym]) => ipa.startsWith(sym, i));
    if (!match) throw new Error(`No CMU phone for IPA symbol "${ch}" in "${ipa}"`);
    for (const phone of match[1]) if (phones[phones.length - 1] !== phone) phones.push(phone);
    i += match[0].length;
  }
  return phones;
}

export interface DictEntry {
  word: string;
  phones: string[];
}

/** Parses CMU-style dictionary lines: `word PH1 PH2 …`, alternates as `word(2) …`. */
export function parseDictionary(text: string): DictEntry[] {
  const entries: DictEntry[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [word, ...phones] = line.split(/\s+/);
    entries.push({ word: word as string, phones });
  }
  return entries;
}

export function formatDictionary(entries: readonly DictEntry[]): string {
  return entries.map((e) => `${e.word} ${e.phones.join(' ')}`).join('\n') + '\n';
}

/** The base word of a dictionary entry (`ent(2)` → `ent`). */
export function baseWord(word: string): string {
  return word.replace(/\(\d+\)$/, '');
}

/** Problems with an entry, empty when it is well formed for the given phone set. */
export function checkEntry(entry: DictEntry, phoneSet: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  if (!/^[a-z][a-z'-]*(\(\d+\))?$/.test(entry.word)) problems.push(`bad word "${entry.word}"`);
  if (entry.phones.length === 0) problems.push(`${entry.word}: no phones`);
  for (const phone of entry.phones) if (!phoneSet.has(phone)) problems.push(`${entry.word}: unknown phone ${phone}`);
  return problems;
}

const MAGIC = 'BMDF';
/** Ten int32 counts (n_ciphone, n_phone, …, sil) precede the phone names. */
const COUNT_FIELDS = 10;

/**
 * The context-independent phones of a sphinx acoustic model, read from its binary mdef (sphinxbase bin_mdef
 * format: "BMDF", version, length-prefixed format description, counts, NUL-terminated phone names).
 * Includes SIL and the noise phones (+NSN+, +SPN+).
 */
export async function readAcousticPhones(mdefPath: string): Promise<Set<string>> {
  const buf = await readFile(mdefPath);
  if (buf.toString('latin1', 0, 4) !== MAGIC) throw new Error('Not a binary sphinx mdef file');
  const descriptionLength = buf.readInt32LE(8);
  const countsAt = 12 + descriptionLength;
  const phoneCount = buf.readInt32LE(countsAt);
  let pos = countsAt + 4 * COUNT_FIELDS;
  const phones = new Set<string>();
  for (let i = 0; i < phoneCount; i++) {
    const end = buf.indexOf(0, pos);
    if (end < 0) throw new Error('Truncated phone list in mdef');
    phones.add(buf.toString('latin1', pos, end));
    pos = end + 1;
  }
  return phones;
}
