import type { FindingKind } from '../../../../coding/clinical-finding';
import { LEXICON, lateralityOf } from './concept-lexicon';
import { stemTokens } from './phrase-index';
import type { WordToken } from './word-tokenizer';

export type Side = 'right' | 'left' | 'bilateral';

/** A side word said about a part of the body, at token `at`. */
export interface SideAnchor {
  at: number;
  side: Side;
}

// "the right is normal", "on the left", "to the right": a side word standing for a side of the body.
const SIDE_OWNERS = new Set(['the', 'on', 'to', 'his', 'her', 'your', 'my', 'their', 'both']);
const SIDE_NOUNS = new Set(['side', 'sides', 'one', 'ones']);
// Clause openers: what follows them is said about something else ("the right is red but the left is normal").
const CLAUSE_BREAKS = new Set(['but', 'however', 'whereas', 'while', 'although', 'though', 'except']);
const NEW_SUBJECTS = new Set(['the', 'his', 'her', 'your', 'my', 'their', 'there']);
const SIDED_KINDS: ReadonlySet<FindingKind> = new Set(['symptom', 'condition', 'exam', 'order']);
const REACH_BEFORE = 6;
const REACH_AFTER = 5;

/** "right", "left-sided", "bilaterally", "both": the side a word names, if it names one. */
function sideWord(word: string | undefined): Side | undefined {
  if (!word) return undefined;
  return lateralityOf(word) ?? lateralityOf(word.replace(/-sided$/, ''));
}

/**
 * Side words that say which side of the body is meant: before a body part or a finding ("right eardrum", "both
 * ears"), as a place ("on the left side"), or bilaterally. "All right" and "right now" name no side.
 */
export function findSideAnchors(tokens: readonly WordToken[], namedAt: ReadonlySet<number>): SideAnchor[] {
  const stems = stemTokens(tokens);
  const anchors: SideAnchor[] = [];
  tokens.forEach((token, i) => {
    const side = sideWord(token.norm);
    if (!side) return;
    const partFollows = [i + 1, i + 2].some((k) => namedAt.has(k) || LEXICON.sites.matchAt(stems, k) !== null);
    const asPlace =
      SIDE_OWNERS.has(tokens[i - 1]?.norm ?? '') &&
      (SIDE_NOUNS.has(tokens[i + 1]?.norm ?? '') ||
        tokens[i + 1] === undefined ||
        CLAUSE_BREAKS.has(tokens[i + 1]!.norm) ||
        tokens[i + 1]!.norm === 'is');
    const standsAlone = token.norm === 'bilaterally' || token.norm === 'bilateral' || /-sided$/.test(token.norm);
    if (
      token.norm === 'both'
        ? partFollows || SIDE_NOUNS.has(tokens[i + 1]?.norm ?? '')
        : partFollows || asPlace || standsAlone
    )
      anchors.push({ at: i, side });
  });
  return anchors;
}

/** Token positions where a new clause about something else begins. */
export function clauseBreaks(tokens: readonly WordToken[]): number[] {
  const breaks: number[] = [];
  tokens.forEach((token, i) => {
    if (CLAUSE_BREAKS.has(token.norm) || (token.norm === 'and' && NEW_SUBJECTS.has(tokens[i + 1]?.norm ?? '')))
      breaks.push(i);
  });
  return breaks;
}

interface Sidable {
  kind: FindingKind;
  first: number;
  last: number;
  attributes: Record<string, string>;
}

/**
 * Gives each symptom, condition, exam finding and test of a sentence the side said with it: the side word before
 * it in its clause ("his right eardrum is red"), else one just after it ("ear pain on the right side").
 */
export function assignSides(tokens: readonly WordToken[], mentions: readonly Sidable[]): void {
  const namedAt = new Set(mentions.map((mention) => mention.first));
  const anchors = findSideAnchors(tokens, namedAt);
  if (anchors.length === 0) return;
  const breaks = clauseBreaks(tokens);
  const sameClause = (a: number, b: number) => !breaks.some((k) => k > Math.min(a, b) && k <= Math.max(a, b));
  for (const mention of mentions) {
    if (!SIDED_KINDS.has(mention.kind) || mention.attributes.laterality) continue;
    const before = anchors
      .filter((a) => a.at < mention.first && mention.first - a.at <= REACH_BEFORE && sameClause(a.at, mention.first))
      .at(-1);
    const inside = anchors.find((a) => a.at >= mention.first && a.at < mention.last);
    const after = anchors.find(
      (a) =>
        a.at >= mention.last &&
        a.at - mention.last < REACH_AFTER &&
        sameClause(mention.last, a.at) &&
        !namedAt.has(a.at + 1) &&
        !namedAt.has(a.at + 2),
    );
    const anchor = inside ?? before ?? after;
    if (anchor) mention.attributes.laterality = anchor.side;
  }
}
