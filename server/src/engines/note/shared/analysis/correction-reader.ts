import { CORRECTION_CUES, REJECTING_WORDS } from '../vocabulary/correction-cue.vocab';
import { DOSE_UNITS } from '../vocabulary/medication-sig.vocab';
import type { Mention, Sentence } from './analysis.types';
import { LEXICON, lateralityOf } from './concept-lexicon';
import { doseAt } from './medication-extractor';
import { PhraseIndex, stemTokens, cueIndex } from './phrase-index';
import { formatAmount, readNumberAt } from './spoken-number';
import { findTimeExpressions } from './time-expression';

/** What a correction sets right, and the value that now stands. */
interface Correction {
  sentenceIndex: number;
  /** The corrected values said after the cue; each is optional. */
  side?: 'right' | 'left' | 'bilateral';
  duration?: string;
  dose?: string;
  /** "No, sorry, it's twenty": an amount said without a unit, a dose only in the unit of the dose it sets right. */
  amount?: number;
  /** Where a strong cue ("no, sorry") starts: a dose said before it in the sentence was taken back. */
  takenBackAt?: number;
  /** Drugs named as wrong ("metformin, not glipizide"): concept ids. */
  rejectedDrugs: string[];
  /** How many sentences back the corrected value may have been said. */
  reach: number;
}

const correctionCues = cueIndex(CORRECTION_CUES);
const rejecting = cueIndex(REJECTING_WORDS);
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
function cueAt(stems: readonly string[]): { at: number; from: number; weak: boolean } | null {
  for (let i = 0; i < stems.length; i += 1) {
    const match = correctionCues.matchAt(stems, i);
    if (!match) continue;
    const weak = WEAK_CUES.has(stems[i]!) && match.last === i + 1;
    // Unpunctuated speech has no comma before "actually": a value rejected after it ("not the right") shows it.
    const rejects = rejectedTokens(stems, match.last).size > 0;
    if (!weak || i === 0 || CLAUSE_OPENERS.has(stems[i - 1]!) || rejects) return { at: i, from: match.last, weak };
  }
  return null;
}

/**
 * Where the values that stand begin in a sentence: after a correction cue ("ten milligrams, no sorry, twenty"),
 * as what came before it was taken back; 0 without a cue.
 */
export function standingFrom(tokens: Sentence['tokens']): number {
  const found = cueAt(stemTokens(tokens));
  return found && !found.weak ? found.from : 0;
}

/** "No, sorry, …" opening a sentence: only openers ("oh", "um") before a strong cue. */
function opensWithCue(stems: readonly string[]): boolean {
  const found = cueAt(stems);
  return found !== null && !found.weak && stems.slice(0, found.at).every((stem) => CLAUSE_OPENERS.has(stem));
}

/** Whether what a sentence said is taken back by the same speaker's next sentence ("… ten milligrams." "No, sorry"). */
export function takenBackByNext(sentence: Sentence, next: Sentence | undefined): boolean {
  return next !== undefined && next.speaker === sentence.speaker && opensWithCue(stemTokens(next.tokens));
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
    // A schedule read whole ("50,000 units on sundays, excuse me, and 2000s on the other days") holds the apology.
    const after = tokens.slice(i + 1, dose.last + APOLOGY_REACH);
    if (after.some((token) => APOLOGIES.has(token.norm))) return dose.dose;
  }
  return undefined;
}

// What may follow an amount said bare in a correction: the clause ends ("it's five now", "twenty, not ten") or, in
// unpunctuated speech, the next clause starts ("it's twenty they put it up"). "Two kids" is no amount.
const AFTER_AMOUNT = new Set([
  ...['now', 'not', 'then', 'instead', 'actually', 'sorry', 'they', 'i', 'he', 'she', 'we', 'it', 'and', 'but', 'so'],
  ...['yeah', 'yes', 'okay', 'ok', 'right'],
]);
const AMOUNT_REACH = 6;

/** The first number within a few words after the cue, when said bare: nothing measured follows it. */
function bareAmountAt(tokens: Sentence['tokens'], from: number): number | undefined {
  for (let i = from; i < Math.min(tokens.length, from + AMOUNT_REACH); i += 1) {
    const number = readNumberAt(tokens, i);
    if (!number) continue;
    const next = tokens[number.last]?.norm;
    return number.suffix || (next !== undefined && !AFTER_AMOUNT.has(next)) ? undefined : number.value;
  }
  return undefined;
}

