import { describe, expect, it } from 'vitest';
import type { ClinicalFinding } from '../../../../coding/clinical-finding';
import { analyzeTranscript } from '../analysis/transcript-analyzer';
import { toSpeechStyle } from '../speech-style';
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

  it('accepts safety-netting advice naming a denied finding as a condition, written and as speech', () => {
    const spoken = new DenialCheck(analyzeTranscript(toSpeechStyle(transcript)).findings);
    for (const denials of [check, spoken]) {
      expect(denials.contradictsDenial('Advised to ring 111 if she gets a fever or a rash.')).toBe(false);
      expect(denials.contradictsDenial('Advised to rest. She reports fever.')).toBe(true);
    }
  });

  it('spares only the name right after "rule out", not the rest of the sentence', () => {
    const denied = (conceptId: string): ClinicalFinding => ({
      kind: conceptId === 'pneumonia' ? 'condition' : 'symptom',
      conceptId,
      term: conceptId,
      surface: conceptId,
      assertion: 'negated',
      match: 'exact',
      speaker: 'patient',
      inAssessment: false,
      attributes: {},
      evidence: [],
    });
    const check = new DenialCheck([denied('fever'), denied('pneumonia')]);
    expect(check.contradictsDenial('Chest X-ray to rule out pneumonia.')).toBe(false);
    expect(check.contradictsDenial('Pneumonia has been ruled out.')).toBe(true);
    expect(check.contradictsDenial('Chest X-ray to rule out a pneumonia.')).toBe(false);
    expect(check.contradictsDenial('Reports fever and productive cough; chest X-ray to rule out pneumonia.')).toBe(
      true,
    );
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

describe('DenialCheck on other subjects', () => {
  const transcript = '[doctor] have you had covid ?\n[patient] no .\n[doctor] any numbness ?\n[patient] no .';
  const check = new DenialCheck(analyzeTranscript(transcript).findings);

  it('reads a vaccine, a relative or an allergy line as another subject', () => {
    expect(check.contradictsDenial('The patient did get their COVID vaccine.')).toBe(false);
    expect(check.contradictsDenial('Her mother had COVID last year.')).toBe(false);
    expect(check.contradictsDenial('Reports arm numbness.')).toBe(true);
    expect(check.contradictsDenial('Had COVID last year.')).toBe(true);
  });
});
