import {
  CAUSE_SOUGHT,
  CAUSE_UNKNOWN,
  DIAGNOSIS_FRAMES,
  RESULT_FRAMES,
  RESULT_MODALS,
  RESULT_NOT_CURRENT,
  DIAGNOSIS_REACH,
  DISORDER_NOUNS,
  DISORDER_SUFFIXES,
  HEDGED_DIAGNOSIS_FRAMES,
  MIN_SUFFIX_WORD,
  NEGATIONS,
  NOT_DIAGNOSING,
  NOT_DISORDERS,
  THIRD_PERSON_FRAMES,
} from '../vocabulary/spoken-diagnosis.vocab';
import { LEXICON } from './concept-lexicon';
import { containsPhrase, PhraseIndex, stemTokens, cueIndex } from './phrase-index';
import { stemWord, type WordToken } from './word-tokenizer';

const frames = cueIndex([...DIAGNOSIS_FRAMES, ...RESULT_FRAMES]);
const clinicianFrames = cueIndex(DIAGNOSIS_FRAMES.filter((frame) => !THIRD_PERSON_FRAMES.includes(frame)));
const diagnosisFrames = cueIndex(DIAGNOSIS_FRAMES);
const resultFrames = cueIndex(RESULT_FRAMES);
const hedgedFrames = cueIndex(HEDGED_DIAGNOSIS_FRAMES);
const resultModals = new Set(RESULT_MODALS);
const resultNotCurrent = cueIndex(RESULT_NOT_CURRENT);
const notDiagnosing = cueIndex(NOT_DIAGNOSING);
const causeSought = cueIndex(CAUSE_SOUGHT);
const causeUnknown = cueIndex(CAUSE_UNKNOWN);
const disorderNouns = new Set(DISORDER_NOUNS.map(stemWord));
const notDisorders = new Set(NOT_DISORDERS);
const negations = new Set(NEGATIONS);

const negates = (token: WordToken | undefined) =>
  token !== undefined && (negations.has(token.norm) || token.norm.endsWith("n't"));

/** "infection", "trauma", "hypothermia", "tendinitis": a word that names a disorder, by itself or by its ending. */
export function namesDisorder(norm: string): boolean {
  const word = stemWord(norm);
  if (disorderNouns.has(word)) return true;
  if (notDisorders.has(norm)) return false;
  return word.length >= MIN_SUFFIX_WORD && DISORDER_SUFFIXES.some((suffix) => word.endsWith(suffix));
}

/**
 * "This is a case of hypothermia", "you have an infection that has become septic", "he does have multiple trauma
 * due to the accident": the words give a diagnosis in a frame, and a disorder is named within a few words of it,
 * with no negation between. Whether the condition vocabulary knows the disorder does not matter. A possibility
 * guarded against ("to prevent infection", "if you have a reaction") or one recalled ("a history of …") is none.
 */
export function framesDiagnosis(tokens: readonly WordToken[]): boolean {
  return framedWith(tokens, frames) || hedgesDiagnosis(tokens);
}

/** "The patient has possible free air": a hedged working diagnosis, not negated and not a possibility guarded against. */
function hedgesDiagnosis(tokens: readonly WordToken[]): boolean {
  const stems = stemTokens(tokens);
  if (containsPhrase(stems, notDiagnosing)) return false;
  for (let i = 0; i < stems.length; i += 1) {
    if (hedgedFrames.matchAt(stems, i) && !negates(tokens[i - 1]) && !negates(tokens[i - 2])) return true;
  }
  return false;
}

/**
 * The same, leaving out frames about someone spoken of ("she has …"), which a parent says of a child as readily as a
 * clinician: what is left is the clinician's register, a cue to who speaks in unlabelled speech.
 */
export function framesDiagnosisForListener(tokens: readonly WordToken[]): boolean {
  return framedWith(tokens, clinicianFrames);
}

function framedWith(tokens: readonly WordToken[], index: PhraseIndex<true>): boolean {
  const stems = stemTokens(tokens);
  if (containsPhrase(stems, notDiagnosing)) return false;
  // Most sentences hold no frame: the conditions are looked up only once one is found.
  let conditionStarts: Set<number> | null = null;
  for (let i = 0; i < stems.length; i += 1) {
    const frame = index.matchAt(stems, i);
    if (!frame || negates(tokens[i - 1]) || negates(tokens[i - 2])) continue;
    if (readsNoCurrentResult(tokens, stems, i)) continue;
    conditionStarts ??= new Set(LEXICON.conditions.matchAll(tokens).map((match) => match.first));
    for (let k = frame.last; k < Math.min(tokens.length, frame.last + DIAGNOSIS_REACH); k += 1) {
      if (negates(tokens[k])) break;
      if (conditionStarts.has(k) || namesDisorder(tokens[k]!.norm)) return true;
    }
  }
  return false;
}

/**
 * A result frame ("shows", "found") only, where the result is still to come ("the MRI might show") or an old or
 * settled one ("the scan from last year showed", "shows the stone has passed"): no diagnosis of today.
 */
function readsNoCurrentResult(tokens: readonly WordToken[], stems: readonly string[], i: number): boolean {
  if (diagnosisFrames.matchAt(stems, i) || !resultFrames.matchAt(stems, i)) return false;
  const modal = [tokens[i - 1], tokens[i - 2]].some((t) => t !== undefined && resultModals.has(t.norm));
  return modal || containsPhrase(stems, resultNotCurrent);
}

/** "We were not able to find the cause of your pain", "the cause is unclear": the symptom is left unexplained. */
export function leavesCauseOpen(tokens: readonly WordToken[]): boolean {
  const stems = stemTokens(tokens);
  if (containsPhrase(stems, causeUnknown)) return true;
  for (let i = 0; i < stems.length; i += 1) {
    if (causeSought.matchAt(stems, i) && tokens.slice(0, i).some(negates)) return true;
  }
  return false;
}
