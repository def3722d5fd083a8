import { ASKING_BEFORE_LEAD_IN, PLAN_LEAD_INS, PLANNED_MEDICATION_ACTIONS } from '../vocabulary/dose-talk.vocab';
import { NEGATION_FORWARD_PHRASES } from '../vocabulary/negation-trigger.vocab';
import type { Sentence } from './analysis.types';

const leadIns = PLAN_LEAD_INS.map((phrase) => phrase.split(' '));
const asking: ReadonlySet<string> = new Set(ASKING_BEFORE_LEAD_IN);
const planned: ReadonlySet<string> = new Set(PLANNED_MEDICATION_ACTIONS);
// One-word denials ("let us not start …", "we'll never increase …"); any "…n't" word ("we won't start") too.
const denying: ReadonlySet<string> = new Set(NEGATION_FORWARD_PHRASES.filter((phrase) => !phrase.includes(' ')));
const denies = (word: string) => denying.has(word) || word.endsWith("n't");
/** How many words the lead-in may stand before the medicine ("i'd like to reduce the doxazosin": two). */
const LEAD_REACH = 3;
/** How many words before the lead-in are looked at for a word that would make it asked. */
const ASK_REACH = 3;

/**
 * "i'd like to reduce the doxazosin back down to two milligrams at night and we'll see how your standing blood
 * pressure does": unpunctuated speech reads the whole run as a question for its "how", though the medicine's change
 * was stated as the plan before it. A medicine named with its dose and a change to it, right after the clinician's
 * own lead-in ("i'd like to", "you can keep taking"), is planned. Speech only: a written question was asked. A
 * lead-in asked ("would you like me to increase …", "shall i …"), a change denied after it ("let us not start
 * metformin …") or a medicine with no dose stays asked.
 */
export function plannedBeforeQuestion(
  sentence: Pick<Sentence, 'tokens' | 'spoken'>,
  item: { first: number; medication?: { dose?: string; action?: string } },
): boolean {
  if (!sentence.spoken || !item.medication?.dose || !planned.has(item.medication.action ?? '')) return false;
  const words = sentence.tokens.map((token) => token.norm);
  for (let at = Math.max(0, item.first - LEAD_REACH - 4); at < item.first; at += 1) {
    const lead = leadIns.find((phrase) => phrase.every((word, k) => words[at + k] === word));
    if (!lead || item.first - (at + lead.length) > LEAD_REACH) continue;
    if (words.slice(at, item.first).some(denies)) return false;
    return !words.slice(Math.max(0, at - ASK_REACH), at).some((word) => asking.has(word));
  }
  return false;
}
