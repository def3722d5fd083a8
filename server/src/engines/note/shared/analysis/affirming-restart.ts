import { AFFIRMING_RESTARTS, RESTART_DETERMINERS, RESTART_NEGATIONS } from '../vocabulary/question-topic.vocab';
import type { WordToken } from './word-tokenizer';

const restarts = new Set(AFFIRMING_RESTARTS);
const negations = new Set(RESTART_NEGATIONS);
const determiners = new Set(RESTART_DETERMINERS);
/** How far after the determiner the finding it opens may start ("the blue inhaler", "my left knee"). */
const DETERMINED_NOUN_REACH = 3;

/**
 * "It isn't a migraine, it's a cluster headache": once a finding has been named, an "it's" that is not itself
 * negated says what it is instead, so it closes the scope of the denial before it. Speech has no comma to part
 * the two, so the word itself must. "I don't think it's a migraine" names no finding before "it's" and keeps it.
 */
export function affirmingRestarts(tokens: readonly WordToken[], findings: readonly { last: number }[]): number[] {
  const positions: number[] = [];
  tokens.forEach((token, i) => {
    if (!restarts.has(token.norm) || negations.has(tokens[i + 1]?.norm ?? '')) return;
    if (findings.some((span) => span.last <= i)) positions.push(i);
  });
  return positions;
}

/**
 * "no wheezing, the inhaler keeps it quiet": a determiner right after a finding, with no list word or preposition
 * between, opens the subject of a new clause; the denial before it ends there. "No swelling in the ankles" has its
 * preposition between and goes on.
 */
export function determinerRestarts(
  tokens: readonly WordToken[],
  findings: readonly { first: number; last: number }[],
): number[] {
  const positions: number[] = [];
  tokens.forEach((token, i) => {
    if (!determiners.has(token.norm) || !findings.some((span) => span.last === i)) return;
    // The new subject is itself a finding ("the inhaler"), not when the denial was ("no fever the past week").
    if (findings.some((span) => span.first > i && span.first <= i + DETERMINED_NOUN_REACH)) positions.push(i);
  });
  return positions;
}
