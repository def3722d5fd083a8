import { AFFIRMING_RESTARTS, RESTART_NEGATIONS } from '../vocabulary/question-topic.vocab';
import type { WordToken } from './word-tokenizer';

const restarts = new Set(AFFIRMING_RESTARTS);
const negations = new Set(RESTART_NEGATIONS);

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
