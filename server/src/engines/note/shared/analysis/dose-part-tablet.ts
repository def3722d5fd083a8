import {
  SPLIT_STRENGTH_UNITS,
  SPLIT_TABLET_NOUNS,
  TABLET_PART_LINKS,
  TABLET_PARTS,
} from '../vocabulary/tablet-part.vocab';
import type { DoseReader } from './dose-conflict';
import { formatNumber, readNumberAt } from './spoken-number';
import type { WordToken } from './word-tokenizer';

const PARTS = new Map(TABLET_PARTS);
const LINKS = new Set(TABLET_PART_LINKS);
const NOUNS = new Set(SPLIT_TABLET_NOUNS);
const STRENGTH = new RegExp(`^(\\d+(?:\\.\\d+)?) (${SPLIT_STRENGTH_UNITS.join('|')})$`);

/** The index after the link words from token i. */
function skipLinks(tokens: readonly WordToken[], i: number): number {
  let k = i;
  while (LINKS.has(tokens[k]?.norm ?? '')) k += 1;
  return k;
}

/**
 * The share of a tablet said at token i ("half a tablet", "half of a 5 mg tablet", "a quarter of the ten
 * milligram ones"), or null. "Two and a half tablets" is a count with a whole part, and "half an hour" names no
 * tablet, so neither is read.
 */
function partAt(tokens: readonly WordToken[], i: number, read: DoseReader): { share: number; of: boolean } | null {
  const share = PARTS.get(tokens[i]!.norm);
  const whole = tokens[i - 1]?.norm === 'and' || (tokens[i - 1]?.norm === 'a' && tokens[i - 2]?.norm === 'and');
  if (share === undefined || whole) return null;
  let k = skipLinks(tokens, i + 1);
  const strength = read(k);
  if (strength) k = skipLinks(tokens, strength.last);
  return NOUNS.has(tokens[k]?.norm ?? '') ? { share, of: tokens[k + 1]?.norm === 'of' } : null;
}

/** Whether a whole number of tablets is said too ("one tablet, or half a tablet"): which is taken is then unsure. */
function countsWholeTablets(tokens: readonly WordToken[], from: number, to: number): boolean {
  for (let i = from; i < to; i += 1) {
    const number = readNumberAt(tokens, i);
    if (number && number.last < to && NOUNS.has(tokens[number.last]!.norm) && tokens[number.last]!.norm !== 'ones')
      return true;
  }
  return false;
}

/** The words of one medicine's sig: from the end of the one before, its name's start, to the next one's name. */
export interface SigSpan {
  from: number;
  first: number;
  to: number;
}

/**
 * "The bisoprolol, half a tablet, the five milligram ones": the strength said is the tablet's, and the dose taken
 * is the part of it ("2.5 mg"). Read only in the medicine's own words, for a dose of one mass strength, when one
 * part of a tablet and no whole count of tablets is said there; otherwise the dose stays as read. "Half a tablet
 * of" after the name is the next medicine's. Arithmetic on what was said, never a guess.
 */
export function doseOfTabletPart(tokens: readonly WordToken[], span: SigSpan, dose: string, read: DoseReader): string {
  const strength = STRENGTH.exec(dose);
  if (!strength || countsWholeTablets(tokens, span.from, span.to)) return dose;
  const shares = new Set<number>();
  for (let i = span.from; i < span.to; i += 1) {
    const part = partAt(tokens, i, read);
    if (part && !(part.of && i > span.first)) shares.add(part.share);
  }
  if (shares.size !== 1) return dose;
  const [share] = [...shares];
  return `${formatNumber(Number(strength[1]) * share!)} ${strength[2]}`;
}
