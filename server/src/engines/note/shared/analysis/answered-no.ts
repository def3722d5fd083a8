import { CLOSING_DENIALS } from '../vocabulary/context-trigger.vocab';
import { ASKED_OF_OTHERS_WORDS } from '../vocabulary/negation-trigger.vocab';
import { closesAnswerLedList, opensAfterAnswer } from './answer-led-list';
import {
  CLAUSE_WORDS,
  LIST_JOINERS,
  LIST_UNKNOWN_WORDS,
  SPEAKER_OBJECTS,
  SPEAKER_WORDS,
  type TokenSpan,
} from './context-words';
import { determinesNoun } from './determiner-no';

const closingDenials = new Set(CLOSING_DENIALS);
/** Words that show a finding was asked about ("any …", "have you had …"), within a few words before it. */
const ASKED_WORDS = new Set(['any', 'you']);
const ASKED_REACH = 8;
/** "anyone in your family or relatives who ever had diabetes nope": a question about others reaches further. */
const askedOfOthers = new Set(ASKED_OF_OTHERS_WORDS);
const ASKED_OF_OTHERS_REACH = 12;

/**
 * "anyone in your family … diabetes": asked of others, unless the speaker's own words come between ("anybody at home
 * poorly only me i've had a fever no cough": the fever is the speaker's, the "no" answers the cough).
 */
function askedOfOthersBefore(words: readonly string[], first: number): boolean {
  for (let k = first - 1; k >= Math.max(0, first - ASKED_OF_OTHERS_REACH); k -= 1) {
    if (SPEAKER_WORDS.test(words[k]!) || SPEAKER_OBJECTS.test(words[k]!)) return false;
    if (askedOfOthers.has(words[k]!)) return true;
  }
  return false;
}

/**
 * "any diarrhea no", "have you had any excessive bruising or bleeding nope" (an answer run into its question): a
 * bare denial right after an asked-about finding, or after the list it ends, answers it; so does one after a list
 * that opens the sentence, past only the last question's bare answer ("nope earache or drainage no").
 */
export function answeredNo(words: readonly string[], span: TokenSpan, findings: readonly TokenSpan[]): boolean {
  const asked =
    words.slice(Math.max(0, span.first - ASKED_REACH), span.first).some((word) => ASKED_WORDS.has(word)) ||
    askedOfOthersBefore(words, span.first);
  const afterAnswer = !asked && span.first > 0;
  if (afterAnswer && !opensAfterAnswer(words, span.first)) return false;
  let unknown = 0;
  for (let i = span.last; i < words.length; i += 1) {
    const word = words[i]!;
    if (closingDenials.has(word)) {
      return !determinesNoun(words, i) && (!afterAnswer || closesAnswerLedList(findings, i));
    }
    if (LIST_JOINERS.has(word) || findings.some((other) => i >= other.first && i < other.last)) continue;
    unknown += 1;
    if (CLAUSE_WORDS.test(word) || unknown > LIST_UNKNOWN_WORDS) return false;
  }
  return false;
}
