import {
  OUT_OF_RANGE_LEADS,
  RAISED_VALUE_CONCEPTS,
  WITHIN_NORMAL_PHRASES,
} from '../vocabulary/value-within-normal.vocab';
import type { Mention, Sentence } from './analysis.types';
import { cueIndex, stemTokens } from './phrase-index';

const raisedValues: ReadonlySet<string> = new Set(RAISED_VALUE_CONCEPTS);
const withinNormal = cueIndex(WITHIN_NORMAL_PHRASES);
const outOfRange: ReadonlySet<string> = new Set(OUT_OF_RANGE_LEADS);

/** "It is still in the normal range", but not "it is no longer in the normal range". */
function saysWithinNormal(sentence: Sentence): boolean {
  const stems = stemTokens(sentence.tokens);
  return stems.some(
    (_, at) => withinNormal.matchAt(stems, at) !== null && !outOfRange.has(sentence.tokens[at - 1]?.norm ?? ''),
  );
}

/** The value's own sentence, or the same speaker's next sentence of the turn ("…, but it is still normal"). */
function saidWithinNormal(mention: Mention, sentences: readonly Sentence[]): boolean {
  const sentence = sentences[mention.sentenceIndex];
  if (!sentence) return false;
  if (saysWithinNormal(sentence)) return true;
  const next = sentences[mention.sentenceIndex + 1];
  return !!next && next.turnIndex === sentence.turnIndex && next.speaker === sentence.speaker && saysWithinNormal(next);
}

/**
 * "Your LDL went up a little, but it is still in the normal range": a value said to be within normal is not raised.
 * The sentence splitter cuts at "but", so the clause that said so carried no finding and was never written, and the
 * note kept only "LDL went up" — raised LDL in the assessment and coded. Such a value is dropped, not denied: the
 * clinician neither found nor excluded a condition, they read a result.
 */
export function dropValuesWithinNormal(mentions: readonly Mention[], sentences: readonly Sentence[]): Mention[] {
  return mentions.filter((mention) => !(raisedValues.has(mention.conceptId) && saidWithinNormal(mention, sentences)));
}
