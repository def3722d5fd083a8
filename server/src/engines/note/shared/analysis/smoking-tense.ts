import {
  SMOKING_NOW,
  SMOKING_OVER,
  SMOKING_PLAN,
  SMOKING_REACH,
  SMOKING_TOPIC,
} from '../vocabulary/smoking-tense.vocab';
import type { Mention, QuestionAnswer, Sentence } from './analysis.types';

/** Whether the words say smoking is over ("I quit", "haven't smoked in years") and not a plan to quit. */
export function saysSmokingOver(text: string): boolean {
  const words = text.toLowerCase();
  return SMOKING_OVER.test(words.replace(SMOKING_PLAN, ' ')) && !SMOKING_NOW.test(words);
}

/**
 * "Are you a smoker?" "I did, years ago, haven't smoked since": a "smoker" taken as present whose answer, or a
 * sentence about smoking soon after, says it is over becomes the former smoker — unless its own sentence keeps it
 * current ("still").
 */
export function applySmokingTense(
  mentions: Mention[],
  sentences: readonly Sentence[],
  questions: ReadonlyMap<number, QuestionAnswer>,
): void {
  for (const mention of mentions) {
    if (mention.conceptId !== 'smoker' || mention.assertion !== 'present') continue;
    const own = sentences[mention.sentenceIndex];
    if (!own || SMOKING_NOW.test(own.text.toLowerCase())) continue;
    const answer = questions.get(mention.sentenceIndex)?.answer;
    const later = sentences
      .slice(mention.sentenceIndex + 1, mention.sentenceIndex + 1 + SMOKING_REACH)
      .filter((sentence) => sentence !== answer && SMOKING_TOPIC.test(sentence.text.toLowerCase()));
    const over = [own, ...(answer ? [answer] : []), ...later].find((sentence) => saysSmokingOver(sentence.text));
    if (!over) continue;
    mention.conceptId = 'former-smoker';
    mention.term = 'former smoker';
    mention.display = 'former smoker';
    mention.reason = `${mention.reason ?? ''}; smoking said to be over in sentence ${over.index}`;
  }
}
