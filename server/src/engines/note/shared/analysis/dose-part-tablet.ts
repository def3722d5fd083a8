import {
  SPLIT_STRENGTH_UNITS,
  SPLIT_TABLET_NOUNS,
  TABLET_PART_HEDGES,
  TABLET_PART_LINKS,
  TABLET_PARTS,
} from '../vocabulary/tablet-part.vocab';
import type { DoseReader } from './dose-conflict';
import { formatNumber, readNumberAt } from './spoken-number';
import type { WordToken } from './word-tokenizer';

const PARTS = new Map(TABLET_PARTS);
const LINKS = new Set(TABLET_PART_LINKS);
const NOUNS = new Set(SPLIT_TABLET_NOUNS);
const HEDGES = new Set(TABLET_PART_HEDGES);
const STRENGTH = new RegExp(`^(\\d+(?:\\.\\d+)?) (${SPLIT_STRENGTH_UNITS.join('|')})$`);

/** The index after the link words from token i. */
function skipLinks(tokens: readonly WordToken[], i: number): number {
  let k = i;
  while (LINKS.has(tokens[k]?.norm ?? '')) k += 1;
  return k;
}

/** A part of a tablet: its share, whether "of" follows its noun, where the noun is, the strength said inside it. */
interface TabletPart {
  share: number;
  of: boolean;
  noun: number;
  inner: string | null;
}

/**
 * The share of a tablet said at token i ("half a tablet", "half of a 5 mg tablet", "a quarter of the ten
 * milligram ones"), or null. "Two and a half tablets" is a count with a whole part, and "half an hour" names no
 * tablet, so neither is read.
 */
function partAt(tokens: readonly WordToken[], i: number, read: DoseReader): TabletPart | null {
  const share = PARTS.get(tokens[i]!.norm);
  const whole = tokens[i - 1]?.norm === 'and' || (tokens[i - 1]?.norm === 'a' && tokens[i - 2]?.norm === 'and');
  if (share === undefined || whole) return null;
  let k = skipLinks(tokens, i + 1);
  const strength = read(k);
  if (strength) k = skipLinks(tokens, strength.last);
  if (!NOUNS.has(tokens[k]?.norm ?? '')) return null;
  return { share, of: tokens[k + 1]?.norm === 'of', noun: k, inner: strength?.dose ?? null };
}

/** The index after the link words from token i, and after the medicine's name (and its links) when it stands there. */
function skipToStrength(tokens: readonly WordToken[], i: number, span: SigSpan): number {
  const k = skipLinks(tokens, i);
  return k === span.first ? skipLinks(tokens, span.name) : k;
}

/**
 * Whether the part is said of the very tablet whose strength is the dose: the strength inside the part ("a quarter
 * of a 50 mg tablet"), straight after it ("half a tablet, the 5 mg ones", "half a tablet of the ramipril, the ten
 * milligram ones") or straight before it ("ramipril ten milligrams, half a tablet"). A part with other words
 * between ("ten milligrams, my wife takes half a tablet"; "bisoprolol, half a tablet, and amlodipine, the ten
 * milligram ones") may be another medicine's or another person's.
 */
function saidOfStrength(
  tokens: readonly WordToken[],
  at: number,
  part: TabletPart,
  span: SigSpan,
  dose: string,
  read: DoseReader,
): boolean {
  if (part.inner !== null) return part.inner === dose;
  if (read(skipToStrength(tokens, part.noun + 1, span))?.dose === dose) return true;
  for (let j = span.from; j < at; j += 1) {
    const strength = read(j);
    if (strength?.dose === dose && skipToStrength(tokens, strength.last, span) === at) return true;
  }
  return false;
}

/** Whether the sig asks, offers, conditions or recalls what is taken ("should I take half", "I used to take half"). */
function hedged(tokens: readonly WordToken[], span: SigSpan): boolean {
  for (let i = span.from; i < span.to; i += 1) if (HEDGES.has(tokens[i]!.norm)) return true;
  return false;
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
  /** The index just after the medicine's name. */
  name: number;
  to: number;
}

/**
 * "The bisoprolol, half a tablet, the five milligram ones": the strength said is the tablet's, and the dose taken
 * is the part of it ("2.5 mg"). Read only in the medicine's own words, for a dose of one mass strength, when one
 * part of a tablet and no whole count of tablets is said there, the part next to the strength, and nothing in the
 * sig asks, offers, conditions or recalls it; otherwise the dose stays as read. "Half a tablet of" after the name
 * is the next medicine's. Arithmetic on what was said, never a guess.
 */
export function doseOfTabletPart(tokens: readonly WordToken[], span: SigSpan, dose: string, read: DoseReader): string {
  const strength = STRENGTH.exec(dose);
  if (!strength || countsWholeTablets(tokens, span.from, span.to) || hedged(tokens, span)) return dose;
  const shares = new Set<number>();
  for (let i = span.from; i < span.to; i += 1) {
    const part = partAt(tokens, i, read);
    if (part && !(part.of && i > span.first) && saidOfStrength(tokens, i, part, span, dose, read))
      shares.add(part.share);
  }
  if (shares.size !== 1) return dose;
  const [share] = [...shares];
  return `${formatNumber(Number(strength[1]) * share!)} ${strength[2]}`;
}
