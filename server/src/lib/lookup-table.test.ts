import { describe, expect, it } from 'vitest';
import { lookupTable } from './lookup-table';

const INHERITED = Object.getOwnPropertyNames(Object.prototype);

describe('lookupTable', () => {
  const table = lookupTable({ one: 1, two: 2 });

  it('finds the entries written', () => {
    expect(table.one).toBe(1);
    expect('two' in table).toBe(true);
    expect(Object.keys(table)).toEqual(['one', 'two']);
  });

  it.each(INHERITED)('finds nothing for the inherited name %s', (name) => {
    expect(table[name]).toBeUndefined();
    expect(name in table).toBe(false);
  });

  it('cannot be changed afterwards', () => {
    expect(Object.isFrozen(table)).toBe(true);
  });
});
