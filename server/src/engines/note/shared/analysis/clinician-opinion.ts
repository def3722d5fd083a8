import { ASKS_OPINION, NOT_VOCATIVE_BEFORE, TELLS_CONDITION } from '../vocabulary/clinician-opinion.vocab';
import { LEXICON } from './concept-lexicon';
import { stemTokens, cueIndex } from './phrase-index';
import type { WordToken } from './word-tokenizer';

const tellsCondition = cueIndex(TELLS_CONDITION);
const asksOpinion = cueIndex(ASKS_OPINION);
const notVocative = new Set(NOT_VOCATIVE_BEFORE);
// "you have some inflammation in your gallbladder": a few words may stand between the cue and the condition.
const CONDITION_REACH = 3;
const DOCTOR_NAMES = new Set(['doctor', 'doc']);

/**
 * "you have inflammation in your gallbladder", "you've got a chest infection": telling the listener which condition
 * they have is the clinician's; a patient tells of their own ("I have …").
 */
export function tellsListenerCondition(tokens: readonly WordToken[]): boolean {
  const stems = stemTokens(tokens);
  const conditions = LEXICON.conditions.matchAll(tokens);
  if (conditions.length === 0) return false;
  for (let i = 0; i < stems.length; i += 1) {
    const cue = tellsCondition.matchAt(stems, i);
    if (cue && conditions.some((c) => c.first >= cue.last && c.first - cue.last <= CONDITION_REACH)) return true;
  }
  return false;
}

/** "what do you think doctor", "doc what is it": the question is put to the clinician by name. */
function addressesClinician(tokens: readonly WordToken[]): boolean {
  const norms = tokens.map((token) => token.norm);
  const last = norms.length - 1;
  if (DOCTOR_NAMES.has(norms[0] ?? '')) return true;
  // "did you see a doctor" names one; only a bare "… doctor" closing the question calls the listener.
  return last > 0 && DOCTOR_NAMES.has(norms[last]!) && !notVocative.has(norms[last - 1]!);
}

/**
 * "what does she have", "what's her diagnosis", or a question put to the doctor by name: it asks for the clinician's
 * opinion, so the statement answering it is the clinician's, however few cues its words hold.
 */
export function asksClinicianOpinion(tokens: readonly WordToken[]): boolean {
  const stems = stemTokens(tokens);
  return addressesClinician(tokens) || stems.some((_, i) => asksOpinion.matchAt(stems, i) !== null);
}
