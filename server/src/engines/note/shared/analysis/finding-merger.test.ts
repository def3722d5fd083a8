import { describe, expect, it } from 'vitest';
import { extractMentions } from './finding-extractor';
import { mergeFindings } from './finding-merger';
import { pairQuestionsWithAnswers } from './question-answer';
import { structureTranscript } from './transcript-structure';

describe('mergeFindings', () => {
  it('merges mentions of one concept and status, keeping every evidence span and the first words', () => {
    const { sentences } = structureTranscript(
      "[patient] i've had headaches .\n[patient] the headache is worse at night , for two weeks .\n[patient] no fever .",
    );
    const findings = mergeFindings(extractMentions(sentences, pairQuestionsWithAnswers(sentences)), sentences);
    const headache = findings.find((f) => f.conceptId === 'headache');
    expect(headache).toMatchObject({
      surface: 'headaches',
      assertion: 'present',
      speaker: 'patient',
      attributes: { duration: '2 weeks' },
    });
    expect(headache?.evidence.map((span) => span.quote)).toEqual([
      "i've had headaches",
      'the headache is worse at night , for two weeks',
    ]);
    expect(findings.find((f) => f.conceptId === 'fever')?.assertion).toBe('negated');
  });
});
