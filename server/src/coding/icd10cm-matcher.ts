import type { ClinicalFinding } from './clinical-finding';
import { readFindingText, type FindingText } from './finding-text';
import { isCurrentEvent, isCurrentMedication, isDoneAtVisit, isLastingStatus } from './finding-timing';
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
const CONTEXT_WORDS = [
  'vaccine',
  'vaccination',
  'immunization',
  'shot',
  'booster',
  'exposure',
  'exposed',
  'contact',
  'screening',
  'history',
  'family',
  'risk',
  'prophylaxis',
  'test',
  'testing',
  'rule',
];

const HISTORY_WORDS = ['history', 'former', 'previous', 'prior', 'past', 'ex', 'quit', 'stopped'];

interface Scored extends Icd10cmMatch {
  score: number;
}

/**
 * The context words a code's trigger must name itself. Most Z codes are about those contexts (screening, exposure,
 * history), so the rule is for diagnoses and for statuses that must hold now ("pregnancy test" is not a pregnancy);
 * a status may still be told as a history ("history of a kidney transplant").
 */
function contextWordsOf(entry: CompiledEntry): readonly string[] {
  if (entry.use === 'current') return CONTEXT_WORDS.filter((word) => word !== 'history');
  return entry.code.startsWith('Z') ? [] : CONTEXT_WORDS;
}

/**
 * The words or their clause say the finding means something else: an excluded phrase, or a shot, test or exposure
 * of the disease rather than the disease ("the flu" + "shot").
 */
function saysSomethingElse(entry: CompiledEntry, text: FindingText): boolean {
  const said = [...text.phrases, ...text.clauses];
  if (entry.compiledExcludes.some((phrase) => said.some((words) => containsPhrase(words, phrase)))) return true;
  return contextWordsOf(entry).some((word) => text.modifies.has(word));
}

function scoreTrigger(entry: CompiledEntry, text: FindingText): Scored | null {
  if (saysSomethingElse(entry, text)) return null;
  // "type 2 diabetes" is the whole of the term but only part of "type 2 diabetes with high sugars" as said: a
  // trigger is exact only on the longest wording, so it cannot outrank a longer synonym's match in what was said.
  const whole = (phrase: readonly string[]) =>
    !text.phrases.some((other) => other.length > phrase.length && containsPhrase(other, phrase));
  let best: Scored | null = null;
  const contextWords = contextWordsOf(entry);
  for (const trigger of entry.compiledTriggers) {
    const tokens = trigger.tokens;
    if (contextWords.some((word) => text.words.has(word) && !tokens.includes(word))) continue;
    let strength: MappingStrength | null = null;
    if (
      text.phrases.some((phrase) => phrase.length === tokens.length && whole(phrase) && containsPhrase(phrase, tokens))
    )
      strength = 'exact';
    else if (text.phrases.some((phrase) => containsPhrase(phrase, tokens))) strength = 'phrase';
    // Words in any order only for multi-word triggers: a lone word must stand as written. Never for a visit's
    // service: "two weeks for an ear check" holds the words of "two week check" and is no newborn exam.
    else if (tokens.length > 1 && entry.use !== 'visit' && tokens.every((token) => text.words.has(token)))
      strength = 'words';
    if (!strength) continue;
    const score = tokens.length * 100 + (strength === 'exact' ? 60 : strength === 'phrase' ? 40 : 0);
    if (!best || score > best.score) best = { entry, strength, specificity: tokens.length, score };
  }
  return best;
}

/** Whether the finding's status and timing fit the code: a history, a family history, a visit's service, a status. */
type ContextCheck = (entry: CompiledEntry) => boolean;

/** The context check for one finding; the timing readings are made once, when an entry first needs them. */
function checkContext(finding: ClinicalFinding, text: FindingText): ContextCheck {
  let doneAtVisit: boolean | undefined;
  let current: boolean | undefined;
  let currentEvent: boolean | undefined;
  let lasting: boolean | undefined;
  return (entry) => {
    if (entry.context === 'family') return finding.assertion === 'family';
    if (entry.context === 'historical') {
      // A present finding worded "history of …" or "former …" is a personal history too.
      return (
        finding.assertion === 'historical' ||
        (finding.assertion === 'present' && HISTORY_WORDS.some((word) => text.words.has(word)))
      );
    }
    if (entry.use === 'visit') return (doneAtVisit ??= isDoneAtVisit(finding, 'at-visit'));
    if (entry.use === 'current') {
      return finding.kind === 'medication'
        ? (current ??= isCurrentMedication(finding))
        : finding.assertion === 'present';
    }
    if (entry.use === 'lasting') return (lasting ??= isLastingStatus(finding));
    // Outpatient coding: "probable", "suspected", "rule out" are not coded (ICD-10-CM guideline IV.H).
    const stated = finding.assertion === 'present';
    if (entry.use === 'event') return stated && (currentEvent ??= isCurrentEvent(finding));
    return stated;
  };
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
  const contextAllows = checkContext(finding, text);
  const scored = new Map<string, Scored>();
  for (const entry of listIcd10cmCandidates(text.words)) {
    if (!(entry.kinds ?? DEFAULT_DIAGNOSIS_KINDS).includes(finding.kind)) continue;
    const hit = scoreTrigger(entry, text);
    if (hit && contextAllows(entry)) scored.set(entry.code, hit);
  }
  for (const entry of findIcd10cmByConcept(finding.conceptId)) {
    if (
      !(entry.kinds ?? DEFAULT_DIAGNOSIS_KINDS).includes(finding.kind) ||
      saysSomethingElse(entry, text) ||
      !contextAllows(entry)
    )
      continue;
    const previous = scored.get(entry.code);
    const specificity = Math.max(
      previous?.specificity ?? 0,
      ...entry.compiledTriggers.map((t) => t.tokens.length).slice(0, 1),
    );
    scored.set(entry.code, { entry, strength: 'concept', specificity, score: 10_000 + (previous?.score ?? 0) });
  }
  const byScore = new Map<number, Scored[]>();
  for (const match of scored.values()) byScore.set(match.score, [...(byScore.get(match.score) ?? []), match]);
  for (const score of [...byScore.keys()].sort((a, b) => b - a)) {
    const resolved = resolveLaterality(byScore.get(score) ?? [], text);
    if (resolved.length > 0)
      return resolved.map(({ entry, strength, specificity }) => ({ entry, strength, specificity }));
  }
  return [];
}
