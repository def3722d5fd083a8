import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-reader';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and newlines', () => {
    const text = 'id,dialogue,note\r\nD1,"[doctor] hi , ""martha""\n[patient] hello",plain\nD2,x,"a,b"\n';
    expect(parseCsv(text)).toEqual([
      { id: 'D1', dialogue: '[doctor] hi , "martha"\n[patient] hello', note: 'plain' },
      { id: 'D2', dialogue: 'x', note: 'a,b' },
    ]);
  });

  it('returns nothing for an empty file', () => {
    expect(parseCsv('')).toEqual([]);
  });
});
