import {
  BENEFIT_CUES,
  DUTY_OPENERS,
  JUDGED_SUBJECTS,
  JUDGEMENT_OPENERS,
  JUDGEMENT_RECALL_WORDS,
  SUBJECTLESS_VERBS,
  WORKUP_NOUNS,
  WORKUP_VERBS,
} from '../vocabulary/clinician-first-person.vocab';
import { LEXICON } from './concept-lexicon';
import { cueIndex, stemTokens } from './phrase-index';
import { OWN_WORDS } from './speaker-cue.rules';
import type { WordToken } from './word-tokenizer';

/**
 * "i believe she has pertussis", "i will have to run some more tests": the clinician's own judgement or plan, said in
 * the first person. Patients speak in the first person too, but of their own care and conditions ("i think i have the
 * flu", "i will have to take time off", "i believe my mother had it"), so only a judgement of someone else's condition
 * or a workup arranged counts.
 */
const judgementOpeners = cueIndex(JUDGEMENT_OPENERS);
const dutyOpeners = cueIndex(DUTY_OPENERS);
const benefitCues = cueIndex(BENEFIT_CUES);
const workupVerbs = cueIndex(WORKUP_VERBS);
const workupNouns = cueIndex(WORKUP_NOUNS);
const subjects = new Set(JUDGED_SUBJECTS);
const subjectless = new Set(SUBJECTLESS_VERBS);
const recall = new Set(JUDGEMENT_RECALL_WORDS);
const own = new Set(OWN_WORDS);
// The condition or care is said right after its subject ("she has pertussis", "he would benefit from …").
const CLAIM_REACH = 4;
// "i will have to just run …": a word or so may stand between the duty and its verb.
const VERB_REACH = 2;
// "run some more tests", "order a chest x-ray": the workup closely follows its verb.
const OBJECT_REACH = 3;

/** Where the subject of a judgement ends, or -1 when the judgement is of the speaker's own condition. */
function judgedSubjectEnd(norms: readonly string[], at: number): number {
  const start = norms[at] === 'that' ? at + 1 : at;
  if (subjects.has(norms[start] ?? '')) return start + 1;
  return subjectless.has(norms[start] ?? '') ? start : -1;
}

/** A workup named at token i: a test or procedure, or one no test vocabulary names ("more tests"). */
function namesWorkupAt(stems: readonly string[], i: number): boolean {
  return LEXICON.tests.matchAt(stems, i) !== null || workupNouns.matchAt(stems, i) !== null;
}

/** Care named at token i: a workup or a medicine. */
function namesCareAt(stems: readonly string[], i: number): boolean {
  return namesWorkupAt(stems, i) || LEXICON.drugs.matchAt(stems, i) !== null;
}

function withinReach(stems: readonly string[], from: number, reach: number, test: (i: number) => boolean): boolean {
  for (let i = from; i < Math.min(stems.length, from + reach + 1); i += 1) if (test(i)) return true;
  return false;
}

/** "i believe she has pertussis", "i think he would benefit from an arthrodesis". */
function judgesOthersCondition(tokens: readonly WordToken[], stems: readonly string[]): boolean {
  const norms = tokens.map((token) => token.norm);
  const conditions = LEXICON.conditions.matchAll(tokens);
  for (let i = 0; i < stems.length; i += 1) {
    const opener = judgementOpeners.matchAt(stems, i);
    if (!opener) continue;
    const end = judgedSubjectEnd(norms, opener.last);
    if (end < 0 || norms.slice(end, end + CLAIM_REACH).some((norm) => recall.has(norm))) continue;
    if (conditions.some((c) => c.first >= end && c.first - end <= CLAIM_REACH)) return true;
    const benefit = (k: number): boolean => {
      const cue = benefitCues.matchAt(stems, k);
      return cue !== null && withinReach(stems, cue.last, OBJECT_REACH, (j) => namesCareAt(stems, j));
    };
    if (withinReach(stems, end, CLAIM_REACH, benefit)) return true;
  }
  return false;
}

/** "i will have to run some more tests", "i'll need to order an mri". */
function takesOnWorkup(tokens: readonly WordToken[], stems: readonly string[]): boolean {
  const norms = tokens.map((token) => token.norm);
  for (let i = 0; i < stems.length; i += 1) {
    const opener = dutyOpeners.matchAt(stems, i);
    if (!opener) continue;
    const arranges = (k: number): boolean => {
      const verb = workupVerbs.matchAt(stems, k);
      if (!verb) return false;
      // "i'll have to run to the lab": going somewhere is the patient's errand, not a workup ordered; and medicines
      // a patient orders too ("i need to order more insulin").
      const named = (j: number): boolean => namesWorkupAt(stems, j) && !norms.slice(verb.last, j).includes('to');
      return withinReach(stems, verb.last, OBJECT_REACH, named);
    };
    if (withinReach(stems, opener.last, VERB_REACH, arranges)) return true;
  }
  return false;
}

/** True when a first-person statement is the clinician judging another's condition or arranging a workup. */
export function voicesClinicianAct(tokens: readonly WordToken[]): boolean {
  if (tokens.some((token) => own.has(token.norm))) return false;
  const stems = stemTokens(tokens);
  return judgesOthersCondition(tokens, stems) || takesOnWorkup(tokens, stems);
}
