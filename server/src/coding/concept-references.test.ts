import { describe, expect, it } from 'vitest';
import { AMBIGUOUS_ABBREVIATIONS } from '../engines/note/shared/vocabulary/abbreviation.vocab';
import { BODY_SITES } from '../engines/note/shared/vocabulary/anatomy.vocab';
import { CONDITIONS } from '../engines/note/shared/vocabulary/condition.vocab';
import { DRUGS } from '../engines/note/shared/vocabulary/drug.vocab';
import { EVENT_CONCEPTS } from '../engines/note/shared/vocabulary/event-concept.vocab';
import { EXAM_TERMS } from '../engines/note/shared/vocabulary/exam.vocab';
import { BONE_SITES } from '../engines/note/shared/vocabulary/injury-composition.vocab';
import {
  CONDITION_SITES,
  EXAM_SITES,
  SITED_CONDITIONS,
} from '../engines/note/shared/vocabulary/laterality-carry.vocab';
import { CONDITION_SERVICES } from '../engines/note/shared/vocabulary/service-composition.vocab';
import { SITE_SYMPTOM_CONCEPTS } from '../engines/note/shared/vocabulary/symptom-composition.vocab';
import { SYMPTOMS } from '../engines/note/shared/vocabulary/symptom.vocab';
import { TESTS } from '../engines/note/shared/vocabulary/test-order.vocab';
import { listIcd10cmEntries } from './icd10cm-table';

const VOCABULARIES = { SYMPTOMS, CONDITIONS, DRUGS, TESTS, EXAM_TERMS, BODY_SITES };
const defined = new Set(Object.values(VOCABULARIES).flatMap((entries) => entries.map((entry) => entry.id)));

/** Every place in the coding data and the vocabularies that names a concept by id, with the ids it names. */
const REFERENCES: Record<string, readonly string[]> = {
  'icd10cm concepts': listIcd10cmEntries().flatMap((entry) => entry.concepts ?? []),
  'symptom-composition SITE_SYMPTOM_CONCEPTS': Object.values(SITE_SYMPTOM_CONCEPTS),
  'service-composition CONDITION_SERVICES': Object.entries(CONDITION_SERVICES).flatMap(([condition, services]) => [
    condition,
    ...Object.values(services),
  ]),
  'event-concept EVENT_CONCEPTS': [...EVENT_CONCEPTS],
  'laterality-carry CONDITION_SITES': Object.entries(CONDITION_SITES).flat(),
  'laterality-carry SITED_CONDITIONS': SITED_CONDITIONS,
  'laterality-carry EXAM_SITES': Object.entries(EXAM_SITES).flat(),
  'abbreviation AMBIGUOUS_ABBREVIATIONS': AMBIGUOUS_ABBREVIATIONS.map((abbreviation) => abbreviation.conceptId),
  'injury-composition BONE_SITES': Object.keys(BONE_SITES),
};

describe('concept cross-references', () => {
  it('defines each concept id once within a vocabulary', () => {
    // A drug and a test may share a name ("iron"); within one vocabulary an id is unique.
    for (const entries of Object.values(VOCABULARIES)) {
      const own = entries.map((entry) => entry.id);
      expect(own.filter((id, index) => own.indexOf(id) !== index)).toEqual([]);
    }
  });

  for (const [where, ids] of Object.entries(REFERENCES)) {
    it(`resolves every concept id named in ${where}`, () => {
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.filter((id) => !defined.has(id))).toEqual([]);
    });
  }
});
