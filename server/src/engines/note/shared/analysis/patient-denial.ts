import type { Mention, Sentence } from './analysis.types';

/** How many sentences after the clinician's words the patient's own denial may come. */
const DENIAL_REACH = 3;

const isComplaint = (mention: Mention) => mention.kind === 'symptom' || mention.kind === 'condition';

/**
 * The patient's turn right after the clinician's sentence: a denial anywhere in it answers that sentence, however
 * long the patient talks first ("Um, yes, a bit. Actually, no … that was the day before. No headache with it.").
 */
function answerTurnAfter(sentences: readonly Sentence[], index: number): number | undefined {
  const next = sentences.slice(index + 1).find((sentence) => sentence.turnIndex !== sentences[index]?.turnIndex);
  return next?.speaker === 'patient' ? next.turnIndex : undefined;
}

/**
 * "You've been able to tolerate the nausea." "Yes. I haven't had any nausea.", "Any drooling?" "Yeah, I can swallow
 * it. No drooling.": what the patient denies in their own words right after outweighs the clinician's words, or a
 * "yes" that answered something else. The clinician's mention becomes a denial.
 */
export function applyPatientDenials(mentions: readonly Mention[], sentences: readonly Sentence[]): void {
  for (const mention of mentions) {
    if (!isComplaint(mention) || (mention.assertion !== 'present' && mention.assertion !== 'uncertain')) continue;
    if (sentences[mention.sentenceIndex]?.speaker !== 'doctor') continue;
    const answerTurn = answerTurnAfter(sentences, mention.sentenceIndex);
    const denial = mentions.find(
      (other) =>
        other.conceptId === mention.conceptId &&
        other.assertion === 'negated' &&
        other.sentenceIndex > mention.sentenceIndex &&
        (other.sentenceIndex <= mention.sentenceIndex + DENIAL_REACH ||
          sentences[other.sentenceIndex]?.turnIndex === answerTurn) &&
        sentences[other.sentenceIndex]?.speaker === 'patient',
    );
    if (!denial) continue;
    mention.assertion = 'negated';
    mention.negatedToo = true;
    mention.inAssessment = false;
    mention.reason = `the patient denies it in sentence ${denial.sentenceIndex}`;
  }
}
