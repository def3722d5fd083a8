import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';

/** Each medicine's concept and dose, for the dialogue as written and as a speech recogniser gives it. */
function dosesOf(dialogue: string): Array<Array<[string, string | null]>> {
  return [dialogue, toSpeechStyle(dialogue)].map((transcript) =>
    runAnalysis(transcript)
      .mentions.filter((m) => m.kind === 'medication')
      .map((m): [string, string | null] => [m.conceptId, m.attributes.dose ?? null]),
  );
}
const dosesFor = (doses: Array<[string, string | null]>, id: string) =>
  doses.filter(([concept, dose]) => concept === id && dose !== null).map(([, dose]) => dose);

describe('a step said of another medicine', () => {
  it('never joins the step of a second medicine to the first one', () => {
    const dialogue = '[patient] I take ramipril five milligrams, and then I went up to eighty on the gliclazide.';
    for (const doses of dosesOf(dialogue)) {
      for (const dose of dosesFor(doses, 'ramipril')) expect(dose).not.toContain('80');
    }
  });
});

describe('a step said of someone else, or not taken', () => {
  it("never keeps the step a relative took as the patient's next dose", () => {
    const dialogue =
      '[doctor] We will begin citalopram ten milligrams.\n[doctor] Your sister took it as well. She went up to ' +
      'forty milligrams.';
    for (const doses of dosesOf(dialogue)) {
      for (const dose of dosesFor(doses, 'citalopram')) expect(dose).not.toContain('40 mg');
    }
  });

  it('never keeps a step the clinician says is not taken', () => {
    const dialogue =
      "[doctor] Stay on citalopram ten milligrams. I don't want to go up to twenty milligrams yet.\n[patient] Good.";
    for (const doses of dosesOf(dialogue)) {
      for (const dose of dosesFor(doses, 'citalopram')) expect(dose).not.toContain('20 mg');
    }
  });

  it("never keeps a step other people take as this patient's", () => {
    const dialogue = '[doctor] Citalopram ten milligrams each morning. Many people go up to twenty milligrams.';
    for (const doses of dosesOf(dialogue)) {
      for (const dose of dosesFor(doses, 'citalopram')) expect(dose).not.toContain('20 mg');
    }
  });
});

describe('the volume a liquid strength is given per', () => {
  it('never reads the volume of the strength as the dose', () => {
    const dialogue =
      '[doctor] The cefalexin syrup is two hundred fifty milligrams per five milliliters. She has ten milliliters ' +
      'twice a day.';
    for (const doses of dosesOf(dialogue)) {
      const said = dosesFor(doses, 'cephalexin');
      expect(said).not.toContain('5 mL');
      expect(said).not.toContain('250 mg');
    }
    const inline = '[doctor] Ibuprofen liquid, one hundred milligrams in five milliliters, give eight milliliters.';
    for (const doses of dosesOf(inline)) expect(dosesFor(doses, 'ibuprofen')).not.toContain('5 mL');
  });

  it('keeps the volume given after the strength', () => {
    const dialogue =
      '[doctor] The cefalexin syrup is two hundred fifty milligrams per five milliliters.\n[doctor] Give ten ' +
      'milliliters twice a day.';
    const [written] = dosesOf(dialogue);
    expect(dosesFor(written!, 'cephalexin')).toEqual(['10 mL']);
  });
});
