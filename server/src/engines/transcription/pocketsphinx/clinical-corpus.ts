import { readFile } from 'node:fs/promises';
import { CORPUS_FILE, type VocabularyCategory, type VocabularyWord } from './clinical-vocabulary';

/** Plain sentences count this many times so that slot expansions (one per vocabulary word) do not drown them. */
export const PLAIN_SENTENCE_WEIGHT = 4;

const SLOT = /\{(\w+)\}/g;

/** Lower-cases and splits a sentence into LM tokens; rejects digits and symbols so the corpus stays spoken words. */
export function tokenize(sentence: string): string[] {
  const words = sentence
    .toLowerCase()
    .replace(/[.,!?;:"]/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '');
  for (const w of words) if (!/^[a-z][a-z'-]*$/.test(w)) throw new Error(`Corpus token "${w}" is not a spoken word`);
  return words;
}

/** Expands the corpus text into tokenised training sentences. */
export function expandCorpus(text: string, vocabulary: readonly VocabularyWord[]): string[][] {
  const byCategory = new Map<string, string[]>();
  for (const { word, category } of vocabulary) byCategory.set(category, [...(byCategory.get(category) ?? []), word]);
  const out: string[][] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const slots = [...line.matchAll(SLOT)].map((m) => m[1] as string);
    if (slots.length === 0) {
      const tokens = tokenize(line);
      for (let i = 0; i < PLAIN_SENTENCE_WEIGHT; i++) out.push(tokens);
      continue;
    }
    if (slots.length > 1) throw new Error(`Corpus line has more than one slot: ${line}`);
    const fillers = byCategory.get(slots[0] as VocabularyCategory);
    if (!fillers) throw new Error(`Unknown corpus slot {${slots[0]}}`);
    for (const word of fillers) out.push(tokenize(line.replace(SLOT, word)));
  }
  return out;
}

export async function loadClinicalCorpus(vocabulary: readonly VocabularyWord[]): Promise<string[][]> {
  return expandCorpus(await readFile(CORPUS_FILE, 'utf8'), vocabulary);
}
