import type { WordToken } from './word-tokenizer';

/**
 * "any known allergies | nothing that i know of": in unpunctuated speech a bare "nothing" after a question is the
 * other speaker's answer, and a clause of knowing after "nothing" / "none" / "anything" only says how sure the
 * speaker is. Cut before that clause, the answer lost its "nothing" and a denied allergy or symptom went missing.
 * Data and pure checks.
 */

/** Words after which "nothing" is the object or complement of the clause, not an answer ("there is nothing"). */
export const NOT_BEFORE_NOTHING_ANSWER: readonly string[] = [
  'there',
  "there's",
  'is',
  'was',
  'do',
  'does',
  'did',
  'have',
  'has',
  'had',
  'got',
  'get',
  'with',
  'for',
  'about',
  'and',
  'or',
  'say',
  'said',
  'to',
  'of',
  'it',
  'means',
  'mean',
  'feel',
  'felt',
  'eat',
  'ate',
];

/** Indefinite words a hedge of knowing may describe ("none that i'm aware of", "nothing i can think of"). */
export const INDEFINITE_HEADS: readonly string[] = ['nothing', 'none', 'anything', 'something', 'nobody', 'no-one'];

/** Verbs of knowing that make the clause a hedge on the indefinite word. */
export const HEDGE_VERBS: readonly string[] = [
  'know',
  'known',
  'knew',
  'aware',
  'think',
  'remember',
  'recall',
  'heard',
];

/**
 * Verbs of telling or finding that, after "nothing you've …", make the clause say which things are meant
 * ("nothing you've said suggests sleep apnoea", "anything you've noticed"): cut there, the "nothing" stood alone as
 * an answer and what it negated read as present, so the clinician's ruling-out was coded as the diagnosis.
 */
export const TELLING_VERBS: readonly string[] = [
  'said',
  'say',
  'told',
  'tell',
  'mentioned',
  'described',
  'noticed',
  'seen',
  'found',
  'shown',
];

const notBefore = new Set(NOT_BEFORE_NOTHING_ANSWER);
const heads = new Set(INDEFINITE_HEADS);
const hedgeVerbs = new Set([...HEDGE_VERBS, ...TELLING_VERBS]);
const CLAUSE_OPENERS = new Set(['that', 'i', 'we', "i'm", "i've", 'which', 'you', "you've", "we've"]);
const HEDGE_REACH = 4;

/** Token i is a bare "nothing" that answers the question before it. */
export function saysNothingAt(tokens: readonly WordToken[], i: number): boolean {
  return tokens[i]?.norm === 'nothing' && !notBefore.has(tokens[i - 1]?.norm ?? '');
}

/** Token i opens a clause of knowing that describes the indefinite word before it ("nothing | that i have known"). */
export function hedgesIndefiniteAt(tokens: readonly WordToken[], i: number): boolean {
  if (!heads.has(tokens[i - 1]?.norm ?? '') || !CLAUSE_OPENERS.has(tokens[i]?.norm ?? '')) return false;
  return tokens.slice(i, i + HEDGE_REACH + 1).some((token) => hedgeVerbs.has(token.norm));
}
