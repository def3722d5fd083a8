import type { Assertion } from '../../../../coding/clinical-finding';

/**
 * "You're diabetic, aren't you?", "you've got asthma, haven't you?": the clinician states what the record says and
 * asks only for a nod. Left unanswered (the patient goes on to the next question), the statement stands; a "no"
 * paired as the answer decides instead, and so does one glued right after the tag in unpunctuated speech.
 */
const TAG_QUESTION =
  /\byou(?:'re| are| have got|'ve got| have)\b[\w' -]{1,40}?,? (?:aren't you|haven't you|don't you|isn't it|is that right)\b[?.,]?\s*(\S+)?/i;
const DENIALS = new Set(['no', 'nope', 'nah', 'never', 'not']);

/** Whether the clinician's words are a statement about the patient closed by a tag ("…, aren't you?"). */
export function isTagStatement(text: string): boolean {
  return TAG_QUESTION.test(text);
}

/**
 * The status of a finding in a tag statement: denied when a "no" follows the tag in the same sentence (speech glues
 * the answer on), else the status its own words give; undefined when the sentence is no tag statement.
 */
export function readTagStatement(text: string, said: Assertion | null): Assertion | null | undefined {
  const match = TAG_QUESTION.exec(text);
  if (!match) return undefined;
  return DENIALS.has((match[1] ?? '').toLowerCase()) ? 'negated' : said;
}
