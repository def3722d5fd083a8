import type { Sentence } from './analysis.types';

/** The text between token k-1 and token k (or the sentence's end) holds a comma. */
export function commaAt(sentence: Sentence, k: number): boolean {
  const from = k === 0 ? sentence.start : sentence.tokens[k - 1]!.end;
  const to = k < sentence.tokens.length ? sentence.tokens[k]!.start : sentence.end;
  return from < to && sentence.text.slice(from - sentence.start, to - sentence.start).includes(',');
}
