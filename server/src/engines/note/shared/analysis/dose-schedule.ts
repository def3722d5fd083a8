import { ALTERNATIVE_DOSE_JOINERS } from '../vocabulary/dose-talk.vocab';
import { bareAmountAt, unitOfDose, type DoseReading } from './dose-unit-carry';
import type { WordToken } from './word-tokenizer';

export type { DoseReading } from './dose-unit-carry';

// Words naming when a dose is taken: "on the first day", "in the morning", "on Sundays", "on the other six days".
const TIME_NOUNS = new Set([
  ...['day', 'days', 'week', 'weeks', 'morning', 'mornings', 'night', 'nights', 'evening', 'evenings', 'bedtime'],
  ...['weekdays', 'weekends', 'sunday', 'sundays', 'monday', 'mondays', 'tuesday', 'tuesdays', 'wednesday'],
  ...['wednesdays', 'thursday', 'thursdays', 'friday', 'fridays', 'saturday', 'saturdays'],
]);
// Words that may say when the first dose of a schedule is taken: "on the first day", "in the morning", "for 3 days".
const TIMING_WORDS = new Set([
  ...['on', 'for', 'in', 'at', 'the', 'a', 'first', 'second', 'other', ...TIME_NOUNS],
  ...['one', 'two', 'three', 'four', 'five', 'six', 'seven'],
]);
const TIMING_REACH = 5;
const TAKE = new Set(['take', 'takes', 'taking']);
const TAKERS = new Set(['i', 'you', 'he', 'she', 'we', 'they']);
// "… on Sundays, um, and 2000 on the other days": fillers, no part of the dose.
const FILLERS = new Set(['um', 'uh', 'er', 'erm']);
const unitOf = (dose: string) => dose.split(' ').slice(1).join(' ');

/** The joiner of an alternative strength at token i ("otherwise", "or else"): its length in tokens, or 0. */
function alternativeAt(tokens: readonly WordToken[], i: number): number {
  for (const joiner of ALTERNATIVE_DOSE_JOINERS) {
    const words = joiner.split(' ');
    if (words.every((word, k) => tokens[i + k]?.norm === word)) return words.length;
  }
  return 0;
}

const CONDITION_REACH = 6;

/**
 * Where "otherwise" follows a few words that hold no number and name no medicine (the condition of the first
 * strength), or null.
 */
function conditionBeforeAlternative(
  tokens: readonly WordToken[],
  i: number,
  drugAt: (i: number) => boolean,
): number | null {
  for (let k = i; k < Math.min(tokens.length, i + CONDITION_REACH); k += 1) {
    if (alternativeAt(tokens, k)) return k > i ? k : null;
    if (/\d/.test(tokens[k]!.norm) || drugAt(k)) return null;
  }
  return null;
}

/** How many words from token i say when a dose is taken ("on the other six days"), when one names a time. */
function timingAt(tokens: readonly WordToken[], i: number): number {
  let k = i;
  while (k - i < TIMING_REACH && TIMING_WORDS.has(tokens[k]?.norm ?? '')) k += 1;
  return tokens.slice(i, k).some((token) => TIME_NOUNS.has(token.norm)) ? k - i : 0;
}

/**
 * The second dose of a schedule: said with its unit, or as a bare amount in the first one's unit when a time
 * follows it ("50,000 units on Sundays and 2000s on the other six days").
 */
function secondDoseAt(
  tokens: readonly WordToken[],
  i: number,
  first: DoseReading,
  secondAt: (i: number) => DoseReading | null,
): DoseReading | null {
  const said = secondAt(i);
  if (said) return said;
  const unit = unitOfDose(first.dose);
  const bare = unit ? bareAmountAt(tokens, i, unit) : null;
  return bare && timingAt(tokens, bare.last) > 0 ? bare : null;
}

/**
 * "two hundred milligrams on the first day, then one hundred milligrams", "four M G in the morning and six M G at
 * night", "5 mg on the days I train, otherwise 2.5 mg": two doses of one medicine said as a schedule, read whole,
 * since either amount alone is a changed dose. Read only when both doses have the same unit and a time, "then" or
 * "otherwise" tells them apart; "and" needs the first dose's time ("10 mg and 20 mg" may be two medicines). A
 * second dose a medicine's name follows is that medicine's, so no schedule is read then.
 */
export function readSchedule(
  tokens: readonly WordToken[],
  first: DoseReading,
  secondAt: (i: number) => DoseReading | null,
  drugAt: (i: number) => boolean,
): DoseReading | null {
  let i = first.last;
  const timing: string[] = [];
  while (timing.length < TIMING_REACH && TIMING_WORDS.has(tokens[i]?.norm ?? '')) timing.push(tokens[i++]!.norm);
  // "… on Sundays, excuse me, and 2000s on the other days": the apology for a slip just corrected.
  if (tokens[i]?.norm === 'excuse' && tokens[i + 1]?.norm === 'me') i += 2;
  while (FILLERS.has(tokens[i]?.norm ?? '')) i += 1;
  // "5 mg on the days I train, otherwise 2.5 mg": when the first strength is taken may be a clause of its own.
  // The clause is the speaker's own words ("the days I train"), so the note keeps only the two strengths.
  const condition = alternativeAt(tokens, i) ? null : conditionBeforeAlternative(tokens, i, drugAt);
  if (condition) {
    timing.length = 0;
    i = condition;
  }
  const joiner = tokens[i]?.norm;
  if (joiner === 'and' && tokens[i + 1]?.norm === 'then') i += 1;
  const then = tokens[i]?.norm === 'then';
  const otherwise = alternativeAt(tokens, i);
  if (!then && !otherwise && !(joiner === 'and' && timing.length > 0)) return null;
  i += otherwise || 1;
  if (TAKERS.has(tokens[i]?.norm ?? '') && TAKE.has(tokens[i + 1]?.norm ?? '')) i += 1;
  if (TAKE.has(tokens[i]?.norm ?? '')) i += 1;
  const second = secondDoseAt(tokens, i, first, secondAt);
  if (!second || unitOf(second.dose) !== unitOf(first.dose) || second.dose === first.dose) return null;
  const after = [second.last, second.last + 1, second.last + 2];
  if (tokens[second.last]?.norm === 'of' || after.some(drugAt)) return null;
  const when = timing.length > 0 ? ` ${timing.join(' ')}` : '';
  // "… and 6 mg at night": the second dose's own time, as the first's was said with it.
  const later: string[] = [];
  let last = second.last;
  while (!then && later.length < TIMING_REACH && TIMING_WORDS.has(tokens[last]?.norm ?? ''))
    later.push(tokens[last++]!.norm);
  const whenLater = later.length > 0 ? ` ${later.join(' ')}` : '';
  const join = then ? ', then' : otherwise ? ', otherwise' : ' and';
  return { dose: `${first.dose}${when}${join} ${second.dose}${whenLater}`, last };
}
