import { cueIndex } from './phrase-index';
import {
  CLAUSE_END_PRONOUNS,
  CONDITION_JOINS,
  CONDITION_SUBJECTS,
  CONSEQUENCE_REACH,
  CONSEQUENCE_STARTS,
  CONSEQUENCE_WORDS,
  MAIN_CLAUSE_OPENINGS,
} from './conditional-seam.rules';
import type { WordToken } from './word-tokenizer';

/**
 * Safety-netting said condition first: "… thirty minutes before breakfast if you have black stools or vomit blood
 * stop the tablets and call us". Speech gives no comma or full stop, and a condition glued to the sentence before
 * it reads as part of that sentence, its findings as if said of the patient. When an "if" clause is followed by
 * its consequence, the condition opens a new sentence; the consequence then stays with its condition rather than
 * being cut off as a new instruction. Pure checks over a piece's tokens, used by the sentence splitter.
 */
const consequences = cueIndex(CONSEQUENCE_STARTS);
const mainClauses = cueIndex(MAIN_CLAUSE_OPENINGS);
const subjects = new Set(CONDITION_SUBJECTS);
const joins = new Set(CONDITION_JOINS);
const clauseEnds = new Set(CLAUSE_END_PRONOUNS);
// "if I walk too far I have to stop": the speaker's own experience, no advice.
const FIRST_PERSON = new Set(['i', "i'm", "i've", "i'd", 'my', 'me']);

/** Where the "if" of a condition opening at token i is: i itself, or i + 1 after a joining word; -1 otherwise. */
function ifAt(tokens: readonly WordToken[], i: number): number {
  if (tokens[i]?.norm === 'if') return i;
  return joins.has(tokens[i]?.norm ?? '') && tokens[i + 1]?.norm === 'if' ? i + 1 : -1;
}

/** Where the consequence of the "if" at `at` starts, or -1 when none comes within reach (or another "if" first). */
function consequenceAfter(
  tokens: readonly WordToken[],
  stems: readonly string[],
  at: number,
  reach = CONSEQUENCE_REACH,
): number {
  const end = Math.min(tokens.length, at + 1 + reach);
  // The condition needs a verb at least: "if you | call …" is no condition yet.
  for (let k = at + 3; k < end; k += 1) {
    if (tokens[k]!.norm === 'if') return -1;
    if (consequences.matchAt(stems, k) !== null) return k;
  }
  return -1;
}

/** The condition at `at` (its "if") is a clause of its own, not the speaker's own experience. */
function advisesOn(tokens: readonly WordToken[], at: number, consequence: number): boolean {
  if (!subjects.has(tokens[at + 1]?.norm ?? '')) return false;
  return !tokens.slice(at + 1, consequence).some((token) => FIRST_PERSON.has(token.norm));
}

/** Tokens [last, i) hold an "if" whose consequence has not come yet: conditions are still being listed. */
function conditionOpen(tokens: readonly WordToken[], stems: readonly string[], last: number, i: number): boolean {
  for (let k = i - 1; k >= last; k -= 1) {
    if (consequences.matchAt(stems, k) !== null) return false;
    if (tokens[k]!.norm === 'if') return true;
  }
  return false;
}

/**
 * Token i opens a condition whose consequence follows ("… before breakfast | if you have black stools … stop the
 * tablets"): a new sentence starts there, unless it goes on with a list of conditions opened since the last cut
 * (`last`) ("if the light hurts her eyes and if her vision changes …"). `stems` are the piece's stemmed words.
 */
export function opensConditionAt(
  tokens: readonly WordToken[],
  stems: readonly string[],
  last: number,
  i: number,
): boolean {
  const at = ifAt(tokens, i);
  if (at < 0 || conditionOpen(tokens, stems, last, i)) return false;
  const consequence = consequenceAfter(tokens, stems, at);
  return consequence > 0 && advisesOn(tokens, at, consequence);
}

/**
 * "carol's going to love this | now if you get chest pain … call 999": a pronoun that can end a clause ("this")
 * leaves room for a condition opened with its own joining word ("now if", "and if") after it, though "this" before
 * a noun would join the two.
 */
export function conditionAfterPronounAt(tokens: readonly WordToken[], i: number): boolean {
  return clauseEnds.has(tokens[i - 1]?.norm ?? '') && ifAt(tokens, i) === i + 1;
}

/**
 * Token i lies inside a condition opened since `last` whose consequence is still to come, or at that consequence
 * ("if you get a fever | that goes on … | call us"): the general cues ("that", "call us") would cut the condition
 * from what to do about it, leaving "if you get a fever" standing as a plan of its own and the consequence alone.
 * `atConsequence` false leaves the consequence's own start free: a written "If it gets worse. Come back." cut
 * there leaves two whole clauses, where a cut inside the condition ("or you get a sore | on your foot") leaves none.
 * In writing (`atConsequence` false) the full stop bounds the sentence, so a long list of conditions ("If he gets
 * a fever, won't put weight on the leg, the pain wakes him at night, … bring him in") keeps its consequence
 * however far it comes; unpunctuated speech looks only within CONSEQUENCE_REACH words.
 */
export function insideConditionAt(
  tokens: readonly WordToken[],
  stems: readonly string[],
  last: number,
  i: number,
  atConsequence = true,
): boolean {
  for (let k = i - 1; k >= last; k -= 1) {
    if (consequences.matchAt(stems, k) !== null) return false;
    if (tokens[k]!.norm !== 'if') continue;
    const consequence = consequenceAfter(tokens, stems, k, atConsequence ? CONSEQUENCE_REACH : tokens.length);
    return (consequence > i || (atConsequence && consequence === i)) && advisesOn(tokens, k, consequence);
  }
  return false;
}

/**
 * Token i lies inside a consequence said after its condition ("… hurting yourself, stop | it and call me"): a
 * subject cue at the object ("it") would cut the action in two, "stop." and "It and call me." each nonsense.
 */
export function splitsConsequenceAt(tokens: readonly WordToken[], stems: readonly string[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - CONSEQUENCE_WORDS); k -= 1) {
    const match = consequences.matchAt(stems, k);
    if (match === null || !tokens.slice(0, k).some((token) => token.norm === 'if')) continue;
    // "stop it | and call us": a second action joined to the first goes on with it.
    if (match.last > i || (match.last === i && chainsActionAt(tokens, stems, i))) return true;
  }
  return false;
}

const ACTION_JOINS = new Set(['and', 'or', 'then']);
const chainsActionAt = (tokens: readonly WordToken[], stems: readonly string[], i: number) =>
  ACTION_JOINS.has(tokens[i]?.norm ?? '') && consequences.matchAt(stems, i + 1) !== null;

/**
 * Token i opens what the clinician will do about a condition that opened the piece at `last` ("if you're still
 * limited after three months, | i'll send you to surgery"): one sentence, else "If you're still limited after three
 * months." stands alone as nonsense. Only a condition that opens the piece: "call me if you need to | i'll see you
 * in a month" ends its sentence before the "i'll".
 */
export function answersOpeningConditionAt(
  tokens: readonly WordToken[],
  stems: readonly string[],
  last: number,
  i: number,
): boolean {
  const at = ifAt(tokens, last);
  if (at < 0 || i - at > CONSEQUENCE_REACH || mainClauses.matchAt(stems, i) === null) return false;
  if (!advisesOn(tokens, at, i)) return false;
  for (let k = at + 1; k < i; k += 1) {
    if (tokens[k]!.norm === 'if' || consequences.matchAt(stems, k) !== null) return false;
  }
  return true;
}
