import { cueIndex } from './phrase-index';

/**
 * A speaker's hedge on what they just said ("no one has memory problems as far as i know or any other illness").
 * The hedge is no topic lead-in like "as far as your diabetes": when the clause goes on after it (or nothing
 * follows), it belongs to the sentence before it, and cutting there would leave the rest of a denied list standing
 * alone as if present. Data and one pure check.
 */
export const HEDGE_TAILS: readonly string[] = [
  'as far as i know',
  'as far as i can tell',
  'as far as i can remember',
  'as far as i remember',
  'as far as i recall',
  "as far as i'm aware",
  'as far as i am aware',
  'as far as we know',
  "as far as we're aware",
  'as far as we are aware',
  'as far as i can see',
];

/** Words after the hedge that carry on the clause before it ("… as far as i know | or any …"). */
const CLAUSE_GOES_ON = new Set(['or', 'nor', 'and', 'either', 'anyway', 'though', 'at', 'anyhow']);

const hedges = cueIndex(HEDGE_TAILS);

/** True when a hedge starts at token `i` and closes the clause before it rather than opening a new one. */
export function hedgeTailAt(stems: readonly string[], i: number): boolean {
  const match = hedges.matchAt(stems, i);
  if (match === null) return false;
  const next = stems[match.last];
  return next === undefined || CLAUSE_GOES_ON.has(next);
}
