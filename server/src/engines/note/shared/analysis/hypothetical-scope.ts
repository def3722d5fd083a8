import {
  HYPOTHETICAL_SCOPE_ENDS,
  OWNED_CAUSE_LEADS,
  SCOPE_END_HEDGES,
  SHORT_HYPOTHETICAL_SCOPE_TOKENS,
  SHORT_REACH_HYPOTHETICAL_PHRASES,
  WOULD_BE_CAUSE_PHRASES,
} from '../vocabulary/hypothetical-trigger.vocab';
import { cueIndex, stemTokens } from './phrase-index';
import type { WordToken } from './word-tokenizer';

const scopeEnds = cueIndex(HYPOTHETICAL_SCOPE_ENDS);
const hedges = new Set(SCOPE_END_HEDGES);
const shortReach = new Set(SHORT_REACH_HYPOTHETICAL_PHRASES);
const wouldBeCauses = new Set(WOULD_BE_CAUSE_PHRASES);
const ownedLeads = new Set(OWNED_CAUSE_LEADS);

/**
 * Token indexes where a speaker's own first-person clause is joined on ("… can make you flushed | and my ankles
 * …"): a hypothetical trigger's reach ends there. "and I think headaches" goes on with the general talk.
 */
export function findHypotheticalEnds(tokens: readonly WordToken[]): number[] {
  const stems = stemTokens(tokens);
  const ends: number[] = [];
  for (let i = 0; i < stems.length; i += 1) {
    const match = scopeEnds.matchAt(stems, i);
    if (match && !hedges.has(tokens[match.last]?.norm ?? '')) ends.push(i);
  }
  return ends;
}

/** The reach of a hypothetical trigger phrase: short for what a medicine may do, else the long safety-net reach. */
export function hypotheticalScope(phrase: string, longScope: number): number {
  return shortReach.has(phrase) ? SHORT_HYPOTHETICAL_SCOPE_TOKENS : longScope;
}

/** "Your diabetes would explain the numbness": a would-be-cause phrase leaves a finding said as the patient's own. */
export function explainsOwnedFinding(phrase: string, words: readonly string[], spanFirst: number): boolean {
  return wouldBeCauses.has(phrase) && ownedLeads.has(words[spanFirst - 1] ?? '');
}
