import { describe, expect, it } from 'vitest';
import { pickByteRange } from './audio.routes';

describe('pickByteRange (range-parser)', () => {
  it('reads the three forms of a single range, clamped to the file', () => {
    expect(pickByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(pickByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(pickByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(pickByteRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('answers several ranges with the first after merging overlaps', () => {
    expect(pickByteRange('bytes=0-9, 5-19, 100-109', 1000)).toEqual({ start: 0, end: 19 });
    expect(pickByteRange('bytes=5000-6000, 10-19', 1000)).toEqual({ start: 10, end: 19 });
  });

  it('serves the whole file without a usable header', () => {
    expect(pickByteRange(undefined, 1000)).toBeUndefined();
    expect(pickByteRange('items=0-1', 1000)).toBeUndefined();
    expect(pickByteRange('items=5-1', 1000)).toBeUndefined();
    expect(pickByteRange('bytes=-', 1000)).toBeUndefined();
    expect(pickByteRange('bytes=abc-', 1000)).toBeUndefined();
  });

  it('refuses ranges that cannot be satisfied', () => {
    expect(pickByteRange('bytes=1000-', 1000)).toBeNull();
    expect(pickByteRange('bytes=50-10', 1000)).toBeNull();
    expect(pickByteRange('bytes=-0', 1000)).toBeNull();
    expect(pickByteRange('bytes=0-10', 0)).toBeNull();
    expect(pickByteRange('bytes=99999999999999999999-', 1000)).toBeNull();
  });
});
