import { describe, expect, it } from 'vitest';
import { ANALYSIS_STAGES, runAnalysis } from './analysis-pipeline';
import { traceLines } from './analysis-trace';

const VISIT = [
  '[doctor] what brings you in today?',
  '[patient] i have had a cough for three days.',
  '[doctor] any fevers?',
  '[patient] no.',
  '[patient] my mother has diabetes.',
].join('\n');

describe('the analysis pipeline', () => {
  it('is a list of named stages run in order, each adding its fields', () => {
    expect(ANALYSIS_STAGES.map((stage) => stage.name)).toEqual([
      'segment',
      'normalise',
      'pair-questions',
      'patient-referent',
      'mentions-and-assertions',
      'timeline',
      'findings',
      'patient-and-encounter',
      'chief-complaint-and-problems',
    ]);
    const seen: string[] = [];
    runAnalysis(VISIT, undefined, (stage, doc) => {
      seen.push(stage.name);
      if (stage.name === 'segment') expect(doc.sentences).toHaveLength(5);
      if (stage.name === 'segment') expect(doc.findings).toBeUndefined();
    });
    expect(seen).toEqual(ANALYSIS_STAGES.map((stage) => stage.name));
  });

  it('gives the same analysis for the same transcript', () => {
    expect(runAnalysis(VISIT)).toEqual(runAnalysis(VISIT));
  });

  it('traces each sentence with its mentions, the status decided and why', () => {
    const lines = traceLines(runAnalysis(VISIT));
    expect(lines).toContain('#2 doctor? [history] any fevers');
    expect(lines.find((line) => line.includes('symptom fever'))).toMatch(
      /negated — asked; answer "no" \(no\) in sentence 3/,
    );
    expect(lines.find((line) => line.includes('type-2-diabetes'))).toMatch(/family — trigger "mother"/);
    expect(lines.find((line) => line.includes('symptom cough'))).toMatch(/present — no context trigger/);
  });
});
