import { describe, expect, it } from 'vitest';
import { CONDITIONS } from './condition.vocab';
import { CONDITION_SERVICES, SERVICE_HEAD_WORDS } from './service-composition.vocab';
import { TESTS } from './test-order.vocab';

describe('service composition vocabulary', () => {
  it('points conditions at services of the test vocabulary of the right kind', () => {
    const conditions = new Set(CONDITIONS.map((entry) => entry.id));
    for (const [condition, services] of Object.entries(CONDITION_SERVICES)) {
      expect(conditions.has(condition), condition).toBe(true);
      for (const [head, id] of Object.entries(services)) {
        const test = TESTS.find((entry) => entry.id === id);
        expect(test, `${condition} ${head}`).toBeDefined();
        expect(test?.kind === 'vaccine', `${condition} ${head}`).toBe(head === 'vaccine');
      }
    }
  });

  it('has single lower-case head words', () => {
    expect(Object.keys(SERVICE_HEAD_WORDS).every((word) => /^[a-z]+$/.test(word))).toBe(true);
  });
});
