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
});
