/** Text folded for matching spoken words against written ones, with a map back to the original offsets. */
export interface FoldedText {
  text: string;
  /** For each folded character, where it starts and ends in the original string. */
  starts: number[];
  ends: number[];
}

const APOSTROPHES = new Set(["'", '\u2019', '\u2018', '\u02bc', '`']);
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Lower-case letters and digits with single spaces between words; apostrophes vanish ("doesn't" → "doesnt"). */
export function foldText(original: string): FoldedText {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const char of original) {
    const next = offset + char.length;
    if (!APOSTROPHES.has(char)) {
      if (WORD_CHAR.test(char)) {
        for (const lower of char.toLowerCase()) {
          text += lower;
          starts.push(offset);
          ends.push(next);
        }
      } else if (text.length > 0 && !text.endsWith(' ')) {
        text += ' ';
        starts.push(offset);
        ends.push(next);
      }
    }
    offset = next;
  }
  if (text.endsWith(' ')) {
    text = text.slice(0, -1);
    starts.pop();
    ends.pop();
  }
  return { text, starts, ends };
}

/** Folded words of a quote (for length checks by callers). */
export function foldedWords(quote: string): string[] {
  const folded = foldText(quote).text;
  return folded === '' ? [] : folded.split(' ');
}
