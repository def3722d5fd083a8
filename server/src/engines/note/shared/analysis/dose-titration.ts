import type { Mention, Sentence } from './analysis.types';
import { cueIndex, stemTokens } from './phrase-index';

/**
 * "You start at fifty milligrams once a day. After two weeks, go up to one hundred milligrams.": the second
 * strength, said by the same speaker straight after the first as the step it goes up (or down) to, is the plan for
 * the medicine, not a rival to the first. Either alone would be a wrong dose; both together say how it is taken.
 * Data and one pure check, used by the dose carrier.
 */
export const TITRATION_CUES: readonly string[] = [
  'go up to',
  'going up to',
  'increase to',
  'increase it to',
  'increase that to',
  'increasing to',
  'increasing it to',
  'up it to',
  'up that to',
  'move up to',
  'step up to',
  'build up to',
  'building up to',
  'come down to',
  'go down to',
  'reduce to',
  'reduce it to',
  'drop to',
  'drop it to',
];

const cues = cueIndex(TITRATION_CUES);

/** The sentence steps the dose given just before by the same speaker up or down to a new strength. */
export function titratesFrom(sentence: Sentence, previous: Sentence | undefined, named: readonly Mention[]): boolean {
  if (!previous || previous.speaker !== sentence.speaker || previous.turnIndex !== sentence.turnIndex) return false;
  if (!named.every((m) => m.evidenceSentences.includes(previous.index))) return false;
  const stems = stemTokens(sentence.tokens);
  for (let i = 0; i < stems.length; i += 1) if (cues.matchAt(stems, i)) return true;
  return false;
}
