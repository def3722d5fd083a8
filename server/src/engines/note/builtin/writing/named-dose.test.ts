import { describe, expect, it } from 'vitest';
import { namesAmount } from './named-dose';

describe('namesAmount', () => {
  const list = 'She takes furosemide 20 mg every morning; metformin 500 mg; atorvastatin 40 mg at bedtime.';

  it('finds the amount said after the medicine', () => {
    expect(namesAmount(list, 'furosemide', '20', ['metformin', 'atorvastatin'])).toBe(true);
    expect(namesAmount('Increasing the furosemide from 20 mg to 40 mg.', 'furosemide', '40', [])).toBe(true);
    expect(namesAmount('Ramipril 2,500 units.', 'ramipril', '2,500', [])).toBe(true);
    expect(namesAmount('You were given 40 mg of triamcinolone.', 'triamcinolone', '40', [])).toBe(true);
  });

  it('never takes the next medicine’s amount in a list for this one', () => {
    expect(namesAmount(list, 'furosemide', '40', ['metformin', 'atorvastatin'])).toBe(false);
    const commas = 'DH: metformin 500 mg, atorvastatin 40 mg.';
    expect(namesAmount(commas, 'metformin', '40', ['metformin', 'atorvastatin'])).toBe(false);
    expect(namesAmount('Atorvastatin 40 mg.', 'metformin', '40', [])).toBe(false);
    expect(namesAmount(commas, 'atorvastatin', '500', ['metformin', 'atorvastatin'])).toBe(false);
  });
});
