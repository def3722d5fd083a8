import { CORRECTION_CUES, REJECTING_WORDS } from '../vocabulary/correction-cue.vocab';
import { DOSE_UNITS } from '../vocabulary/medication-sig.vocab';
import type { Mention, Sentence } from './analysis.types';
import { LEXICON, lateralityOf } from './concept-lexicon';
import { doseAt } from './medication-extractor';
import { PhraseIndex, stemTokens } from './phrase-index';
import { findTimeExpressions } from './time-expression';

/** What a correction sets right, and the value that now stands. */
interface Correction {
  sentenceIndex: number;
  /** The corrected values said after the cue; each is optional. */
  side?: 'right' | 'left' | 'bilateral';
  duration?: string;
  dose?: string;
  /** Drugs named as wrong ("metformin, not glipizide"): concept ids. */
  rejectedDrugs: string[];
  /** How many sentences back the corrected value may have been said. */
  reach: number;
}

const cue = (list: readonly string[]) => new PhraseIndex<true>(list.map((phrase): [string, true] => [phrase, true]));
const correctionCues = cue(CORRECTION_CUES);
const rejecting = cue(REJECTING_WORDS);
const drugIndex = LEXICON.drugs;
const unitIndex = new PhraseIndex(Object.entries(DOSE_UNITS));
// "Actually" that only softens ("I actually feel better") corrects nothing; it must open the clause.
const CLAUSE_OPENERS = new Set(['no', 'oh', 'um', 'uh', 'well', 'sorry', 'wait', 'and', 'but', 'yes', 'yeah']);
const REJECT_REACH = 3;
/** How many sentences back a correction may reach for the value it sets right. */
const CORRECTION_REACH = 3;

// "Actually" and "rather" also just tell a story ("actually it started on Monday"): they correct only a value
// said in the sentence before or in the same one, or one they reject by name ("the left, not the right").
const WEAK_CUES = new Set(['actually', 'rather']);

/** Where a correction cue opens a clause in the sentence (the token after it), and whether the cue is weak. */
function cueAt(stems: readonly string[]): { from: number; weak: boolean } | null {
  for (let i = 0; i < stems.length; i += 1) {
    const match = correctionCues.matchAt(stems, i);
    if (!match) continue;
    const weak = WEAK_CUES.has(stems[i]!) && match.last === i + 1;
    // Unpunctuated speech has no comma before "actually": a value rejected after it ("not the right") shows it.
    const rejects = rejectedTokens(stems, match.last).size > 0;
    if (!weak || i === 0 || CLAUSE_OPENERS.has(stems[i - 1]!) || rejects) return { from: match.last, weak };
  }
  return null;
}

/** Token indexes [from, to) that come right after a rejecting word ("not the right"). */
function rejectedTokens(stems: readonly string[], from: number): Set<number> {
  const rejected = new Set<number>();
  for (let i = from; i < stems.length; i += 1) {
    const match = rejecting.matchAt(stems, i);
    if (!match) continue;
    for (let k = match.last; k < match.last + REJECT_REACH && k < stems.length; k += 1) rejected.add(k);
  }
  return rejected;
}

const APOLOGIES = new Set(['excuse', 'sorry']);
const APOLOGY_REACH = 6;

/**
 * "around 5000 units on sundays … or 50,000 units on sundays, excuse me": a dose said after "or" and taken back
 * into with an apology just after it is the dose that stands (the apology follows the value, not precedes it).
 */
function doseBeforeApology(tokens: Sentence['tokens'], stems: readonly string[]): string | undefined {
  for (let i = 0; i < tokens.length; i += 1) {
    if (tokens[i]!.norm !== 'or') continue;
    const dose = doseAt(tokens, stems, i + 1);
    if (!dose) continue;
    const after = tokens.slice(dose.last, dose.last + APOLOGY_REACH);
    if (after.some((token) => APOLOGIES.has(token.norm))) return dose.dose;
  }
  return undefined;
}

