import { describe, expect, it } from 'vitest';
import { findFormProblems, readOwnSet } from './own-dialogues';

describe('findFormProblems', () => {
  const set = readOwnSet('uk-gp.json');
  const form = { count: 12, firstId: 'GP01', turns: [40, 90], noteLongerThan: 200 } as const;

  it('finds nothing wrong in a set that has its form', () => {
    expect(findFormProblems(set, form)).toEqual([]);
  });

  it('names each way a set misses its form', () => {
    const problems = findFormProblems(set, { ...form, count: 11, firstId: 'GP02', words: [1, 10] });
    expect(problems).toContain('12 dialogues, not 11');
    expect(problems).toContain('first id GP01, not GP02');
    expect(problems.some((problem) => /^GP01: \d+ words$/.test(problem))).toBe(true);
  });
});
