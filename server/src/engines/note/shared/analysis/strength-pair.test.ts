import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { extractMedications } from './medication-extractor';
import { normaliseQuantities } from './quantity-normaliser';
import { tokenizeWords } from './word-tokenizer';

/** Each medicine's dose after the normalise stage, read from the written line and from its speech form. */
const dosesIn = (line: string) =>
  [line, toSpeechStyle(line)].map((text) =>
    extractMedications(normaliseQuantities(tokenizeWords(text))).map((m): [string, string | null] => [
      m.drug.id,
      m.dose ?? null,
    ]),
  );

describe('a combination strength said as a pair', () => {
  it('writes both halves in the combination medicine’s unit', () => {
    const line = '[patient] I take Sinemet, the twelve point five slash fifty, one tablet four times a day.';
    for (const doses of dosesIn(line)) expect(doses).toEqual([['co-careldopa', '12.5 mg/50 mg']]);
    for (const doses of dosesIn('[doctor] Co-codamol thirty slash five hundred, two tablets at night.'))
      expect(doses).toEqual([['co-codamol', '30 mg/500 mg']]);
    // Written as digits in the written style; the same said in words in speech.
    for (const line of ['[patient] Madopar 25/100 mg before breakfast.', 'madopar twenty five slash one hundred mg'])
      expect(dosesIn(line)[0]).toEqual([['co-beneldopa', '25 mg/100 mg']]);
  });

  it('never reads the count after the pair into its second half', () => {
    // "one hundred one tablet" would be 101; "four point five two puffs" would be 4.52.
    for (const doses of dosesIn('[patient] The Sinemet is ten slash one hundred one tablet at night.'))
      expect(doses).toEqual([['co-careldopa', '10 mg/100 mg']]);
    for (const doses of dosesIn('[patient] Symbicort, two hundred slash six, two puffs in the morning.'))
      expect(doses).toEqual([['budesonide-formoterol', '2 puffs']]);
  });

  it('guesses no unit for a pair after another medicine, nor takes a unit from a count', () => {
    for (const doses of dosesIn('[patient] Losartan and the water tablet, fifty slash twelve point five.'))
      expect(doses.map(([, dose]) => dose)).not.toContain('50 mg/12.5 mg');
    for (const line of [
      '[patient] Co-codamol 8/500 tablets when I need them.',
      'co-codamol eight slash five hundred tablets',
    ])
      expect(dosesIn(line)[0]).toEqual([['co-codamol', '8 mg/500 mg']]);
  });

  it('gives no medicine the pair said after the next one', () => {
    const line = '[patient] I am on co-careldopa, and my husband takes Madopar, fifty slash two hundred.';
    for (const doses of dosesIn(line))
      expect(doses).toEqual([
        ['co-careldopa', null],
        ['co-beneldopa', '50 mg/200 mg'],
      ]);
  });

  it('leaves words that are not a pair alone', () => {
    for (const text of ['[patient] He had one stroke two years ago.', 'he had one stroke two years ago']) {
      const tokens = normaliseQuantities(tokenizeWords(text)).map((token) => token.norm);
      expect(tokens).toContain('stroke');
    }
  });
});
