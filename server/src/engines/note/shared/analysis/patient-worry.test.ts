import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { extractMentions } from './finding-extractor';
import { runMentionPasses } from './mention-passes';
import { pairQuestionsWithAnswers } from './question-answer';
import { structureTranscript } from './transcript-structure';

function statusOf(transcript: string, conceptId: string): string[] {
  const { sentences } = structureTranscript(transcript);
  const questions = pairQuestionsWithAnswers(sentences);
  return runMentionPasses(extractMentions(sentences, questions), { sentences, questions })
    .filter((m) => m.conceptId === conceptId)
    .map((m) => m.assertion);
}

const visit = (lines: string[]) =>
  [
    '[doctor] hello , what can i do for you today ?',
    '[patient] i keep getting bad headaches behind my eyes , most days this month .',
    '[doctor] let me check your eyes and your blood pressure . that all looks normal .',
    ...lines,
  ].join('\n');
const STYLES = [
  ['written', (text: string) => text],
  ['speech', toSpeechStyle],
] as const;

describe("a condition named only in the patient's worried question", () => {
  for (const [style, render] of STYLES) {
    it(`is not present when only the patient asks about it (${style})`, () => {
      const asked = visit([
        '[patient] so could it be a migraine ?',
        '[doctor] i think these are tension headaches from your neck and shoulders .',
      ]);
      expect(statusOf(render(asked), 'migraine')).not.toContain('present');
    });

    it(`stays present when the clinician says yes (${style})`, () => {
      const confirmed = visit(['[patient] is it a migraine ?', '[doctor] yes , i think it is .']);
      expect(statusOf(render(confirmed), 'migraine')).toContain('present');
    });

    it(`leaves a clinician's question about a symptom the patient has (${style})`, () => {
      const symptom = visit(['[doctor] is it worse at night ?', '[patient] yes , the headache wakes me up .']);
      expect(statusOf(render(symptom), 'headache')).not.toContain('uncertain');
      expect(statusOf(render(symptom), 'headache')).toContain('present');
    });
  }
});
