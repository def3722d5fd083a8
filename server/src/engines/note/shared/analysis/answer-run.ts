import { ANSWER_RUN_BREAKS, ANSWER_RUN_EXTRA_WORDS } from '../vocabulary/glued-denial.vocab';
import type { RawMention } from './mention.types';
import type { WordToken } from './word-tokenizer';

/**
 * "… coughing up blood no fevers no night sweats soaking the sheets no losing weight without trying no": speech
 * run together from bare questions ("Coughing up blood?" "No." "Fevers?" "No." …) alternates findings and "no"s.
 * Each "no" could be read as the determiner of the finding after it ("no fevers"), but then the last one would
 * stand alone: a run that ends in a bare "no" is questions and answers, and the finding before each "no" was
 * asked and denied. Without the closing bare "no" the run is left as it was read.
 */
const CLOSING_NO = new Set(['no', 'nope', 'nah']);
const breaks = new Set(ANSWER_RUN_BREAKS);

const isComplaint = (m: RawMention) => m.kind === 'symptom' || m.kind === 'condition';

/** The "no" that answers a finding ending at `end`: at `end` or past a few of the question's own words; -1 if none. */
function noAfter(words: readonly string[], end: number, starts: ReadonlySet<number>): number {
  for (let at = end; at <= end + ANSWER_RUN_EXTRA_WORDS && at < words.length; at += 1) {
    if (CLOSING_NO.has(words[at]!)) return at;
    if (breaks.has(words[at]!) || starts.has(at)) return -1;
  }
  return -1;
}

/** Indexes (into `raw`) of the complaints each answered by a bare "no" in a run that closes on a bare "no". */
export function deniedInAnswerRun(tokens: readonly WordToken[], raw: readonly RawMention[]): Set<number> {
  const words = tokens.map((token) => token.norm);
  const complaints = raw.map((m, k) => ({ m, k })).filter(({ m }) => isComplaint(m));
  const byStart = new Map(complaints.map((c) => [c.m.first, c]));
  const starts = new Set(byStart.keys());
  const denied = new Set<number>();
  for (const first of complaints) {
    const run: number[] = [];
    let current: { m: RawMention; k: number } | undefined = first;
    while (current) {
      const no = noAfter(words, current.m.last, starts);
      if (no < 0) break;
      run.push(current.k);
      if (no === words.length - 1) {
        // Two answers at least: one "no" after one finding may as well start the next clause.
        if (run.length >= 2) run.forEach((k) => denied.add(k));
        break;
      }
      current = byStart.get(no + 1);
    }
  }
  return denied;
}
