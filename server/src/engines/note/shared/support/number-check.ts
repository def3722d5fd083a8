import { collectNumberValues, readNumbers } from '../analysis/spoken-number';
import { SPOKEN_DECIMAL_DOT, tokenizeWords } from '../analysis/word-tokenizer';

const DIGITS = /\d+(?:,\d{3})*(?:\.\d+)?/g;

/** Every number a sentence states, written ("98.6", both halves of "120/80") or spoken ("three days"). */
export function numbersInSentence(text: string): number[] {
  const values = new Set<number>();
  for (const match of text.matchAll(DIGITS)) values.add(Number(match[0].replace(/,/g, '')));
  for (const chunk of text.replace(SPOKEN_DECIMAL_DOT, 'point').split(/[.?!,;]\s/)) {
    for (const reading of readNumbers(tokenizeWords(chunk))) if (reading.spoken) values.add(reading.value);
  }
  return [...values];
}

/**
 * Checks sentences against the numbers said in one transcript (in digits or in words, readings such as "one
 * twenty" counted both ways). A note must never carry a dose, a reading or a duration nobody said.
 */
export class NumberCheck {
  private readonly said: Set<number>;

  constructor(transcript: string) {
    this.said = collectNumberValues(transcript);
  }

  /** The numbers in the sentence that nobody said; empty when every number is grounded. */
  inventedIn(text: string): number[] {
    return numbersInSentence(text).filter((value) => !this.said.has(value));
  }
}
