import { expect } from 'vitest';
import { findMentions } from '../analysis/mention-finder';
import { phraseKeys, tokenizeWords } from '../analysis/word-tokenizer';
import { toSpeechStyle } from '../speech-style';
import type { ConceptEntry } from './vocabulary.types';

/** Shared well-formedness checks for the concept tables' own tests. */
export function expectWellFormedConcepts(entries: readonly ConceptEntry[]): void {
  const ids = entries.map((entry) => entry.id);
  expect(new Set(ids).size, 'ids are unique').toBe(ids.length);
  for (const entry of entries) {
    expect(entry.id, `${entry.id} is kebab-case`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(entry.term.trim(), `${entry.id} has a term`).not.toBe('');
    for (const synonym of entry.synonyms) {
      expect(synonym, `${entry.id} synonym is lower case and trimmed`).toBe(synonym.toLowerCase().trim());
      expect(phraseKeys(synonym).length, `${entry.id} synonym "${synonym}" has words`).toBeGreaterThan(0);
    }
  }
}

/** No phrase may name two different concepts of one table: matching would pick one at random. */
export function expectUnambiguousPhrases(entries: readonly ConceptEntry[]): void {
  const owner = new Map<string, string>();
  for (const entry of entries) {
    for (const phrase of new Set([entry.term.toLowerCase(), ...entry.synonyms])) {
      const key = phraseKeys(phrase).join(' ');
      const previous = owner.get(key);
      expect(previous === undefined || previous === entry.id, `"${phrase}" names ${previous} and ${entry.id}`).toBe(
        true,
      );
      owner.set(key, entry.id);
    }
  }
}

/** The condition ids the mention finder reads in one sentence, as written and as a speech recogniser gives it. */
export function conditionsIn(sentence: string): { written: string[]; speech: string[] } {
  const ids = (text: string) =>
    findMentions(tokenizeWords(text), false)
      .filter((mention) => mention.kind === 'condition')
      .map((mention) => mention.conceptId);
  return { written: ids(sentence), speech: ids(toSpeechStyle(sentence)) };
}
