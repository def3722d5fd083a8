import { describe, expect, it } from 'vitest';
import { applyContactIllness } from './contact-illness';
import { extractMentions } from './finding-extractor';
import { pairQuestionsWithAnswers } from './question-answer';
import { structureTranscript } from './transcript-structure';
import { toSpeechStyle } from '../speech-style';

/** Our own visit: a parent, and the clinician telling back the classmate's illness that worried them. */
const visit = [
  '[doctor] How has Sam been sleeping?',
  '[patient] Fine, he sleeps through.',
  '[doctor] Is he drinking a lot more than usual?',
  '[patient] No, same as ever.',
  '[doctor] So a boy in his class was just diagnosed with type 1 diabetes, and that is why you asked about the thirst.',
  '[patient] Yes, exactly.',
].join('\n');

const contactStatuses = (text: string) => {
  const { sentences } = structureTranscript(text);
  const mentions = extractMentions(sentences, pairQuestionsWithAnswers(sentences));
  applyContactIllness(mentions, sentences);
  return mentions.filter((m) => m.conceptId === 'type-1-diabetes').map((m) => m.assertion);
};

describe("a clinician's contact placed by the patient's side", () => {
  it('is the patient\'s contact ("a boy in his class"), written and as speech', () => {
    expect(contactStatuses(visit)).toEqual(['family']);
    expect(contactStatuses(toSpeechStyle(visit))).toEqual(['family']);
  });
});
