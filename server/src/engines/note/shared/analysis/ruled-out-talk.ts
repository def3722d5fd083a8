import { PATIENT_TIE_WORDS } from '../vocabulary/experiencer-trigger.vocab';
import type { Mention, Sentence } from './analysis.types';

/** How many words before an illness a word may tie it to the patient ("your stroke", "this is a stroke"). */
const TIE_REACH = 4;
const ties = new Set(PATIENT_TIE_WORDS);

/** The clinician said, not asked, that the patient does not have it ("it's not a stroke", "this isn't gout"). */
const rulesOut = (mention: Mention, sentences: readonly Sentence[]) => {
  const sentence = sentences[mention.sentenceIndex];
  return (
    mention.kind === 'condition' &&
    mention.assertion === 'negated' &&
    sentence?.speaker === 'doctor' &&
    !sentence.isQuestion
  );
};

/** The conditions the clinician ruled out, each with the first sentence that did. */
export function findRuledOut(mentions: readonly Mention[], sentences: readonly Sentence[]): Map<string, number> {
  const ruledOutAt = new Map<string, number>();
  for (const mention of mentions) {
    if (!rulesOut(mention, sentences)) continue;
    const at = ruledOutAt.get(mention.conceptId);
    if (at === undefined || mention.sentenceIndex < at) ruledOutAt.set(mention.conceptId, mention.sentenceIndex);
  }
  return ruledOutAt;
}

/** "your stroke", "you've had a stroke", "this is a stroke": words just before the illness that make it the patient's. */
function tiedToPatient(sentence: Sentence, mention: Mention): boolean {
  return sentence.tokens
    .slice(Math.max(0, mention.first - TIE_REACH), mention.first)
    .some((token) => ties.has(token.norm));
}

/**
 * "No, this isn't a stroke. In a stroke the forehead is usually spared …": once the clinician has ruled a condition
 * out, naming it again without tying it to the patient explains the illness in general, it diagnoses nothing. Read
 * as present, that talk coded the very condition the clinician had excluded and wrote it into the impression, for
 * a clinician to sign. Only talk after the ruling-out counts, so a condition found first and doubted later stays.
 */
export function applyRuledOutTalk(mentions: Mention[], sentences: readonly Sentence[]): void {
  const ruledOutAt = findRuledOut(mentions, sentences);
  for (const mention of mentions) {
    const at = ruledOutAt.get(mention.conceptId);
    if (at === undefined || mention.sentenceIndex <= at || mention.assertion !== 'present') continue;
    const sentence = sentences[mention.sentenceIndex]!;
    if (sentence.speaker !== 'doctor' || sentence.isQuestion || tiedToPatient(sentence, mention)) continue;
    mention.assertion = 'hypothetical';
    mention.reason = 'the clinician naming again, untied to the patient, a condition they ruled out';
  }
}
