import { describe, expect, it } from 'vitest';
import { groundedShare, inventedNumbers, isExactEvidence } from './grounding-check';

const transcript = '[doctor] take ibuprofen five hundred milligrams twice a day for 2 weeks .';

describe('isExactEvidence', () => {
  it('accepts only spans whose quote is the text at their offsets', () => {
    const start = transcript.indexOf('ibuprofen');
    expect(isExactEvidence(transcript, { start, end: start + 9, quote: 'ibuprofen' })).toBe(true);
    expect(isExactEvidence(transcript, { start, end: start + 9, quote: 'naproxen!' })).toBe(false);
    expect(isExactEvidence(transcript, { start: 5, end: 500, quote: 'x' })).toBe(false);
  });
});

describe('inventedNumbers', () => {
  it('finds numbers nobody said, in digits or words', () => {
    expect(inventedNumbers('Ibuprofen 500 mg twice a day for 2 weeks.', transcript)).toEqual([]);
    expect(inventedNumbers('Ibuprofen 800 mg for 3 weeks.', transcript)).toEqual([800, 3]);
  });
});

describe('groundedShare', () => {
  it('counts statements with at least one exact span', () => {
    const start = transcript.indexOf('ibuprofen');
    const good = {
      section: 'plan' as const,
      text: 'Ibuprofen.',
      evidence: [{ start, end: start + 9, quote: 'ibuprofen' }],
    };
    const bad = { section: 'plan' as const, text: 'Rest.', evidence: [] };
    expect(groundedShare({ statements: [good, bad] }, transcript)).toBe(0.5);
    expect(groundedShare({ statements: [] }, transcript)).toBe(1);
  });
});
