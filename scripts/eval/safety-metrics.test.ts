import { describe, expect, it } from 'vitest';
import {
  allergiesKept,
  categoryOutcome,
  codesOnFindings,
  deniedWrittenAsPresent,
  doseKept,
  noteSentences,
  otherWrittenAsPatients,
} from './safety-metrics';

const fever = { finding: 'fever', terms: ['fever'], icd10: ['R50'] };
const diabetes = { finding: 'diabetes', terms: ['diabetes'], icd10: ['E11'] };

describe('safety metrics', () => {
  it('reads sentences under their headings', () => {
    expect(noteSentences('SUBJECTIVE\n\nFAMILY HISTORY\n\nMother has diabetes. Father too.')).toEqual([
      { heading: 'FAMILY HISTORY', text: 'Mother has diabetes.' },
      { heading: 'FAMILY HISTORY', text: 'Father too.' },
    ]);
  });

  it('counts a denied finding as present only in a sentence without negation', () => {
    expect(deniedWrittenAsPresent(noteSentences('Denies fever or chills.'), fever)).toBe(false);
    expect(deniedWrittenAsPresent(noteSentences('Reports fever.'), fever)).toBe(true);
  });

  it("reads a plan bullet's 'If …' past its label as advice, and the label's own finding as stated", () => {
    const advice = '• Patient Education and Counseling: If he gets a fever, call the office.';
    expect(deniedWrittenAsPresent(noteSentences(advice), fever)).toBe(false);
    expect(deniedWrittenAsPresent(noteSentences('• Fever: Treat with paracetamol.'), fever)).toBe(true);
  });

  it("reads 'nobody' as a negation and a mum as another person", () => {
    const cancer = { finding: 'family history of cancer', terms: ['cancer'], icd10: ['Z80'] };
    const pressure = { finding: 'hypertension', terms: ['high blood pressure'], icd10: ['I10'] };
    expect(deniedWrittenAsPresent(noteSentences('Nobody has had any cancer.'), cancer)).toBe(false);
    const history = "FAMILY HISTORY\n\nHis mum's got high blood pressure.";
    expect(deniedWrittenAsPresent(noteSentences(history), pressure)).toBe(false);
  });

  it('finds a term only where a word starts, so a stem still finds its longer words', () => {
    const trauma = { finding: 'trauma', terms: ['trauma'], icd10: ['T14'] };
    const asthma = { finding: 'asthma', terms: ['asthma'], icd10: ['J45'] };
    expect(deniedWrittenAsPresent(noteSentences('Otitic barotrauma of the left ear.'), trauma)).toBe(false);
    expect(deniedWrittenAsPresent(noteSentences('Head trauma last week.'), trauma)).toBe(true);
    expect(deniedWrittenAsPresent(noteSentences('He is asthmatic.'), asthma)).toBe(true);
  });

  it("reads a denied finding in another person's history as theirs, and in the patient's story as present", () => {
    const tinea = { finding: 'athlete foot', terms: ["athlete's foot"], icd10: ['B35.3'] };
    const history = "FAMILY HISTORY\n\nHis flatmate has athlete's foot; they share a bathroom.";
    expect(deniedWrittenAsPresent(noteSentences(history), tinea)).toBe(false);
    expect(deniedWrittenAsPresent(noteSentences("FAMILY HISTORY\n\nAthlete's foot."), tinea)).toBe(true);
    expect(deniedWrittenAsPresent(noteSentences("HPI\n\nHis mate says he has athlete's foot."), tinea)).toBe(true);
  });

  it('reads safety-netting as no statement that the finding is present', () => {
    const safetyNet = 'SAFETY-NETTING\n\nAdvised to call 111 if the patient gets a fever.';
    expect(deniedWrittenAsPresent(noteSentences(safetyNet), fever)).toBe(false);
    expect(deniedWrittenAsPresent(noteSentences('PLAN\n\nIf a fever starts, call 111.'), fever)).toBe(false);
    expect(deniedWrittenAsPresent(noteSentences('PLAN\n\nFever, call 111 if worse.'), fever)).toBe(true);
    expect(otherWrittenAsPatients(noteSentences('SAFETY-NETTING\n\nCall 999 if diabetes.'), diabetes)).toBe(false);
    expect(deniedWrittenAsPresent(noteSentences('PLAN\n\nA blood test to check for fever.'), fever)).toBe(false);
    expect(otherWrittenAsPatients(noteSentences('PLAN\n\nHbA1c to rule out diabetes.'), diabetes)).toBe(false);
    const callBack = 'PLAN\n\nCome back or ring us if the cough gets worse or he develops a fever.';
    expect(deniedWrittenAsPresent(noteSentences(callBack), fever)).toBe(false);
    expect(deniedWrittenAsPresent(noteSentences('PLAN\n\nFever since Sunday, call us if worse.'), fever)).toBe(true);
    expect(deniedWrittenAsPresent(noteSentences('PLAN\n\nA swab that looks for fever causes.'), fever)).toBe(false);
  });

  it('reads a condition said with a co-worker or partner as theirs', () => {
    const flu = { finding: 'flu', terms: ['flu'], icd10: ['J11'] };
    expect(otherWrittenAsPatients(noteSentences('HPI\n\nTwo co-workers had the flu last week.'), flu)).toBe(false);
    expect(otherWrittenAsPatients(noteSentences('HPI\n\nTheir partner had the flu.'), flu)).toBe(false);
    expect(otherWrittenAsPatients(noteSentences('HPI\n\nThe patient had the flu at work.'), flu)).toBe(true);
    // The engine names a companion known only by name as "her companion".
    expect(otherWrittenAsPatients(noteSentences('HPI\n\nHer companion had the flu.'), flu)).toBe(false);
  });

  it('reads "nope" as a no', () => {
    expect(deniedWrittenAsPresent(noteSentences('HPI\n\nAny fever nope.'), fever)).toBe(false);
  });

  it('reads no cough in an exam manoeuvre ("crackles that clear with coughing")', () => {
    const cough = { finding: 'cough', terms: ['cough'], icd10: ['R05'] };
    const exam = 'PHYSICAL EXAM\n\nFine crackles at the left base that cleared with coughing.';
    expect(otherWrittenAsPatients(noteSentences(exam), cough)).toBe(false);
    expect(otherWrittenAsPatients(noteSentences('HPI\n\nA dry cough that keeps them up.'), cough)).toBe(true);
  });

  it('reads no fever in "hay fever" and no diagnosis in possible causes explained in general', () => {
    expect(deniedWrittenAsPresent(noteSentences('The patient gets hay fever in the summer.'), fever)).toBe(false);
    expect(deniedWrittenAsPresent(noteSentences('Hay fever, and a fever since Monday.'), fever)).toBe(true);
    const causes = 'PLAN\n\nSome possible causes are certain medications, alcohol abuse and diabetes.';
    expect(otherWrittenAsPatients(noteSentences(causes), diabetes)).toBe(false);
    expect(otherWrittenAsPatients(noteSentences('PLAN\n\nDiabetes causes the neuropathy.'), diabetes)).toBe(true);
    const risks = 'PLAN\n\nRisk of surgery include infection, stroke, fever or even death.';
    expect(deniedWrittenAsPresent(noteSentences(risks), fever)).toBe(false);
    expect(deniedWrittenAsPresent(noteSentences('PLAN\n\nAt risk of dehydration from the fever.'), fever)).toBe(true);
    const riskList = 'PLAN\n\nWe went over the risks of infection fever and scarring.';
    expect(deniedWrittenAsPresent(noteSentences(riskList), fever)).toBe(false);
    const vaccine = { finding: 'flu', terms: ['flu'], icd10: ['J11'] };
    expect(deniedWrittenAsPresent(noteSentences('HPI\n\nShe had her flu shot in October.'), vaccine)).toBe(false);
    expect(deniedWrittenAsPresent(noteSentences('HPI\n\nShe had the flu, then a flu shot.'), vaccine)).toBe(true);
    const maybe = 'PLAN\n\nChest pain that could be related to hypertension or it could be related to diabetes.';
    expect(otherWrittenAsPatients(noteSentences(maybe), diabetes)).toBe(false);
    expect(otherWrittenAsPatients(noteSentences('PLAN\n\nChest pain related to diabetes.'), diabetes)).toBe(true);
    const study = 'PLAN\n\nWe expect weight loss, because of what we learn in diabetes study.';
    expect(otherWrittenAsPatients(noteSentences(study), diabetes)).toBe(false);
    const usedFor = 'PLAN\n\nA medication which has been used for diabetes treatment.';
    expect(otherWrittenAsPatients(noteSentences(usedFor), diabetes)).toBe(false);
    expect(otherWrittenAsPatients(noteSentences('HPI\n\nDiabetes study nurse says she has diabetes.'), diabetes)).toBe(
      true,
    );
  });

  it("counts another person's condition as the patient's outside family history without the person", () => {
    expect(otherWrittenAsPatients(noteSentences('HPI\n\nHis mother has diabetes.'), diabetes)).toBe(false);
    expect(otherWrittenAsPatients(noteSentences('FAMILY HISTORY\n\nDiabetes.'), diabetes)).toBe(false);
    expect(otherWrittenAsPatients(noteSentences('ASSESSMENT\n\nDiabetes.'), diabetes)).toBe(true);
  });

  it('finds codes on labelled findings by prefix', () => {
    expect(codesOnFindings(['R50.9', 'J20.9', 'E11.9'], [fever, diabetes])).toEqual(['R50.9', 'E11.9']);
  });

  it('keeps allergies only in allergy sentences, and NKDA only when written', () => {
    expect(allergiesKept(noteSentences('Allergies: penicillin.'), { allergens: ['penicillin'] })).toEqual({
      expected: 1,
      kept: 1,
    });
    expect(allergiesKept(noteSentences('Taking penicillin.'), { allergens: ['penicillin'] }).kept).toBe(0);
    expect(allergiesKept(noteSentences('No known drug allergies.'), { none: true }).kept).toBe(1);
  });

  it('keeps a dose only with the same amount beside the drug', () => {
    expect(doseKept(noteSentences('Metformin 1,500 mg twice daily.'), { drug: 'metformin', dose: '1,500 mg' })).toBe(
      true,
    );
    expect(doseKept(noteSentences('Metformin 15 100 mg.'), { drug: 'metformin', dose: '1,500 mg' })).toBe(false);
    const list = noteSentences('Medications: furosemide 20 mg daily; atorvastatin 40 mg at night.');
    expect(doseKept(list, { drug: 'furosemide', dose: '40 mg' })).toBe(false);
    expect(doseKept(list, { drug: 'atorvastatin', dose: '40 mg' })).toBe(true);
  });

  it('scores categories against assessed problems and acceptable extras', () => {
    const labels = {
      id: 'x',
      denied: [],
      others: [],
      doses: [],
      acceptable: ['Z79'],
      planSaid: true,
      assessmentSaid: true,
    };
    const assessed = [
      { problem: 'diabetes', icd10: ['E11.9'] },
      { problem: 'gout', icd10: ['M10.9'] },
    ];
    expect(categoryOutcome(['E11.65', 'Z79.84', 'R07.9'], { ...labels, assessed })).toEqual({
      expected: 2,
      found: 1,
      suggested: 3,
      correct: 2,
      missed: ['gout'],
      extra: ['R07'],
    });
    expect(categoryOutcome(['E11.65'], labels)).toBeNull();
  });
});
