import { DOCTOR_WORDS, OWN_WORDS } from './speaker-cue.rules';
import { readSentenceAct } from './sentence-act';
import type { WordToken } from './word-tokenizer';

/**
 * "i'll order a urine sample to see if you have an infection", "we're going to start you on an inhaler": care
 * planned for the one spoken to. Patients plan their own care in the first person ("i'll take my tablets", "can you
 * give me something"); planning the listener's care is the clinician's talk, so once speech has lost its speaker
 * tags these words still tell who said them.
 */
// The second person of the clinician's talk; talk of one's own care or body is the patient's, whoever is addressed.
const LISTENER = new Set(DOCTOR_WORDS);
const OWN = new Set(OWN_WORDS);

export function plansListenersCare(tokens: readonly WordToken[]): boolean {
  const words = tokens.map((token) => token.norm);
  if (!words.some((word) => LISTENER.has(word)) || words.some((word) => OWN.has(word))) return false;
  return readSentenceAct(tokens) === 'plan';
}
