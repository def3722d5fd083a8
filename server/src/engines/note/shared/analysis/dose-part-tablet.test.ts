import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';

/** Each medicine's dose, for the dialogue as written and as a speech recogniser gives it. */
function dosesOf(dialogue: string): Array<Array<[string, string | null]>> {
  return [dialogue, toSpeechStyle(dialogue)].map((transcript) =>
    runAnalysis(transcript)
      .mentions.filter((m) => m.kind === 'medication')
      .map((m): [string, string | null] => [m.conceptId, m.attributes.dose ?? null]),
  );
}

describe('a part of a tablet takes that part of the strength', () => {
  it('reads half a tablet of the strength said after it', () => {
    const dialogue = '[patient] The ramipril, half a tablet, the ten milligram ones.';
    for (const doses of dosesOf(dialogue)) expect(doses).toEqual([['ramipril', '5 mg']]);
  });

  it('reads a quarter of a tablet whose strength is said inside the part', () => {
    const dialogue = '[patient] Atenolol, a quarter of a fifty milligram tablet every morning.';
    for (const doses of dosesOf(dialogue)) expect(doses).toEqual([['atenolol', '12.5 mg']]);
  });

  it('keeps the strength when a whole count of tablets is said with the part', () => {
    const dialogue = '[patient] Ramipril, two and a half tablets, the ten milligram ones.';
    for (const doses of dosesOf(dialogue)) expect(doses).toEqual([['ramipril', '10 mg']]);
  });

  it('never halves a dose for half an hour', () => {
    const dialogue = '[doctor] Take the ramipril, ten milligrams, half an hour before breakfast.';
    for (const doses of dosesOf(dialogue)) expect(doses).toEqual([['ramipril', '10 mg']]);
  });

  it('gives half a tablet of the next medicine to that medicine, not the one before', () => {
    const dialogue = '[patient] I take ramipril ten milligrams, and half a tablet of atenolol.';
    for (const doses of dosesOf(dialogue))
      expect(doses).toEqual([
        ['ramipril', '10 mg'],
        ['atenolol', null],
      ]);
  });

  it('keeps the strength when the part is said of another medicine before the name', () => {
    const dialogue = '[doctor] Bisoprolol, half a tablet, and amlodipine, the ten milligram ones.';
    for (const doses of dosesOf(dialogue)) expect(doses).toContainEqual(['amlodipine', '10 mg']);
  });

  it('keeps the strength when words stand between it and the part (another person, a condition)', () => {
    for (const doses of dosesOf('[patient] The lisinopril twenty milligrams, my son takes half a tablet.'))
      expect(doses).toEqual([['lisinopril', '20 mg']]);
    for (const doses of dosesOf('[doctor] Lisinopril twenty milligrams daily. Half a tablet if you feel faint.'))
      expect(doses).toEqual([['lisinopril', '20 mg']]);
  });

  it('keeps the strength when the part is asked, offered or a past habit', () => {
    for (const doses of dosesOf('[patient] Should I take half a tablet of the lisinopril, the twenty milligram ones?'))
      expect(doses).toEqual([['lisinopril', '20 mg']]);
    for (const doses of dosesOf('[doctor] Lisinopril twenty milligrams, could you manage half a tablet?'))
      expect(doses.filter(([id]) => id === 'lisinopril')).not.toContainEqual(['lisinopril', '10 mg']);
    const habit = '[patient] I used to take half a tablet of the lisinopril, the twenty milligram ones, now a whole.';
    for (const doses of dosesOf(habit)) expect(doses).toEqual([['lisinopril', '20 mg']]);
  });

  it('still halves a strength said just before the part', () => {
    const dialogue = '[patient] Bisoprolol ten milligrams, half a tablet every morning.';
    for (const doses of dosesOf(dialogue)) expect(doses).toEqual([['bisoprolol', '5 mg']]);
  });

  it('never halves for half the dose (no tablet named)', () => {
    const dialogue = '[doctor] Lisinopril twenty milligrams, take half the dose for a week.';
    for (const doses of dosesOf(dialogue)) expect(doses).toEqual([['lisinopril', '20 mg']]);
  });
});
