import type { ClinicalFinding } from './clinical-finding';
import { readFindingText, type FindingText } from './finding-text';
import { DEFAULT_DIAGNOSIS_KINDS } from './icd10cm-entry';
import { findIcd10cmByConcept, listIcd10cmCandidates, type CompiledEntry } from './icd10cm-table';
import { containsPhrase } from './text-normalise';

/** How our table connected the finding to the code: its concept id, its whole wording, a phrase in it, or its words. */
export type MappingStrength = 'concept' | 'exact' | 'phrase' | 'words';

export interface Icd10cmMatch {
  entry: CompiledEntry;
  strength: MappingStrength;
  /** Words of the trigger that matched; longer triggers are more specific. */
  specificity: number;
}

/**
 * Words that change what a phrase is about ("flu shot", "covid exposure", "history of pneumonia"): a trigger
 * that does not itself contain such a word must not match text that does.
 */
const CONTEXT_WORDS = ['vaccine', 'vaccination', 'immunization', 'shot', 'booster', 'exposure', 'exposed', 'contact', 'screening', 'history', 'family', 'risk', 'prophylaxis', 'test', 'testing', 'rule'];

const HISTORY_WORDS = ['history', 'former', 'previous', 'prior', 'past'];

interface Scored extends Icd10cmMatch {
  score: number;
}

function scoreTrigger(entry: CompiledEntry, text: FindingText): Scored | null {
  let best: Scored | null = null;
  const isZCode = entry.code.startsWith('Z');
  for (const trigger of entry.compiledTriggers) {
    const tokens = trigger.tokens;
    // Z codes are about those contexts (screening, exposure, history), so the rule is for diagnoses only.
    if (!isZCode && CONTEXT_WORDS.some((word) => text.words.has(word) && !tokens.includes(word))) continue;
    let strength: MappingStrength | null = null;
    if (text.phrases.some((phrase) => phrase.length === tokens.length && containsPhrase(phrase, tokens))) strength = 'exact';
    else if (text.phrases.some((phrase) => containsPhrase(phrase, tokens))) strength = 'phrase';
    // Words in any order only for multi-word triggers: a lone word must stand as written.
    else if (tokens.length > 1 && tokens.every((token) => text.words.has(token))) strength = 'words';
    if (!strength) continue;
    const score = tokens.length * 100 + (strength === 'exact' ? 60 : strength === 'phrase' ? 40 : 0);
    if (!best || score > best.score) best = { entry, strength, specificity: tokens.length, score };
  }
  return best;
}

function contextAllows(entry: CompiledEntry, finding: ClinicalFinding, text: FindingText): boolean {
  if (entry.context === 'family') return finding.assertion === 'family';
  if (entry.context === 'historical') {
    // A present finding worded "history of …" or "former …" is a personal history too.
    return finding.assertion === 'historical' || (finding.assertion === 'present' && HISTORY_WORDS.some((word) => text.words.has(word)));
  }
  return finding.assertion === 'present' || finding.assertion === 'uncertain';
}

/** Keeps the sibling that states the finding's side; without a side, only codes that state none. */
function resolveLaterality(group: Scored[], text: FindingText): Scored[] {
  const unsided = group.filter((m) => !m.entry.laterality);
  const sided = group.filter((m) => m.entry.laterality);
  if (sided.length === 0) return unsided;
  const side = text.laterality;
  const pick = (laterality: string) => sided.filter((m) => m.entry.laterality === laterality);
  if (side === null) return [...unsided, ...pick('unspecified')];
  const exact = pick(side);
  if (exact.length > 0) return [...unsided, ...exact];
  if (side === 'bilateral') {
    const both = [...pick('right'), ...pick('left')];
    if (both.length > 0) return [...unsided, ...both];
  }
  return [...unsided, ...pick('unspecified')];
}

/**
 * The most specific curated ICD-10-CM codes a finding supports (usually one; laterality siblings for "both
 * sides" when no bilateral code exists). Empty when nothing in our table fits.
 */
export function matchIcd10cm(finding: ClinicalFinding): Icd10cmMatch[] {
  const text = readFindingText(finding);
  const scored = new Map<string, Scored>();
  for (const entry of listIcd10cmCandidates(text.words)) {
    if (!(entry.kinds ?? DEFAULT_DIAGNOSIS_KINDS).includes(finding.kind)) continue;
    if (!contextAllows(entry, finding, text)) continue;
    const hit = scoreTrigger(entry, text);
    if (hit) scored.set(entry.code, hit);
  }
  for (const entry of findIcd10cmByConcept(finding.conceptId)) {
    if (!(entry.kinds ?? DEFAULT_DIAGNOSIS_KINDS).includes(finding.kind) || !contextAllows(entry, finding, text)) continue;
    const previous = scored.get(entry.code);
    const specificity = Math.max(previous?.specificity ?? 0, ...entry.compiledTriggers.map((t) => t.tokens.length).slice(0, 1));
    scored.set(entry.code, { entry, strength: 'concept', specificity, score: 10_000 + (previous?.score ?? 0) });
  }
  const byScore = new Map<number, Scored[]>();
  for (const match of scored.values()) byScore.set(match.score, [...(byScore.get(match.score) ?? []), match]);
  for (const score of [...byScore.keys()].sort((a, b) => b - a)) {
    const resolved = resolveLaterality(byScore.get(score) ?? [], text);
    if (resolved.length > 0) return resolved.map(({ entry, strength, specificity }) => ({ entry, strength, specificity }));
  }
  return [];
}