/** The correction said in a sentence ("actually it's the left knee, not the right"), or null. */
export function readCorrection(sentence: Sentence): Correction | null {
  const { tokens } = sentence;
  const stems = stemTokens(tokens);
  const apologised = doseBeforeApology(tokens, stems);
  if (apologised)
    return { sentenceIndex: sentence.index, reach: CORRECTION_REACH, rejectedDrugs: [], dose: apologised };
  const found = cueAt(stems);
  if (!found) return null;
  const { from } = found;
  const rejected = rejectedTokens(stems, from);
  const reach = found.weak && rejected.size === 0 ? 1 : CORRECTION_REACH;
  const correction: Correction = { sentenceIndex: sentence.index, reach, rejectedDrugs: [] };
  for (let i = from; i < tokens.length; i += 1) {
    const side = lateralityOf(tokens[i]!.norm);
    if (side && !rejected.has(i) && !correction.side && tokens[i - 1]?.norm !== 'all') correction.side = side;
    const dose = doseAt(tokens, stems, i);
    if (dose && !rejected.has(i) && !correction.dose) correction.dose = dose.dose;
    const drug = drugIndex.matchAt(stems, i);
    if (drug && rejected.has(i)) correction.rejectedDrugs.push(drug.entry.id);
  }
  const time = findTimeExpressions(tokens).find(
    (expression) => expression.first >= from && !rejected.has(expression.first),
  );
  // A number with a unit is a dose, not a stretch of time.
  if (time && !unitIndex.matchAt(stems, time.last)) correction.duration = time.text;
  const corrects = correction.side || correction.duration || correction.dose || correction.rejectedDrugs.length > 0;
  return corrects ? correction : null;
}

/** The latest mention at or before the correction that has the attribute being corrected. */
function latest(
  mentions: readonly Mention[],
  fix: Correction,
  has: (mention: Mention) => boolean,
): Mention | undefined {
  const at = fix.sentenceIndex;
  return mentions
    .filter((m) => m.sentenceIndex <= at && m.sentenceIndex >= at - fix.reach && has(m))
    .sort((a, b) => b.sentenceIndex - a.sentenceIndex || b.first - a.first)[0];
}

function settle(mention: Mention, correction: Correction, what: string): void {
  if (!mention.evidenceSentences.includes(correction.sentenceIndex))
    mention.evidenceSentences = [...mention.evidenceSentences, correction.sentenceIndex];
  mention.attributes.corrected = mention.attributes.corrected ? `${mention.attributes.corrected}, ${what}` : what;
  mention.reason = `${mention.reason ?? ''}; ${what} corrected in sentence ${correction.sentenceIndex}`;
}

/**
 * Corrections as an assertion class: the value said after "actually" / "sorry, I mean" replaces the one said
 * just before (side, duration, dose), and a medicine named as wrong is no longer taken. Mentions change in place.
 */
export function applyCorrections(mentions: Mention[], sentences: readonly Sentence[]): void {
  for (const sentence of sentences) {
    const correction = readCorrection(sentence);
    if (!correction) continue;
    const at = sentence.index;
    const sided = latest(
      mentions,
      correction,
      (m) => m.attributes.laterality !== undefined || m.attributes.site !== undefined,
    );
    if (correction.side && sided && sided.attributes.laterality !== correction.side) {
      sided.attributes.laterality = correction.side;
      settle(sided, correction, 'side');
    }
    const timed = latest(mentions, correction, (m) => m.attributes.duration !== undefined);
    if (correction.duration && timed && timed.attributes.duration !== correction.duration) {
      timed.attributes.duration = correction.duration;
      settle(timed, correction, 'duration');
    }
    const dosed = latest(mentions, correction, (m) => m.kind === 'medication' && m.attributes.dose !== undefined);
    if (correction.dose && dosed && dosed.attributes.dose !== correction.dose) {
      dosed.attributes.dose = correction.dose;
      if (dosed.medication) dosed.medication = { ...dosed.medication, dose: correction.dose };
      settle(dosed, correction, 'dose');
    }
    for (const m of mentions) {
      if (m.kind !== 'medication' || !correction.rejectedDrugs.includes(m.conceptId)) continue;
      if (m.sentenceIndex < at - correction.reach || m.sentenceIndex > at) continue;
      m.assertion = 'negated';
      m.negatedToo = true;
      settle(m, correction, 'medicine');
    }
  }
}
