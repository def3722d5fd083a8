import { describe, expect, it } from 'vitest';
import { composeTranscript, missingPieces } from './session-transcript';

describe('missingPieces', () => {
  it('lists the gaps below the count and the pieces beyond it', () => {
    expect(missingPieces([{ seq: 0 }, { seq: 2 }, { seq: 5 }], 4)).toEqual({ missing: [1, 3], extra: [5] });
    expect(missingPieces([{ seq: 1 }, { seq: 0 }], 2)).toEqual({ missing: [], extra: [] });
  });
});

describe('composeTranscript', () => {
  it('joins utterances in audio order, skipping empty ones, and keeps their timed segments', () => {
    const result = composeTranscript([
      {
        startSample: 32_000,
        text: 'we will start doxycycline',
        segments: [{ start: 2, end: 3, text: 'we will' }],
        engine: 'e',
      },
      { startSample: 16_000, text: ' ', segments: [], engine: 'e' },
      {
        startSample: 0,
        text: 'a fever for three days',
        segments: [{ start: 0, end: 1, text: 'a fever' }],
        engine: 'e',
      },
    ]);
    expect(result.text).toBe('a fever for three days we will start doxycycline');
    expect(result.segments.map((s) => s.start)).toEqual([0, 2]);
    expect(result.engine).toBe('e');
  });
});
