import { ASKING_AT_END_WORDS, OWN_STORY_WORDS } from '../vocabulary/asked-in-run.vocab';
import type { Mention, Sentence } from './analysis.types';
import { answerPolarity } from './question-answer';

/**
 * Unpunctuated speech can glue a question to the end of the last answer ("… on the dressing that's all any fever
 * or chills") and cut its own answer into the next sentence ("no fever no chills i feel fine"): the item asked
 * was read as present. An item with "any" just before it, no first-person word after it, whose very next
 * sentence opens with a "no" that names it, was asked and denied. Speech only: punctuation already parts them.
 */
const asking = new Set(ASKING_AT_END_WORDS);
const ownStory = new Set(OWN_STORY_WORDS);
/** How far back from the item its asking word may stand ("any fever", "any kind of fever"). */
const LEAD_WORDS = 3;
/** How many words may end the sentence after the asked item ("any fever or chills at all"). */
const TAIL_WORDS = 4;
/** How far into the next sentence the denial naming the item may come ("no fever no chills"). */
const ANSWER_WORDS = 8;

const isComplaint = (mention: Mention) => mention.kind === 'symptom' || mention.kind === 'condition';
const normsOf = (sentence: Sentence, from: number, to: number) =>
  sentence.tokens.slice(Math.max(0, from), to).map((token) => token.norm);

/** Whether the item stands at the end of its sentence, asked ("any …"), with nobody's own story after it. */
function askedAtEnd(sentence: Sentence, item: Mention): boolean {
  const lead = normsOf(sentence, item.first - LEAD_WORDS, item.first);
  const tail = normsOf(sentence, item.last, sentence.tokens.length);
  return (
    lead.some((w) => asking.has(w)) &&
    !lead.some((w) => ownStory.has(w)) &&
    tail.length <= TAIL_WORDS &&
    !tail.some((w) => ownStory.has(w))
  );
}

/** Items asked at a sentence's end take the denial the next sentence opens with, when it names them. */
export function applyAskedAcrossCut(mentions: Mention[], sentences: readonly Sentence[]): void {
  for (const sentence of sentences) {
    const next = sentences[sentence.index + 1];
    if (!sentence.spoken || !next?.spoken || answerPolarity(next.tokens) !== 'no') continue;
    const denied = new Set(
      mentions
        .filter((m) => m.sentenceIndex === next.index && m.assertion === 'negated' && m.first < ANSWER_WORDS)
        .map((m) => m.conceptId),
    );
    for (const item of mentions) {
      if (item.sentenceIndex !== sentence.index || item.assertion !== 'present' || !isComplaint(item)) continue;
      if (!denied.has(item.conceptId) || !askedAtEnd(sentence, item)) continue;
      item.assertion = 'negated';
      item.negatedToo = true;
      item.inAssessment = false;
      item.reason = `asked at the end of the sentence and denied in the next (${item.term})`;
    }
  }
}
