import { describe, expect, it } from 'vitest';
import { isCountedDose, unitForAmount } from './counted-unit';

describe('unitForAmount', () => {
  it('writes one counted form in the singular and every other amount as the unit table has it', () => {
    expect(unitForAmount('1', 'tablets')).toBe('tablet');
    expect(unitForAmount('1', 'puffs')).toBe('puff');
    expect(unitForAmount('2', 'tablets')).toBe('tablets');
    expect(unitForAmount('1.5', 'tablets')).toBe('tablets');
    expect(unitForAmount('1', 'mg')).toBe('mg');
    expect(unitForAmount('1', 'mL')).toBe('mL');
  });
});

describe('isCountedDose', () => {
  it('reads a count of tablets, puffs or drops in either number, never a strength', () => {
    expect(['1 tablet', '2 tablets', '2 puffs', '1 capsule', '3 drops', '2 sprays'].map(isCountedDose)).toEqual(
      Array(6).fill(true),
    );
    expect(['10 mg', '1 unit', '20 units', '5 mL', 'tablets', '2 tabletss'].map(isCountedDose)).toEqual(
      Array(6).fill(false),
    );
  });
});
