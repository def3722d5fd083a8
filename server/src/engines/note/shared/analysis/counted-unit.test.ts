import { describe, expect, it } from 'vitest';
import { unitForAmount } from './counted-unit';

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
