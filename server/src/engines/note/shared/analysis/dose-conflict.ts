import { CORRECTION_CUES } from '../vocabulary/correction-cue.vocab';
import { MEASURING_DEVICES } from '../vocabulary/medication-sig.vocab';
import { isCountedDose } from './counted-unit';
import type { WordToken } from './word-tokenizer';

/** Reads a dose at token i (the medication extractor's reader, passed in so this module stays a leaf). */
export type DoseReader = (i: number) => { dose: string; last: number } | null;

/** "1 capsule", "2 puffs": a count of what is taken, never a second strength; a strength said for it replaces it. */
export const isCount = (dose: string | undefined) => dose !== undefined && isCountedDose(dose);
const MEASURES = new Set(MEASURING_DEVICES);
// "I take 4 mg instead of the 6 mg": what follows is the dose not taken, so no rival to the first.
const NOT_TAKEN = new Set(['instead of', 'rather than']);
// Words a rival strength follows ("otherwise I take 2.5 mg", "or 10 mg"). After any other word ("and doxazosin
// 4 mg", a bare "and 20 mg") the number may be the strength of a medicine the vocabulary does not know; "then"
// and timed doses are schedules, read whole elsewhere.
const BEFORE_RIVAL = new Set([
  ...['take', 'takes', 'taking', 'took', 'use', 'uses', 'using', 'have', 'has', 'had', 'on', 'at', 'to', 'up'],
  ...['or', 'otherwise', 'but', 'just', 'only', 'sometimes', 'maybe', 'either', 'else', 'days'],
  ...['the', 'a', 'it', "it's", 'is', 'was', "that's", 'me', 'about', 'like', 'with', 'um', 'uh', 'now'],
]);
// Words between a dose and the next medicine's name that make it that medicine's dose ("20 mg of lisinopril").
const TO_NEXT = new Set(['of', 'the', 'tablet', 'tablets', 'pill', 'pills', 'capsule', 'capsules']);

/** "it's five thousand, sorry I mean fifty thousand": a correction is read elsewhere, never a rival. */
export function saysCorrection(tokens: readonly WordToken[]): boolean {
  const text = ` ${tokens.map((token) => token.norm).join(' ')} `;
  return CORRECTION_CUES.some((cue) => text.includes(` ${cue} `)) || text.includes(' excuse me ');
}

const unitOf = (dose: string) => dose.replace(/^[\d.,]+\s*/, '');

/**
 * Two strengths that cannot both be the dose: different amounts in the same unit. "100 mg, that's 5 ml of the
 * syrup" says one dose twice (mass and volume), and a schedule or range read whole is one dose.
 */
export function rivalDoses(first: string, second: string): boolean {
  return first !== second && unitOf(first) === unitOf(second) && /^[\d.,]+\s*\S+$/.test(first);
}

/**
 * Whether a strength other than `dose` is said for the same medicine between `from` and `stop` (the next medicine
 * named, or the sentence end): "cialis, 5 mg on the days I train, otherwise 2.5 mg". Either strength alone in the
 * note would read as the dose always taken, which is wrong half the time; a wrong dose is worse than none.
 */
export function saysOtherDose(
  tokens: readonly WordToken[],
  from: number,
  stop: number,
  dose: string,
  read: DoseReader,
): boolean {
  if (saysCorrection(tokens)) return false;
  for (let i = from; i < stop; i += 1) {
    if (NOT_TAKEN.has(`${tokens[i]!.norm} ${tokens[i + 1]?.norm ?? ''}`)) return false;
    const other = read(i);
    if (!other) continue;
    // "ten milligrams of something else": the dose of what is named after "of", not this medicine's.
    const after = tokens[other.last]?.norm ?? '';
    const nextDrugs = stop < tokens.length && tokens.slice(other.last, stop).every((t) => TO_NEXT.has(t.norm));
    if (nextDrugs) return false;
    const counted = isCountedDose(other.dose) || MEASURES.has(after) || after === 'of';
    if (!counted && rivalDoses(dose, other.dose) && BEFORE_RIVAL.has(tokens[i - 1]?.norm ?? '')) return true;
    i = other.last - 1;
  }
  return false;
}
