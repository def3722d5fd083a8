import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../engines/note/shared/speech-style';
import type { ClinicalFinding } from './clinical-finding';
import { selectIcd10cmCodes } from './icd10cm-selection';

function finding(overrides: Partial<ClinicalFinding>, quote: string): ClinicalFinding {
  return {
    kind: 'condition',
    conceptId: 'essential-hypertension',
    term: 'essential hypertension',
    surface: 'hypertension',
    assertion: 'present',
    match: 'exact',
    speaker: 'doctor',
    inAssessment: true,
    attributes: {},
    evidence: [{ start: 0, end: quote.length, quote }],
    ...overrides,
  };
}

// Each visit as written and as the recogniser gives its quotes (lower case, no punctuation).
const styles = [(text: string) => text, (text: string) => toSpeechStyle(text)];

function visitFindings(style: (text: string) => string, snoringSpeaker: ClinicalFinding['speaker']) {
  const hypertension = finding({}, style('We will treat your hypertension.'));
  const apnoea = finding(
    { conceptId: 'obstructive-sleep-apnea', term: 'obstructive sleep apnea', surface: 'sleep apnoea' },
    style('This could be sleep apnoea.'),
  );
  const snoring = finding(
    { kind: 'symptom', conceptId: 'snoring', term: 'snoring', surface: 'snore', speaker: snoringSpeaker },
    style('I snore every night.'),
  );
  return { hypertension, apnoea, snoring };
}

const codesOf = (findings: ClinicalFinding[]) => selectIcd10cmCodes(findings).map((s) => s.entry.code);

describe('symptoms of a suspected diagnosis', () => {
  it('keeps the patient-reported symptom a suspected diagnosis would explain, written and spoken', () => {
    for (const style of styles) {
      const { hypertension, apnoea, snoring } = visitFindings(style, 'patient');
      expect(
        codesOf([hypertension, { ...apnoea, assertion: 'uncertain' }, { ...snoring, inAssessment: false }]),
      ).toEqual(expect.arrayContaining(['I10', 'R06.83']));
    }
  });

  it('drops it beside a diagnosis when only the clinician names it, or nothing is suspected', () => {
    for (const style of styles) {
      const { hypertension, apnoea, snoring } = visitFindings(style, 'doctor');
      const uncertain = { ...apnoea, assertion: 'uncertain' as const };
      expect(codesOf([hypertension, uncertain, { ...snoring, inAssessment: false }])).not.toContain('R06.83');
      const patientSnoring = { ...snoring, speaker: 'patient' as const, inAssessment: false };
      expect(codesOf([hypertension, patientSnoring])).not.toContain('R06.83');
      expect(codesOf([hypertension, apnoea, patientSnoring])).not.toContain('R06.83');
    }
  });
});
