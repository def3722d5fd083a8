import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** Data files of the clinical recogniser (vocabulary, pronunciations, conversation corpus). */
export const CLINICAL_DATA_DIR = fileURLToPath(new URL('./data/', import.meta.url));
export const VOCABULARY_FILE = join(CLINICAL_DATA_DIR, 'clinical-vocabulary.txt');
export const PRONUNCIATIONS_FILE = join(CLINICAL_DATA_DIR, 'clinical-pronunciations.dict');
export const CORPUS_FILE = join(CLINICAL_DATA_DIR, 'clinical-corpus.txt');

export const VOCABULARY_CATEGORIES = ['drug', 'symptom', 'anatomy', 'diagnosis', 'clinical', 'acronym'] as const;
export type VocabularyCategory = (typeof VOCABULARY_CATEGORIES)[number];

export interface VocabularyWord {
  word: string;
  category: VocabularyCategory;
}

/** Parses the vocabulary file: `## category` headings, one lower-case word per line, `#` comments. */
export function parseVocabulary(text: string): VocabularyWord[] {
  const words: VocabularyWord[] = [];
  let category: VocabularyCategory | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('## ')) {
      const name = line.slice(3).trim();
      if (!(VOCABULARY_CATEGORIES as readonly string[]).includes(name)) throw new Error(`Unknown category ${name}`);
      category = name as VocabularyCategory;
      continue;
    }
    if (line === '' || line.startsWith('#')) continue;
    if (!category) throw new Error(`Word "${line}" before any category`);
    if (!/^[a-z][a-z'-]*$/.test(line)) throw new Error(`Bad vocabulary word "${line}"`);
    words.push({ word: line, category });
  }
  return words;
}

export async function loadClinicalVocabulary(): Promise<VocabularyWord[]> {
  return parseVocabulary(await readFile(VOCABULARY_FILE, 'utf8'));
}
