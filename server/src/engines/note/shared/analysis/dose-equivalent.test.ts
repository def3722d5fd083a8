import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';

/** Each medicine mention with its dose and speaker, as written and as speech-style text. */
function dosesOf(dialogue: string): Array<Array<[string, string | null, string]>> {
  return [dialogue, toSpeechStyle(dialogue)].map((transcript) => {
    const analysis = runAnalysis(transcript);
    return analysis.mentions
      .filter((m) => m.kind === 'medication')
      .map((m): [string, string | null, string] => [
        m.conceptId,
        m.attributes.dose ?? null,
        analysis.sentences[m.sentenceIndex]!.speaker,
      ]);
  });
}

describe('a dose said again in a unit of the other kind', () => {
  it('keeps the volume and the amount in it as one dose', () => {
    const dialogue =
      '[doctor] I will start amoxicillin suspension, seven point five milliliters, that is three hundred milligrams, twice a day.';
    for (const doses of dosesOf(dialogue)) expect(doses).toEqual([['amoxicillin', '7.5 mL (300 mg)', 'doctor']]);
  });

  it('carries the pair to the medicine named just before', () => {
    const dialogue =
      '[doctor] I am prescribing cetirizine syrup for the itch.\n' +
      '[doctor] By his weight, he needs five milligrams, which is five ml, at bedtime.';
    for (const doses of dosesOf(dialogue)) expect(doses).toEqual([['cetirizine', '5 mg (5 mL)', 'doctor']]);
  });

  it('leaves two amounts in one unit as rivals', () => {
    const dialogue = '[patient] My cetirizine is ten milligrams, that is five milligrams in the morning.';
    for (const doses of dosesOf(dialogue)) expect(doses[0]?.[1]).not.toContain('(');
  });
});

describe('a medicine named again by its other name', () => {
  it('keeps the second name and the dose after it in the sentence that named the medicine first', () => {
    const dialogue =
      '[patient] My bowels have not moved for a week.\n' +
      "[doctor] Since the scan was clear, I want you to start Colace, that's docusate, one hundred milligrams, " +
      'twice a day with water. Eat more fruit.';
    for (const transcript of [dialogue, toSpeechStyle(dialogue)]) {
      const analysis = runAnalysis(transcript);
      const said = analysis.mentions.filter((m) => m.kind === 'medication');
      expect(said.map((m) => m.attributes.dose ?? null)).toEqual([null, '100 mg']);
      expect(new Set(said.map((m) => m.sentenceIndex)).size).toBe(1);
      expect(analysis.sentences[said[0]!.sentenceIndex]!.speaker).toBe('doctor');
    }
  });
});

describe('the dose a sig works out to', () => {
  it('keeps "so ten milligrams" with the medicine whose tablets were counted', () => {
    const dialogue =
      '[doctor] Which tablets do you take now?\n' +
      '[patient] Amlodipine, two of the fives each morning, so ten milligrams, and aspirin most days.';
    for (const doses of dosesOf(dialogue))
      expect(doses.map(([drug, dose]) => [drug, dose])).toEqual([
        ['amlodipine', '10 mg'],
        ['aspirin', null],
      ]);
  });
});

describe('brand and generic names of liquids and tablets', () => {
  it('knows the brands the vocabulary was missing', () => {
    const dialogue =
      '[patient] I gave her Calprofen, two and a half ml, at bedtime.\n' +
      '[doctor] Keep Calan at forty milligrams, and I will add griseofulvin, two hundred and fifty milligrams.';
    for (const doses of dosesOf(dialogue))
      expect(doses.map(([drug, dose]) => [drug, dose])).toEqual([
        ['ibuprofen', '2.5 mL'],
        ['verapamil', '40 mg'],
        ['griseofulvin', '250 mg'],
      ]);
  });
});
