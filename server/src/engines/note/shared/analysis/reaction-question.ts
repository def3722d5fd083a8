import type { QuestionAnswer, Sentence } from './analysis.types';
import { drugReactionWord } from './drug-reaction-reader';
import { containsPhrase, stemTokens, cueIndex } from './phrase-index';

// "What happens when you take sulfa drugs?", "what kind of reaction do you get to it?": the clinician asks what a
// medicine does to the patient, which is an allergy question even without the word "allergy".
const ASKS_REACTION = cueIndex([
  'what happens when you take',
  'what happens if you take',
  'what happened when you took',
  'what happens when you have',
  'what happens when you eat',
  'what happened when you had',
  'what does it do to you',
  'what kind of reaction',
  'what sort of reaction',
  'what reaction',
  'how do you react',
  'how did you react',
]);

/** A clinician's question asking how the patient reacts to something. */
function asksReaction(sentence: Sentence): boolean {
  return sentence.speaker === 'doctor' && containsPhrase(stemTokens(sentence.tokens), ASKS_REACTION);
}

/**
 * Questions about a reaction answered with one ("… sulfa drugs?" "I get a rash."): question index → the answer's
 * index and the reaction it names. An answer naming no reaction ("nothing much") makes no allergy.
 */
export function answeredReactions(
  questions: ReadonlyMap<number, QuestionAnswer>,
): Map<number, { answer: number; reaction: string }> {
  const found = new Map<number, { answer: number; reaction: string }>();
  for (const [index, pair] of questions) {
    if (!asksReaction(pair.question) || pair.polarity === 'no') continue;
    const reaction = pair.answer.tokens.map((token) => drugReactionWord(token.norm)).find(Boolean);
    if (reaction) found.set(index, { answer: pair.answer.index, reaction });
  }
  return found;
}
