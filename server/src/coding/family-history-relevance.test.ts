import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../engines/note/shared/speech-style';
import { buildNoteEngine } from '../engines/note/note.registry';
import type { ClinicalFinding } from './clinical-finding';
import { dropUnrelatedFamilyHistory } from './family-history-relevance';

function finding(overrides: Partial<ClinicalFinding>): ClinicalFinding {
  return {
    kind: 'condition',
    conceptId: 'x',
    term: 'x',
    surface: 'x',
    assertion: 'present',
    match: 'exact',
    speaker: 'patient',
    inAssessment: false,
    attributes: {},
    evidence: [],
    ...overrides,
  };
}
const of = (system: string, overrides: Partial<ClinicalFinding> = {}) =>
  finding({ ...overrides, attributes: { system } });
const selection = (code: string, ...findings: ClinicalFinding[]) => ({ entry: { code }, findings });
const codesOf = (selections: ReturnType<typeof selection>[]) => selections.map((s) => s.entry.code);
const nothingAssessed = () => false;

describe('dropUnrelatedFamilyHistory', () => {
  const hypertension = selection('I10', of('cardiovascular'));

  it('keeps a family history in the body system of a current condition', () => {
    const heart = selection('Z82.49', of('cardiovascular', { assertion: 'family' }));
    expect(codesOf(dropUnrelatedFamilyHistory([hypertension, heart], nothingAssessed))).toEqual(['I10', 'Z82.49']);
  });

  it('drops a family history that bears on no current problem', () => {
    const diabetes = selection('Z83.3', of('endocrine', { assertion: 'family' }));
    expect(codesOf(dropUnrelatedFamilyHistory([hypertension, diabetes], nothingAssessed))).toEqual(['I10']);
  });

  it('keeps everything when there is no current problem to bear on', () => {
    const diabetes = selection('Z83.3', of('endocrine', { assertion: 'family' }));
    expect(codesOf(dropUnrelatedFamilyHistory([diabetes], nothingAssessed))).toEqual(['Z83.3']);
  });

  it("keeps a relative's cancer beside a complaint of the same organ, coded or not", () => {
    const bowel = selection('Z80.0', of('gastrointestinal', { assertion: 'family' }));
    const bleeding = of('gastrointestinal', { kind: 'symptom' });
    // The bleeding is no coded problem (a diagnosis explained it away), but it is the patient's complaint now.
    const kept = dropUnrelatedFamilyHistory([hypertension, bowel], nothingAssessed, [bleeding]);
    expect(codesOf(kept)).toEqual(['I10', 'Z80.0']);
  });

  it("drops a relative's cancer when no complaint of its organ is had", () => {
    const bowel = selection('Z80.0', of('gastrointestinal', { assertion: 'family' }));
    const deniedBleeding = of('gastrointestinal', { kind: 'symptom', assertion: 'negated' });
    expect(codesOf(dropUnrelatedFamilyHistory([hypertension, bowel], nothingAssessed, [deniedBleeding]))).toEqual([
      'I10',
    ]);
  });

  it('still asks a taken-up symptom for a family history that is not a cancer', () => {
    const heart = selection('Z82.49', of('cardiovascular', { assertion: 'family' }));
    const palpitations = of('cardiovascular', { kind: 'symptom' });
    const asthma = selection('J45.909', of('respiratory'));
    expect(codesOf(dropUnrelatedFamilyHistory([asthma, heart], nothingAssessed, [palpitations]))).toEqual(['J45.909']);
  });
});

describe('family history of cancer beside a complaint of its organ, through the whole engine', () => {
  const engine = buildNoteEngine({ engine: 'builtin' });
  const icd10Of = async (transcript: string) =>
    (await engine.generate({ transcript })).codeSuggestions.filter((c) => c.type === 'ICD-10').map((c) => c.code);
  const bothWays = (lines: string[]) => [lines.join('\n'), toSpeechStyle(lines.join('\n'))];

  it("keeps a mother's breast cancer beside a breast lump", async () => {
    const lines = [
      '[doctor] What can I do for you today?',
      '[patient] I found a lump in my breast last week while showering.',
      '[doctor] Any cancer in the family?',
      '[patient] My mother had breast cancer in her fifties.',
      '[doctor] I will refer you to the breast clinic to have the breast lump looked at within two weeks.',
    ];
    for (const text of bothWays(lines)) expect(await icd10Of(text)).toContain('Z80.3');
  });

  it("keeps a father's colon cancer beside rectal bleeding when another problem is diagnosed", async () => {
    const lines = [
      '[doctor] What brings you in?',
      "[patient] I've had some rectal bleeding on and off for a month.",
      '[doctor] Anyone in the family with bowel problems?',
      '[patient] My father had colon cancer at sixty.',
      '[doctor] Your blood pressure is high today as well, so that is hypertension and we will start amlodipine.',
      '[doctor] For the bleeding, I will refer you for a colonoscopy.',
    ];
    for (const text of bothWays(lines)) expect(await icd10Of(text)).toContain('Z80.0');
  });
});
