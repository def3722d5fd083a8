import type { WordToken } from './word-tokenizer';

/** A dose as read from the tokens: its written form and the token after it. */
export interface DoseReading {
  dose: string;
  last: number;
}

// Words that may say when the first dose of a schedule is taken: "on the first day", "in the morning", "for 3 days".
const TIMING_WORDS = new Set([
  ...['on', 'for', 'in', 'at', 'the', 'a', 'first', 'second', 'day', 'days', 'week', 'weeks'],
  ...['morning', 'night', 'evening', 'bedtime', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'],
]);
const TIMING_REACH = 5;
const TAKE = new Set(['take', 'takes', 'taking']);
const unitOf = (dose: string) => dose.split(' ').slice(1).join(' ');

/**
 * "two hundred milligrams on the first day, then one hundred milligrams", "four M G in the morning and six M G at
 * night": two doses of one medicine said as a schedule, read whole, since either amount alone is a changed dose.
 * Read only when both doses have the same unit and a time or "then" tells them apart; "and" needs the first
 * dose's time ("10 mg and 20 mg" may be two medicines). A second dose a medicine's name follows is that
 * medicine's, so no schedule is read then.
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
  const joiner = tokens[i]?.norm;
  if (joiner === 'and' && tokens[i + 1]?.norm === 'then') i += 1;
  const then = tokens[i]?.norm === 'then';
  if (!then && !(joiner === 'and' && timing.length > 0)) return null;
  i += 1;
  if (TAKE.has(tokens[i]?.norm ?? '')) i += 1;
  const second = secondAt(i);
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
  return { dose: `${first.dose}${when}${then ? ', then' : ' and'} ${second.dose}${whenLater}`, last };
}
