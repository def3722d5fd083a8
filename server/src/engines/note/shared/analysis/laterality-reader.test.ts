import { describe, expect, it } from 'vitest';
import { assignSides, clauseBreaks, findSideAnchors } from './laterality-reader';
import { tokenizeWords } from './word-tokenizer';

describe('findSideAnchors', () => {
  it('finds side words said about the body, not "all right" or "right now"', () => {
    expect(findSideAnchors(tokenizeWords('his right eardrum is red'), new Set()).map((a) => a.side)).toEqual(['right']);
    expect(findSideAnchors(tokenizeWords('pain on the left side'), new Set()).map((a) => a.side)).toEqual(['left']);
    expect(findSideAnchors(tokenizeWords('all right , we will do it right now'), new Set())).toEqual([]);
  });
});

describe('clauseBreaks', () => {
  it('marks where a clause about something else begins', () => {
    expect(clauseBreaks(tokenizeWords('the left is red but the right is normal'))).toEqual([4]);
    expect(clauseBreaks(tokenizeWords('red and bulging and there is fluid'))).toEqual([3]);
  });
});

describe('assignSides', () => {
  const sidable = (first: number, last: number) => ({
    kind: 'exam' as const,
    first,
    last,
    attributes: {} as Record<string, string>,
  });

  it('gives each finding the side said with it in its own clause', () => {
    const tokens = tokenizeWords('her left eardrum is red and the right eardrum is normal');
    const left = sidable(2, 3);
    const right = sidable(8, 9);
    assignSides(tokens, [left, right]);
    expect([left.attributes.laterality, right.attributes.laterality]).toEqual(['left', 'right']);
  });

  it('takes a side said just after a finding', () => {
    const pain = { kind: 'symptom' as const, first: 0, last: 2, attributes: {} as Record<string, string> };
    assignSides(tokenizeWords('ear pain on the right side'), [pain]);
    expect(pain.attributes.laterality).toBe('right');
  });
});
