import { describe, expect, it } from 'vitest';
import { ACTIONS, DOSE_UNITS, FREQUENCIES, ROUTES } from './medication-sig.vocab';

describe('medication sig vocabulary', () => {
  it('lists each spoken frequency and action once', () => {
    const frequencies = FREQUENCIES.map(([spoken]) => spoken);
    expect(new Set(frequencies).size).toBe(frequencies.length);
    const actions = ACTIONS.map(([spoken]) => spoken);
    expect(new Set(actions).size).toBe(actions.length);
  });

  it('writes units and routes the way notes do', () => {
    expect(DOSE_UNITS.milligrams).toBe('mg');
    expect(DOSE_UNITS.iu).toBe('IU');
    expect(ROUTES['by mouth']).toBe('by mouth');
  });

  it('uses number slots only in frequencies that are written with them', () => {
    for (const [spoken, written] of FREQUENCIES) {
      expect(spoken.split('{n}').length, spoken).toBe(written.split('{n}').length);
    }
  });
});
