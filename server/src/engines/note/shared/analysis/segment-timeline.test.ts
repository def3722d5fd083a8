import { describe, expect, it } from 'vitest';
import { alignSegments, timeEvidence } from './segment-timeline';

describe('alignSegments', () => {
  const transcript = '[doctor] any fever ?\n[patient] no , just a cough .';
  const segments = [
    { start: 0, end: 1.5, text: 'any fever?' },
    { start: 1.5, end: 3, text: 'No, just a cough.' },
  ];

  it('places each segment in the transcript in order', () => {
    const ranges = alignSegments(transcript, segments);
    expect(ranges).toHaveLength(2);
    expect(transcript.slice(ranges[1]!.start, ranges[1]!.end)).toBe('no , just a cough');
  });

  it('gives evidence the times of the segments it overlaps', () => {
    const ranges = alignSegments(transcript, segments);
    const start = transcript.indexOf('cough');
    expect(timeEvidence({ start, end: start + 5, quote: 'cough' }, ranges)).toEqual({
      start,
      end: start + 5,
      quote: 'cough',
      startTime: 1.5,
      endTime: 3,
    });
  });

  it('skips segments it cannot find and handles none', () => {
    expect(alignSegments(transcript, [{ start: 0, end: 1, text: 'completely different words' }])).toEqual([]);
    expect(alignSegments(transcript, undefined)).toEqual([]);
    expect(timeEvidence({ start: 0, end: 3, quote: 'any' }, [])).toEqual({ start: 0, end: 3, quote: 'any' });
  });
});
