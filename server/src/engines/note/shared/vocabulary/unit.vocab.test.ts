import { describe, expect, it } from 'vitest';
import { DOSE_UNITS } from './medication-sig.vocab';
import { SPOKEN_UNITS } from './unit.vocab';

describe('the spoken unit vocabulary', () => {
  it('writes lower-case short forms of one or two words, or of letters spelled out', () => {
    for (const [spoken, short] of Object.entries(SPOKEN_UNITS)) {
      expect(spoken).toMatch(/^([a-z]+( [a-z]+)?|[a-z]( [a-z]){1,2}|[a-z]+ per [a-z]+)$/);
      expect(short).toMatch(/^[a-z]+(\/[a-z]+)?$/);
    }
  });

  it('writes dose units in a spelling the dose reader knows', () => {
    const doseShortForms = ['mg', 'mcg', 'g', 'ml', 'iu', 'meq', 'mg/kg'];
    for (const short of new Set(Object.values(SPOKEN_UNITS)))
      if (doseShortForms.includes(short)) expect(DOSE_UNITS[short]).toBeDefined();
  });
});
