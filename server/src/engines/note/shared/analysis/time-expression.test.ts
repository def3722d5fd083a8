import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from './time-expression';
import { tokenizeWords } from './word-tokenizer';

const times = (text: string) => findTimeExpressions(tokenizeWords(text)).map((time) => time.text);

describe('findTimeExpressions', () => {
  it('writes spoken amounts with digits and keeps "ago"', () => {
    expect(times('it started about four days ago')).toEqual(['4 days ago']);
    expect(times('for the past two weeks and a month before')).toEqual(['2 weeks', 'a month']);
  });

  it('reads vague amounts and fixed phrases', () => {
    expect(times('a couple of weeks ago , and then yesterday')).toEqual(['a couple of weeks ago', 'yesterday']);
    expect(times('over the weekend we moved boxes')).toEqual(['over the weekend']);
  });

  it('ignores numbers that are not durations', () => {
    expect(times('take 50 mg twice')).toEqual([]);
  });
});
