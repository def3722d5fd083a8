/** A word of the transcript with its character offsets. `norm` is lower-cased with curly apostrophes folded. */
export interface WordToken {
  norm: string;
  start: number;
  end: number;
}

// Words keep inner apostrophes, hyphens and decimal points ("it's", "x-ray", "98.6"); "n't" stands alone because
// the transcripts split contractions ("do n't").
// Speech-to-text writes "ninety eight point two" as "ninety eight . two": that dot is a decimal point.
const NUMBER_WORDS =
  'zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred';
const DIGIT_WORDS = 'zero|one|two|three|four|five|six|seven|eight|nine';
export const SPOKEN_DECIMAL_DOT = new RegExp(`(?<=\\b(?:${NUMBER_WORDS}) )\\.(?= (?:${DIGIT_WORDS})\\b)`, 'gi');

const WORD = /\u2219|n['’]t\b|\d+(?:[.,]\d+)*(?:\/\d+)?[a-z]*|[a-z0-9]+(?:['’-][a-z0-9]+)*|['’][a-z]+/gi;

/** Splits text into word tokens; offsets are shifted by `base` so they point into the whole transcript. */
export function tokenizeWords(text: string, base = 0): WordToken[] {
  const tokens: WordToken[] = [];
  for (const match of text.replace(SPOKEN_DECIMAL_DOT, '\u2219').matchAll(WORD)) {
    const index = match.index ?? 0;
    tokens.push({
      norm: match[0] === '\u2219' ? 'point' : match[0].toLowerCase().replace(/’/g, "'"),
      start: base + index,
      end: base + index + match[0].length,
    });
  }
  return tokens;
}

// British spellings meet the vocabularies' US ones ("oedema" = "edema", "haematuria" = "hematuria", "diarrhoea" =
// "diarrhea", "anaemia" = "anemia"), so no vocabulary needs each British form listed.
const BRITISH_SPELLINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^oe(?=d|s)/, 'e'],
  [/^coeliac/, 'celiac'],
  [/oea(?=s?$)/, 'ea'],
  [/^haem/, 'hem'],
  [/aem(?=ia|ic)/, 'em'],
  [/^paed/, 'ped'],
  [/orthopaed/, 'orthoped'],
  [/^anaesth/, 'anesth'],
  [/gynaec/, 'gynec'],
  [/^faec/, 'fec'],
  [/^foet/, 'fet'],
  [/^(tum|hum|behavi|col)our(?=s?$)/, '$1or'],
];

const BRITISH_LETTERS = /ae|oe|our/;

/** The US spelling of a British-spelt medical word; any other word as it is. */
export function usSpelling(word: string): string {
  // Every pattern above needs "ae", "oe" or "our", and no replacement makes one: most words skip the list.
  if (word.length <= 4 || !BRITISH_LETTERS.test(word)) return word;
  return BRITISH_SPELLINGS.reduce((out, [pattern, us]) => out.replace(pattern, us), word);
}

/** Folds plural and simple inflection so "headaches" meets "headache"; used alike on vocabulary and transcript. */
export function stemWord(spelt: string): string {
  const word = usSpelling(spelt);
  if (word.endsWith("'s") && word.length > 4) return stemWord(word.slice(0, -2));
  if (word.length <= 3 || !/^[a-z]/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is|ous)$/.test(word)) return word;
  if (/(sh|x|z|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** Normalised, stemmed words of a phrase, for building and querying vocabulary indexes. */
export function phraseKeys(phrase: string): string[] {
  return tokenizeWords(phrase).map((token) => stemWord(token.norm));
}

/** The words of tokens [first, last), as said (normalised, space-separated). */
export function saidWords(tokens: readonly WordToken[], span: { first: number; last: number }): string {
  return tokens
    .slice(span.first, span.last)
    .map((token) => token.norm)
    .join(' ');
}
