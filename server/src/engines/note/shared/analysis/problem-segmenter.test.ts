import { describe, expect, it } from 'vitest';
import { extractMentions } from './finding-extractor';
import { segmentProblems } from './problem-segmenter';
import { pairQuestionsWithAnswers } from './question-answer';
import { structureTranscript } from './transcript-structure';

function problemsOf(plan: string[]) {
  const transcript = [
    '[doctor] hi .',
    '[patient] hello .',
    '[doctor] let me examine you .',
    '[doctor] your lungs are clear .',
    ...plan.map((line) => `[doctor] ${line}`),
  ].join('\n');
  const { sentences } = structureTranscript(transcript);
  const problems = segmentProblems(sentences, extractMentions(sentences, pairQuestionsWithAnswers(sentences)));
  return problems.map((problem) => ({
    title: problem.title,
    said: problem.sentenceIndexes.map((i) => sentences[i]!.text),
  }));
}

describe('segmentProblems', () => {
  it('starts a problem where the clinician names it and keeps the following sentences with it', () => {
    const problems = problemsOf([
      'so for your diabetes , continue the metformin .',
      "i'll order an a1c .",
      'for your high blood pressure , keep taking lisinopril .',
    ]);
    expect(problems).toEqual([
      { title: 'Diabetes', said: ['so for your diabetes , continue the metformin', "i'll order an a1c"] },
      { title: 'Hypertension', said: ['for your high blood pressure , keep taking lisinopril'] },
    ]);
  });

  it('names a symptom problem after the diagnosis said right after it', () => {
    const problems = problemsOf(['so for your knee pain', 'i think this is arthritis .', "i'll prescribe meloxicam ."]);
    expect(problems.map((problem) => problem.title)).toEqual(['Arthritis']);
    expect(problems[0]!.said).toHaveLength(3);
  });

  it('finds no problems when none is named', () => {
    expect(problemsOf(['take care .'])).toEqual([]);
  });

  it('keeps the uncertainty and the severity of an impression in its title', () => {
    expect(problemsOf(['this is most likely a lumbar strain .'])[0]?.title).toBe('Probable muscle strain');
    expect(problemsOf(['i think this is mild asthma .'])[0]?.title).toBe('Mild asthma');
  });
});
