import { ANSWER_WORDS } from '../vocabulary/negation-trigger.vocab';
import { FILLER_WORDS } from '../vocabulary/filler.vocab';

/** How far after a "no" a finding makes it that finding's own denial ("no fever", "no high fever"). */
const NEXT_FINDING_REACH = 2;

const leads: ReadonlySet<string> = new Set([...ANSWER_WORDS, ...FILLER_WORDS]);

/**
 * "nope earache or drainage no and your …": unpunctuated speech glues the last answer, the next asked list and its
 * own "no" into one run. A finding with only bare answer words (and fillers) before it opens that run as the
 * question's words would: what was answered before it says nothing of it, so a "no" closing its list answers it as
 * one said at the sentence's start does. A real statement ("no I have earache") has a clause word in between.
 */
export function opensAfterAnswer(words: readonly string[], first: number): boolean {
  return first > 0 && words.slice(0, first).every((word) => leads.has(word));
}

/**
 * "nope, ear pain mostly, no fever": a "no" that opens the next finding denies that one, it closes no list. Only a
 * "no" standing alone ("… drainage no and your …", or at the end) answers the answer-led list; read otherwise, the
 * patient's own earache was written as denied.
 */
export function closesAnswerLedList(findings: readonly { first: number }[], at: number): boolean {
  return !findings.some((finding) => finding.first > at && finding.first - at <= NEXT_FINDING_REACH);
}
