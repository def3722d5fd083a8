import { lookupTable } from '../lib/lookup-table';
import cardiovascular from './data/icd10cm/cardiovascular.json';
import digestive from './data/icd10cm/digestive.json';
import earNoseEye from './data/icd10cm/ear-nose-eye.json';
import endocrineMetabolic from './data/icd10cm/endocrine-metabolic.json';
import genitourinary from './data/icd10cm/genitourinary.json';
import infectionsGeneral from './data/icd10cm/infections-general.json';
import injuries from './data/icd10cm/injuries.json';
import mentalHealth from './data/icd10cm/mental-health.json';
import musculoskeletal from './data/icd10cm/musculoskeletal.json';
import neoplasms from './data/icd10cm/neoplasms.json';
import neurological from './data/icd10cm/neurological.json';
import pediatric from './data/icd10cm/pediatric.json';
import respiratory from './data/icd10cm/respiratory.json';
import skin from './data/icd10cm/skin.json';
import zEncounters from './data/icd10cm/z-encounters.json';
import zHistoryFamily from './data/icd10cm/z-history-family.json';
import assessedExcerpt from './data/icd10cm/assessed-excerpt.json';
import gpNamed from './data/icd10cm/gp-named.json';
import visitAssessed from './data/icd10cm/visit-assessed.json';
import specialistDiagnosis from './data/icd10cm/specialist-diagnosis.json';
import { formatIcd10cmCode, icd10cmFileSchema, type Icd10cmEntry } from './icd10cm-entry';
import { tokenise } from './text-normalise';

/** Every curated data file, by body system; the order only matters for listing. */
const DATA_FILES: Readonly<Record<string, unknown>> = lookupTable({
  cardiovascular: cardiovascular,
  digestive: digestive,
  'ear-nose-eye': earNoseEye,
  'endocrine-metabolic': endocrineMetabolic,
  genitourinary: genitourinary,
  'infections-general': infectionsGeneral,
  injuries: injuries,
  'mental-health': mentalHealth,
  musculoskeletal: musculoskeletal,
  neoplasms: neoplasms,
  neurological: neurological,
  pediatric: pediatric,
  respiratory: respiratory,
  skin: skin,
  'z-encounters': zEncounters,
  'z-history-family': zHistoryFamily,
  'assessed-excerpt': assessedExcerpt,
  'gp-named': gpNamed,
  'visit-assessed': visitAssessed,
  'specialist-diagnosis': specialistDiagnosis,
});

export interface CompiledTrigger {
  text: string;
  tokens: string[];
}

export interface CompiledEntry extends Icd10cmEntry {
  compiledTriggers: CompiledTrigger[];
  compiledExcludes: string[][];
}

function compile(): CompiledEntry[] {
  const all: CompiledEntry[] = [];
  for (const [name, data] of Object.entries(DATA_FILES)) {
    const parsed = icd10cmFileSchema.safeParse(data);
    if (!parsed.success) throw new Error(`ICD-10-CM data file ${name}.json is invalid: ${parsed.error.message}`);
    for (const entry of parsed.data) {
      all.push({
        ...entry,
        compiledTriggers: entry.triggers
          .map((text) => ({ text, tokens: tokenise(text) }))
          .filter((t) => t.tokens.length > 0),
        compiledExcludes: (entry.excludes ?? []).map(tokenise).filter((tokens) => tokens.length > 0),
      });
    }
  }
  return all;
}

interface Table {
  entries: CompiledEntry[];
  byCode: Map<string, CompiledEntry>;
  byConcept: Map<string, CompiledEntry[]>;
  /** Entries by the first word of each of their triggers: a trigger can only match text holding that word. */
  byFirstWord: Map<string, CompiledEntry[]>;
}

let cache: Table | null = null;

function table() {
  if (cache) return cache;
  const entries = compile();
  const byCode = new Map<string, CompiledEntry>();
  const byConcept = new Map<string, CompiledEntry[]>();
  const byFirstWord = new Map<string, CompiledEntry[]>();
  for (const entry of entries) {
    for (const word of new Set(entry.compiledTriggers.map((trigger) => trigger.tokens[0] as string))) {
      byFirstWord.set(word, [...(byFirstWord.get(word) ?? []), entry]);
    }
    if (byCode.has(entry.code)) throw new Error(`ICD-10-CM code ${entry.code} is listed twice in the curated table`);
    byCode.set(entry.code, entry);
    for (const concept of entry.concepts ?? []) byConcept.set(concept, [...(byConcept.get(concept) ?? []), entry]);
  }
  cache = { entries, byCode, byConcept, byFirstWord };
  return cache;
}

/** All curated ICD-10-CM entries. */
export function listIcd10cmEntries(): readonly CompiledEntry[] {
  return table().entries;
}

/** The curated entry for a code, given with or without its dot. */
export function findIcd10cmEntry(code: string): CompiledEntry | undefined {
  return table().byCode.get(formatIcd10cmCode(code));
}

/** Curated entries that serve a concept id of the note engine's vocabulary. */
export function findIcd10cmByConcept(conceptId: string): readonly CompiledEntry[] {
  return table().byConcept.get(conceptId) ?? [];
}

/**
 * Entries with a trigger that could match text made of these words (its first word is among them), in table
 * order. Every trigger match needs all its words present, so nothing outside this list can match.
 */
export function listIcd10cmCandidates(words: ReadonlySet<string>): CompiledEntry[] {
  const { entries, byFirstWord } = table();
  const found = new Set<CompiledEntry>();
  for (const word of words) for (const entry of byFirstWord.get(word) ?? []) found.add(entry);
  return found.size === 0 ? [] : entries.filter((entry) => found.has(entry));
}
