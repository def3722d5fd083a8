import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';

/** Each medicine mention with its final dose, for the dialogue as written and as a speech recogniser gives it. */
function dosesOf(dialogue: string): Array<Array<[string, string | null]>> {
  return [dialogue, toSpeechStyle(dialogue)].map((transcript) =>
    runAnalysis(transcript)
      .mentions.filter((m) => m.kind === 'medication')
      .map((m): [string, string | null] => [m.conceptId, m.attributes.dose ?? null]),
  );
}

const doseOf = (doses: Array<[string, string | null]>, drug: string) =>
  doses.filter(([id]) => id === drug).map(([, dose]) => dose);

describe('a count of tablets or capsules is not a strength', () => {
  it('lets a strength said after the count in the same sentence be the dose', () => {
    const dialogue = '[doctor] I will start doxycycline, one capsule each day, one hundred milligrams, for six weeks.';
    for (const doses of dosesOf(dialogue)) expect(doseOf(doses, 'doxycycline')).toEqual(['100 mg']);
  });

  it('lets the answer to a strength question replace the count said before it', () => {
    const dialogue =
      '[doctor] The tablet for this is called doxycycline, take one capsule a day. What strength is that?\n' +
      '[doctor] One hundred milligrams, once a day for two months.';
    for (const doses of dosesOf(dialogue)) expect(doseOf(doses, 'doxycycline')).toContain('100 mg');
  });

  it('keeps a count when no strength is said', () => {
    const dialogue = '[doctor] Keep taking the paracetamol, two tablets four times a day.';
    for (const doses of dosesOf(dialogue)) expect(doseOf(doses, 'paracetamol')).toEqual(['2 tablets']);
  });

  it('never lets a second strength stand as the dose', () => {
    const dialogue = '[patient] Propranolol, one tablet, mostly ten milligrams, but sometimes I take forty milligrams.';
    for (const doses of dosesOf(dialogue)) expect(doseOf(doses, 'propranolol')).toEqual([null]);
  });
});

describe('doses said twice or run into a question', () => {
  it('reads a decimal dose said twice as one dose, not a longer decimal', () => {
    const dialogue =
      '[patient] I take atenolol for my heart.\n[doctor] Which dose of atenolol do you take?\n' +
      '[patient] One point two five, one point two five mg.';
    for (const doses of dosesOf(dialogue)) expect(doseOf(doses, 'atenolol')).not.toContain('0.25 mg');
    const [, speech] = dosesOf(dialogue);
    expect(doseOf(speech!, 'atenolol')).toContain('1.25 mg');
  });

  it('starts the answer where a second drug with its dose follows the drug a question named', () => {
    const dialogue =
      "[doctor] What else do you take besides the metformin?\n[patient] The lisinopril, that's twenty milligrams.";
    for (const doses of dosesOf(dialogue)) expect(doseOf(doses, 'lisinopril')).toEqual(['20 mg']);
  });

  it("reads a carer's answer in UK millilitres to how much of a medicine they give", () => {
    const dialogue =
      "[patient] I've been giving him Calpol.\n[doctor] How much Calpol are you giving him?\n" +
      '[patient] Ten mils about every four hours.';
    for (const doses of dosesOf(dialogue)) expect(doseOf(doses, 'paracetamol')).toContain('10 mL');
  });
});
