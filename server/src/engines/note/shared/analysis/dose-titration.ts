import type { Mention, Sentence } from './analysis.types';
import { stemTokens } from './phrase-index';
import { stepCueAt } from './dose-step-cue';
import { stepTakenAt } from './dose-step-taker';

/**
 * "You start at fifty milligrams once a day. After two weeks, go up to one hundred milligrams.": the second
 * strength, said by the same speaker straight after the first as the step it goes up (or down) to, is the plan for
 * the medicine, not a rival to the first. Either alone would be a wrong dose; both together say how it is taken.
 * One pure check, used by the dose carrier.
 */

// "We'll start at 25 mg. After a month, if it's helping but not enough, we go up to 50 mg.": speech may cut the
// step from its condition, so the first strength may stand this many sentences back in the same turn.
const STEP_REACH = 2;

/**
 * The sentence steps the dose given a sentence or two before by the same speaker, in the same turn, up or down to a
 * new strength.
 */
export function titratesFrom(sentence: Sentence, sentences: readonly Sentence[], named: readonly Mention[]): boolean {
  let gave: Sentence | undefined;
  for (let back = 1; back <= STEP_REACH && !gave; back += 1) {
    const previous = sentences[sentence.index - back];
    if (!previous || previous.speaker !== sentence.speaker || previous.turnIndex !== sentence.turnIndex) return false;
    if (named.every((m) => m.evidenceSentences.includes(previous.index))) gave = previous;
  }
  return Boolean(gave) && saysStep(sentence) && stepsTaken(sentence);
}

/** Whether the sentence says a step up or down to a strength ("go up to", "until you're at"). */
export function saysStep(sentence: Sentence): boolean {
  const stems = stemTokens(sentence.tokens);
  for (let i = 0; i < stems.length; i += 1) if (stepCueAt(stems, i)) return true;
  return false;
}

/** Whether every step the sentence says is this patient's ("she went up to", "I don't want to go up to" are not). */
function stepsTaken(sentence: Sentence): boolean {
  const stems = stemTokens(sentence.tokens);
  for (let i = 0; i < stems.length; i += 1) if (stepCueAt(stems, i) && !stepTakenAt(sentence.tokens, i)) return false;
  return true;
}
