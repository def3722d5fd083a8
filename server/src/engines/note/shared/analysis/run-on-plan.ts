import { ASKING_BEFORE_LEAD_IN, PLAN_LEAD_INS } from '../vocabulary/dose-talk.vocab';
import type { WordToken } from './word-tokenizer';

const leadIns = PLAN_LEAD_INS.map((phrase) => phrase.split(' '));
const asking: ReadonlySet<string> = new Set(ASKING_BEFORE_LEAD_IN);
// What the clinician does with a medicine today when the plan is stated.
const PLANNED: ReadonlySet<string> = new Set(['start', 'increase', 'decrease', 'continue']);
/** How many words the lead-in may stand before the medicine ("i'd like to reduce the doxazosin": two). */
const LEAD_REACH = 3;
/** How many words before the lead-in are looked at for a word that would make it asked. */
const ASK_REACH = 3;

/**
 * "i'd like to reduce the doxazosin back down to two milligrams at night and we'll see how your standing blood
 * pressure does": unpunctuated speech reads the whole run as a question for its "how", though the medicine's change
 * was stated as the plan before it. A medicine named with its dose and a change to it, right after the clinician's
 * own lead-in ("i'd like to", "you can keep taking"), is planned. A lead-in asked ("would you like me to increase
 * …", "shall i …") or a medicine with no dose stays asked.
 */
export function plannedBeforeQuestion(
  text: string,
  tokens: readonly WordToken[],
  item: { first: number; medication?: { dose?: string; action?: string } },
): boolean {
  if (!item.medication?.dose || !PLANNED.has(item.medication.action ?? '') || /[.?!]/.test(text)) return false;
  const words = tokens.map((token) => token.norm);
  for (let at = Math.max(0, item.first - LEAD_REACH - 4); at < item.first; at += 1) {
    const lead = leadIns.find((phrase) => phrase.every((word, k) => words[at + k] === word));
    if (!lead || item.first - (at + lead.length) > LEAD_REACH) continue;
    return !words.slice(Math.max(0, at - ASK_REACH), at).some((word) => asking.has(word));
  }
  return false;
}
