/**
 * How a part of a tablet is said ("half a tablet, the five milligram ones", "a quarter of a 10 mg tablet"): the
 * part, the words that may link it to the tablet, and the nouns that name the tablet. Data only; the dose reader
 * decides what they mean.
 */

/** A part of one tablet and the share of its strength taken. */
export const TABLET_PARTS: ReadonlyArray<readonly [string, number]> = [
  ['half', 0.5],
  ['quarter', 0.25],
];

/** Words that may stand between the part and the tablet ("half of a", "a quarter of the", "half a"). */
export const TABLET_PART_LINKS: readonly string[] = ['a', 'an', 'of', 'the', 'one'];

/** Nouns that name the tablet cut ("half a tablet", "half of the 5 mg ones"). */
export const SPLIT_TABLET_NOUNS: readonly string[] = ['tablet', 'tablets', 'pill', 'pills', 'ones'];

/** Units of a strength a part of a tablet divides (a mass; a volume or a count is no tablet's strength). */
export const SPLIT_STRENGTH_UNITS: readonly string[] = ['mg', 'mcg', 'g'];

/**
 * Words in a medicine's sig that make a part of a tablet no dose taken now: asked or offered ("should I take half
 * a tablet", "you could try half"), conditional ("half a tablet if you feel dizzy") or a past habit ("I used to
 * take half a tablet"). The tablet's strength then stays the dose as read.
 */
export const TABLET_PART_HEDGES: readonly string[] = [
  ...['should', 'shall', 'could', 'can', 'would', 'might', 'may', 'if', 'whether', 'maybe', 'perhaps', 'used'],
];
