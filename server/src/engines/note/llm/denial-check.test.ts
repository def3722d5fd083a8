import { describe, expect, it } from 'vitest';
import type { ClinicalFinding } from '../../../coding/clinical-finding';
import { analyzeTranscript } from '../shared/analysis/transcript-analyzer';
import { DenialCheck } from './denial-check';

describe('DenialCheck', () => {
  const transcript = "[doctor] any fever or chills ?\n[patient] no fever . i've had a cough for a week .";
  const check = new DenialCheck(analyzeTranscript(transcript).findings);

  it('flags a sentence stating a denied finding as present', () => {
    expect(check.contradictsDenial('The patient reports fever.')).toBe(true);
    expect(check.contradictsDenial('Fever and cough for one week.')).toBe(true);
  });

  it('accepts denials and sentences about other findings', () => {
    expect(check.contradictsDenial('Denies fever.')).toBe(false);
    expect(check.contradictsDenial('No fever.')).toBe(false);
    expect(check.contradictsDenial("The patient doesn't have a fever.")).toBe(false);
    expect(check.contradictsDenial('Cough for one week.')).toBe(false);
  });

  it('leaves concepts that are also affirmed elsewhere alone', () => {
    const finding = (assertion: ClinicalFinding['assertion']): ClinicalFinding => ({
      kind: 'symptom',
      conceptId: 'fever',
      term: 'fever',
      surface: 'fever',
      assertion,
      match: 'exact',
      speaker: 'patient',
      inAssessment: false,
      attributes: {},
      evidence: [],
    });
    expect(new DenialCheck([finding('negated')]).contradictsDenial('Fever last week.')).toBe(true);
    expect(new DenialCheck([finding('negated'), finding('historical')]).contradictsDenial('Fever last week.')).toBe(
      false,
    );
  });
});
