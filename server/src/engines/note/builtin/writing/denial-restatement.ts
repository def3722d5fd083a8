import type { QuestionAnswer, Sentence } from '../../shared/analysis/analysis.types';
import { stemTokens } from '../../shared/analysis/phrase-index';
import type { WriterContext } from './writer-context';

/**
 * "Did you travel anywhere recently?" "No, it's been really long since I traveled anywhere.": after a "no", the
 * patient often says the asked thing again to explain the no. The question is written as its denial ("did not
 * travel anywhere recently"); the restatement copied on its own, without its "no", would read as if it happened.
 */

/** Words too common, or too general, to show the answer says the asked thing again. */
const COMMON = new Set([
  ...['have', 'been', 'about', 'there', 'that', 'this', 'with', 'what', 'when', 'where', 'your', 'anything'],
  ...['anywhere', 'recently', 'lately', 'ever', 'since', 'really', 'some', 'other', 'else', 'just', 'like'],
  // "Are you working right now?" "No, I can't right now, I'm on sick leave.": time words say nothing was repeated.
  ...['right', 'still', 'currently', 'today', 'anymore', 'time', 'times', 'much', 'many', 'thing', 'things'],
  // "Are you feeling any pain?" "No, I feel great.": the verb of asking is not the thing asked.
  ...['feel', 'feeling', 'felt', 'having', 'experiencing', 'getting', 'taking', 'notice', 'noticed', 'noticing'],
]);
const MIN_STEM = 4;
/** "Not at the moment, but I do get pain when I eat": what follows a contrast is news, not the no said again. */
const CONTRASTS = new Set(['but', 'except', 'though', 'although', 'however', 'unless', 'apart']);
/** A restatement is short; a long answer goes on to tell more than the no. */
const RESTATE_WORDS = 12;
/** How many sentences of the answering turn may restate the denial ("No. | It's been years since I did."). */
const RESTATE_REACH = 2;

/** "travel" and "traveled", "smoke" and "smoked": the stemmer leaves some endings, so a shared start will do. */
const sameWord = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);
const contentStems = (sentence: Sentence) =>
  new Set(stemTokens(sentence.tokens).filter((stem) => stem.length >= MIN_STEM && !COMMON.has(stem)));

/**
 * Sentences of the answer to a question answered "no" that only say the asked thing again: short, with no contrast,
 * they share a word of the question and name no finding of their own (a finding named there is news, and is kept).
 */
export function restatedDenial(context: WriterContext, pair: QuestionAnswer): number[] {
  if (pair.polarity !== 'no') return [];
  const asked = contentStems(pair.question);
  const restated: number[] = [];
  for (let i = pair.answer.index; i < pair.answer.index + RESTATE_REACH; i += 1) {
    const sentence = context.sentences[i];
    if (!sentence || sentence.turnIndex !== pair.answer.turnIndex || sentence.speaker !== pair.answer.speaker) break;
    if (sentence.isQuestion || context.mentionsOf(sentence).length > 0) break;
    if (sentence.tokens.length > RESTATE_WORDS || sentence.tokens.some((token) => CONTRASTS.has(token.norm))) break;
    if ([...contentStems(sentence)].some((stem) => [...asked].some((word) => sameWord(stem, word)))) restated.push(i);
  }
  return restated;
}
