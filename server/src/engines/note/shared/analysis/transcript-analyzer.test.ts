import { describe, expect, it } from 'vitest';
import { analyzeTranscript } from './transcript-analyzer';

describe('analyzeTranscript', () => {
  const transcript = [
    '[doctor] good to see you again , mr. king . you are a 70-year-old male here for your diabetes .',
    "[patient] yes . i've been taking metformin five hundred milligrams twice a day , but my feet feel numb .",
    '[doctor] any chest pain ?',
    '[patient] no .',
    '[doctor] let me examine you . your blood pressure is one forty over ninety .',
    '[doctor] so for your diabetes , i will order a hemoglobin a1c and refer you to podiatry .',
  ].join('\n');
  const analysis = analyzeTranscript(transcript);

  it('finds the patient, the complaint and the encounter', () => {
    expect(analysis.patient.age?.value).toBe(70);
    expect(analysis.patient.sex?.value).toBe('male');
    expect(analysis.chiefComplaint?.text).toBe('Diabetes');
    expect(analysis.encounter).toEqual({ newPatient: false });
  });

  it('merges findings with status, attributes and exact evidence', () => {
    const summary = analysis.findings.map((f) => `${f.kind}:${f.conceptId}:${f.assertion}`);
    expect(summary).toEqual(
      expect.arrayContaining([
        'condition:type-2-diabetes:present',
        'medication:metformin:present',
        'symptom:foot-numbness:present',
        'symptom:chest-pain:negated',
        'vital:blood-pressure:present',
        'order:hemoglobin-a1c:present',
        'referral:referral-podiatry:present',
      ]),
    );
    const metformin = analysis.findings.find((f) => f.conceptId === 'metformin');
    expect(metformin?.attributes).toMatchObject({ dose: '500 mg', frequency: 'twice a day' });
    for (const finding of analysis.findings) {
      for (const span of finding.evidence) expect(transcript.slice(span.start, span.end)).toBe(span.quote);
    }
  });

  it('opens the plan problem the clinician names', () => {
    expect(analysis.problems.map((problem) => problem.title)).toEqual(['Diabetes']);
  });

  it('analyses an empty transcript to nothing', () => {
    const empty = analyzeTranscript('');
    expect(empty.sentences).toEqual([]);
    expect(empty.findings).toEqual([]);
    expect(empty.chiefComplaint).toBeNull();
  });
});
