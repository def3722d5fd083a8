import { ALTERNATIVE_LEAD_BREAKS, ALTERNATIVE_LEAD_WORDS } from '../vocabulary/glued-denial.vocab';
import type { RawMention } from './mention.types';
import type { WordToken } from './word-tokenizer';

/**
 * "is there any other family history | i should know about migraines or cancer no not that i know of": speech cut
 * in the wrong place loses the question's opening, but alternatives joined by "or" and answered at once by a bare
 * "no" were still asked and denied. A statement does not offer its own illnesses as alternatives and then say no.
 */
const CLOSING_NO = new Set(['no', 'nope', 'nah']);
/** Words that may follow the answer's "no" ("no not that i know of", "nope nothing like that", "no i don't"). */
const AFTER_NO = new Set(['not', 'none', 'nothing', 'never', 'i', "i've", "i'm", 'thanks', 'thank', 'sir', 'doctor']);
/** Hesitation between the last alternative and the answer ("… or cancer um no"). */
const HESITATION = new Set(['um', 'uh', 'oh', 'hmm', 'er', 'erm']);
/** Words that may stand between two alternatives ("migraines or maybe cancer", "x , or y"). */
const BETWEEN = new Set(['or', 'nor', ',', 'any', 'maybe', 'perhaps', 'even']);
const ALTERNATIVE = new Set(['or', 'nor']);
const leadBreaks = new Set(ALTERNATIVE_LEAD_BREAKS);

/**
 * The words between two alternatives join them: list words only ("migraines or maybe cancer"), or an "or" opening
 * the next alternative with its own few words of verb ("… swollen or he's come out in hives or been wheezy").
 */
function joinsAlternatives(between: readonly string[]): boolean {
  if (between.length === 0) return false;
  if (between.every((word) => BETWEEN.has(word))) return true;
  const at = between.findIndex((word) => ALTERNATIVE.has(word));
  if (at < 0 || !between.slice(0, at).every((word) => BETWEEN.has(word))) return false;
  const lead = between.slice(at + 1);
  return lead.length <= ALTERNATIVE_LEAD_WORDS && !lead.some((word) => leadBreaks.has(word) || ALTERNATIVE.has(word));
}

const isComplaint = (m: RawMention) => m.kind === 'symptom' || m.kind === 'condition';

/** The "no" that answers right after token `end`, past any hesitation; -1 when there is none. */
function answerAfter(words: readonly string[], end: number): number {
  let at = end;
  while (HESITATION.has(words[at] ?? '')) at += 1;
  if (!CLOSING_NO.has(words[at] ?? '') || CLOSING_NO.has(words[end - 1] ?? '')) return -1;
  const next = words[at + 1];
  return next === undefined || AFTER_NO.has(next) ? at : -1;
}

/** Indexes (into `raw`) of the complaints named as alternatives and denied by a "no" said at once after them. */
export function deniedAlternatives(tokens: readonly WordToken[], raw: readonly RawMention[]): Set<number> {
  const words = tokens.map((token) => token.norm);
  const complaints = raw.map((m, k) => ({ m, k })).filter(({ m }) => isComplaint(m));
  const denied = new Set<number>();
  for (let c = complaints.length - 1; c >= 1; c -= 1) {
    if (answerAfter(words, complaints[c]!.m.last) < 0) continue;
    const chain = [complaints[c]!];
    let offered = false;
    for (let b = c - 1; b >= 0; b -= 1) {
      const between = words.slice(complaints[b]!.m.last, chain[0]!.m.first);
      if (!joinsAlternatives(between)) break;
      offered ||= between.some((word) => ALTERNATIVE.has(word));
      chain.unshift(complaints[b]!);
    }
    if (offered) chain.forEach(({ k }) => denied.add(k));
  }
  return denied;
}
