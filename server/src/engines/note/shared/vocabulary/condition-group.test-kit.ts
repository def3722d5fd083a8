import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { findIcd10cmByConcept } from '../../../../coding/icd10cm-table';
import { hasCodesFile, ICD10CM_CODES_FILE } from '../../../../coding/shared-files.fixture';
import { phraseKeys } from '../analysis/word-tokenizer';
import { CONDITIONS } from './condition.vocab';
import { SYMPTOMS } from './symptom.vocab';
import { conditionsIn, expectUnambiguousPhrases, expectWellFormedConcepts } from './vocabulary-checks';
import type { ConceptEntry } from './vocabulary.types';

/** Billable codes of the official CDC file (without the dot), read once when the file is there. */
let billable: Set<string> | null = null;
function billableCodes(): Set<string> {
  billable ??= new Set(
    readFileSync(ICD10CM_CODES_FILE, 'utf8')
      .split('\n')
      .map((line) => line.slice(0, 8).trim())
      .filter(Boolean),
  );
  return billable;
}

const key = (phrase: string) => phraseKeys(phrase).join(' ');

/**
 * The checks every group file of diagnoses passes: well formed, unambiguous within the condition table and part of
 * it, sharing no phrase with a symptom, each concept linked to curated codes that the official file holds (when it
 * is present), and every phrase found as its own concept in a clinician's sentence, written and as speech.
 */
export function checkConditionGroup(group: readonly ConceptEntry[]): void {
  it('is well formed, unambiguous and part of the condition table', () => {
    expectWellFormedConcepts(group);
    expectUnambiguousPhrases(CONDITIONS);
    const ids = new Set(CONDITIONS.map((entry) => entry.id));
    expect(group.filter((entry) => !ids.has(entry.id)).map((entry) => entry.id)).toEqual([]);
    expect(CONDITIONS.filter((entry) => group.includes(entry))).toHaveLength(group.length);
  });

  it('shares no phrase with a symptom, so a mention is never read two ways', () => {
    const symptomPhrases = new Set(SYMPTOMS.flatMap((entry) => [entry.term.toLowerCase(), ...entry.synonyms]).map(key));
    const shared = group
      .flatMap((entry) => [entry.term.toLowerCase(), ...entry.synonyms])
      .filter((phrase) => symptomPhrases.has(key(phrase)));
    expect(shared).toEqual([]);
  });

  it('links every concept to at least one curated ICD-10-CM code', () => {
    expect(group.filter((entry) => findIcd10cmByConcept(entry.id).length === 0).map((entry) => entry.id)).toEqual([]);
  });

  it.skipIf(!hasCodesFile)('links only billable codes of the official FY2025 file', () => {
    const codes = billableCodes();
    const unknown = group.flatMap((entry) =>
      findIcd10cmByConcept(entry.id)
        .map((code) => code.code)
        .filter((code) => !codes.has(code.replace('.', ''))),
    );
    expect(unknown).toEqual([]);
  });

  it('finds every term and synonym as its own concept in an assessment, written and spoken', () => {
    const missed: string[] = [];
    for (const entry of group) {
      for (const phrase of new Set([entry.term.toLowerCase(), ...entry.synonyms])) {
        const { written, speech } = conditionsIn(`My assessment today is ${phrase}, so we will follow it up.`);
        if (!written.includes(entry.id) || !speech.includes(entry.id)) missed.push(`${phrase} (${entry.id})`);
      }
    }
    expect(missed).toEqual([]);
  });
}

/** Each sentence finds its concept, written and as a speech recogniser gives it. */
export function checkSentences(said: ReadonlyArray<readonly [string, string]>): void {
  for (const [sentence, id] of said) {
    it(`finds ${id} in "${sentence}", written and spoken`, () => {
      const { written, speech } = conditionsIn(sentence);
      expect(written).toContain(id);
      expect(speech).toContain(id);
    });
  }
}
