import type { Assertion } from '../../../../coding/clinical-finding';
import {
  HISTORY_OF_PHRASES,
  HISTORICAL_BACKWARD_PHRASES,
  HISTORICAL_FORWARD_PHRASES,
  LIFE_TIME_PHRASES,
} from './history-trigger.vocab';
import { FAMILY_BACKWARD_PHRASES, FAMILY_FORWARD_PHRASES } from './experiencer-trigger.vocab';
import { HYPOTHETICAL_BACKWARD_PHRASES, HYPOTHETICAL_FORWARD_PHRASES } from './hypothetical-trigger.vocab';
import { NEGATION_BACKWARD_PHRASES, NEGATION_FORWARD_PHRASES } from './negation-trigger.vocab';
import { PSEUDO_PHRASES } from './pseudo-trigger.vocab';
import { RELATIVE_PSEUDO_PHRASES, RELATIVE_WORDS } from './relative-word.vocab';
import { UNCERTAIN_BACKWARD_PHRASES, UNCERTAIN_FORWARD_PHRASES } from './uncertainty-trigger.vocab';

/** What a trigger does to the findings in its scope; `pseudo` phrases look like triggers but are not. */
export type TriggerCategory = Exclude<Assertion, 'present'> | 'pseudo' | 'history-of';
/** Forward triggers reach findings after them, backward ones findings before them. */
export type TriggerDirection = 'forward' | 'backward' | 'both';

export interface ContextTrigger {
  phrase: string;
  category: TriggerCategory;
  direction: TriggerDirection;
}

function triggers(
  category: TriggerCategory,
  direction: TriggerDirection,
  phrases: readonly string[],
): ContextTrigger[] {
  return phrases.map((phrase) => ({ phrase, category, direction }));
}

// The phrase lists live in one file per trigger class; these re-exports keep every name importable from here.
export { ANSWER_CLAUSE_STARTS, ANSWER_WORDS, CLOSING_DENIALS, CONTRAST_CUES } from './negation-trigger.vocab';
export { NON_KIN_PEOPLE, PEOPLE_IN_GENERAL } from './non-patient-person.vocab';
export { COMPARING_WORDS, REPORTING_VERBS } from './experiencer-trigger.vocab';
export { SCOPE_TERMINATORS } from './pseudo-trigger.vocab';

/**
 * ConText-style triggers, written for spoken visits ("do n't", "no , not that i've noticed"). Longer phrases win
 * over the shorter phrases they contain, so "no change" (pseudo) shadows "no".
 */
export const CONTEXT_TRIGGERS: readonly ContextTrigger[] = [
  ...triggers('negated', 'forward', NEGATION_FORWARD_PHRASES),
  ...triggers('negated', 'backward', NEGATION_BACKWARD_PHRASES),
  ...triggers('pseudo', 'both', PSEUDO_PHRASES),
  ...triggers('history-of', 'forward', HISTORY_OF_PHRASES),
  ...triggers('historical', 'forward', HISTORICAL_FORWARD_PHRASES),
  ...triggers('historical', 'backward', HISTORICAL_BACKWARD_PHRASES),
  // A time of life dates what is said before or after it ("I broke my wrist when I was ten", "in college I had …").
  ...triggers('historical', 'both', LIFE_TIME_PHRASES),
  ...triggers('hypothetical', 'forward', HYPOTHETICAL_FORWARD_PHRASES),
  ...triggers('hypothetical', 'backward', HYPOTHETICAL_BACKWARD_PHRASES),
  ...triggers('uncertain', 'forward', UNCERTAIN_FORWARD_PHRASES),
  ...triggers('uncertain', 'backward', UNCERTAIN_BACKWARD_PHRASES),
  ...triggers('family', 'forward', FAMILY_FORWARD_PHRASES),
  ...triggers('family', 'backward', FAMILY_BACKWARD_PHRASES),
  // British and everyday names of relatives, and "my family doctor" (no relative), kept in their own file.
  ...triggers('family', 'forward', RELATIVE_WORDS),
  ...triggers('pseudo', 'forward', RELATIVE_PSEUDO_PHRASES),
];

/** Token budget of a trigger's scope within a sentence, when no terminator comes first. */
export const FORWARD_SCOPE_TOKENS = 14;
export const BACKWARD_SCOPE_TOKENS = 6;
/**
 * Safety-netting runs long lists after one "if" ("if it becomes weepy, crusty or painful, you get blisters, or you
 * feel unwell with a fever, contact us"): hypothetical triggers reach further.
 */
export const HYPOTHETICAL_SCOPE_TOKENS = 28;