/** Where the values of a correction cue said at the very end of a sentence begin: the next sentence's start. */
const CUE_AT_END = 2;

/**
 * The correction said in a sentence ("actually it's the left knee, not the right"), or null. Unpunctuated speech
 * may cut after the cue ("that's ten milligrams no sorry | it's twenty"): an amount opening the next sentence
 * is then the corrected one.
 */
export function readCorrection(sentence: Sentence, next?: Sentence): Correction | null {
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
  if (!found.weak) correction.takenBackAt = found.at;
  const follows = next && !found.weak && tokens.length - from <= CUE_AT_END ? next.tokens : undefined;
  const amount = bareAmountAt(tokens, from) ?? (follows ? bareAmountAt(follows, 0) : undefined);
  if (amount !== undefined) correction.amount = amount;
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
  if (correction.dose) delete correction.amount;
  const retracts =
    !found.weak &&
    (opensWithCue(stems) || tokens.some((_, i) => (doseAt(tokens, stems, i)?.last ?? Infinity) <= found.at));
  const corrects =
    retracts ||
    correction.side ||
    correction.duration ||
    correction.dose ||
    correction.amount !== undefined ||
    correction.rejectedDrugs.length > 0;
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
    const correction = readCorrection(sentence, sentences[sentence.index + 1]);
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
    correctDose(mentions, sentences, correction);
    for (const m of mentions) {
      if (m.kind !== 'medication' || !correction.rejectedDrugs.includes(m.conceptId)) continue;
      if (m.sentenceIndex < at - correction.reach || m.sentenceIndex > at) continue;
      m.assertion = 'negated';
      m.negatedToo = true;
      settle(m, correction, 'medicine');
    }
  }
}

/**
 * "Atorvastatin, ten milligrams. No, sorry, it's twenty.": the corrected dose belongs to the medicine named last
 * before the correction, and only when that medicine's dose (or bare amount, "the ramipril, two point five") was
 * said: "lisinopril 10 mg and metformin … actually 20 mg" is left alone, as whose dose it is would be a guess.
 * A bare amount takes the unit of the dose it sets right (said for the same medicine); with no unit said for it,
 * the taken-back amount is only marked corrected, so its words are not copied into the note.
 */
function correctDose(mentions: Mention[], sentences: readonly Sentence[], correction: Correction): void {
  if (!correction.dose && correction.amount === undefined) {
    retractDoses(mentions, sentences, correction);
    return;
  }
  const target = latest(mentions, correction, (m) => m.kind === 'medication' && !m.medication?.drug.isClass);
  if (!target) return;
  const said = target.attributes.dose;
  const bare = !said && amountAfterName(target, sentences[target.sentenceIndex]);
  if (!said && !bare) return;
  const unit = said?.split(' ').slice(1).join(' ');
  const dose = correction.dose ?? (unit ? `${formatAmount(correction.amount!)} ${unit}` : undefined);
  if (said !== undefined && said === dose) return;
  if (dose) {
    target.attributes.dose = dose;
    if (target.medication) target.medication = { ...target.medication, dose };
  }
  settle(target, correction, 'dose');
}

/** Whether an amount is said right after the medicine's name, without a unit ("the ramipril, two point five"). */
function amountAfterName(mention: Mention, sentence: Sentence | undefined): boolean {
  const after = mention.medication?.nameLast ?? mention.last;
  return sentence !== undefined && readNumberAt(sentence.tokens, after) !== null;
}

/**
 * "Simvastatin, that's forty milligrams, no sorry, no": a dose taken back with no new one said is no dose. The
 * dose was said before the cue in its sentence, or in the same speaker's sentence just before one the cue opens.
 */
function retractDoses(mentions: Mention[], sentences: readonly Sentence[], correction: Correction): void {
  const cue = correction.takenBackAt;
  if (cue === undefined) return;
  const at = correction.sentenceIndex;
  const before = sentences[at - 1];
  const previous = before && takenBackByNext(before, sentences[at]) ? at - 1 : undefined;
  for (const m of mentions) {
    if (!m.attributes.dose) continue;
    if (m.sentenceIndex !== previous && (m.sentenceIndex !== at || m.last > cue)) continue;
    delete m.attributes.dose;
    if (m.medication) {
      const { dose: _taken, ...kept } = m.medication;
      m.medication = kept;
    }
    settle(m, correction, 'dose');
  }
}
