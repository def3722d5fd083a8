import { BODY_SITES, LATERALITY_WORDS } from '../vocabulary/anatomy.vocab';
import { CONDITIONS } from '../vocabulary/condition.vocab';
import { DRUGS } from '../vocabulary/drug.vocab';
import { EXAM_TERMS } from '../vocabulary/exam.vocab';
import { SPECIALTIES } from '../vocabulary/section-cue.vocab';
import { SYMPTOMS } from '../vocabulary/symptom.vocab';
import { TESTS } from '../vocabulary/test-order.vocab';
import type { ConceptEntry, TestEntry } from '../vocabulary/vocabulary.types';
import { conceptPhrases, PhraseIndex } from './phrase-index';

/** The vocabularies as phrase indexes, built once. */
export const LEXICON = {
  symptoms: new PhraseIndex<ConceptEntry>(conceptPhrases(SYMPTOMS)),
  conditions: new PhraseIndex<ConceptEntry>(conceptPhrases(CONDITIONS), { possessiveThe: true }),
  drugs: new PhraseIndex(conceptPhrases(DRUGS)),
  tests: new PhraseIndex<TestEntry>(conceptPhrases(TESTS)),
  exam: new PhraseIndex<ConceptEntry>(conceptPhrases(EXAM_TERMS)),
  sites: new PhraseIndex<ConceptEntry>(conceptPhrases(BODY_SITES)),
  specialties: new PhraseIndex<string>(Object.entries(SPECIALTIES)),
};

export const SYMPTOM_BY_ID: ReadonlyMap<string, ConceptEntry> = new Map(SYMPTOMS.map((entry) => [entry.id, entry]));

export function lateralityOf(word: string | undefined): 'right' | 'left' | 'bilateral' | undefined {
  return word ? LATERALITY_WORDS[word] : undefined;
}
