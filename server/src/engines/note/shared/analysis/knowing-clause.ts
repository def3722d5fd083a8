/**
 * "Both my uncles had polio, I think", "there's heart disease, but I can't remember who": a first person that only
 * says what the speaker knows or remembers brings no illness of their own into the sentence. Without this, any
 * "I" in an answer about relatives made the whole answer the speaker's. Data and one pure check.
 */

/** Verbs and adjectives of knowing after "I" ("I think", "I'm not sure", "I can't remember"). */
export const KNOWING_WORDS: readonly string[] = [
  'know',
  'knew',
  'think',
  'thought',
  'remember',
  'recall',
  'believe',
  'guess',
  'suppose',
  'sure',
  'certain',
  'positive',
  'aware',
  'heard',
  'understand',
  'imagine',
];

/** Words that may stand between "I" and the knowing word ("I can't really remember", "I'm fairly sure"). */
const BETWEEN = new Set([
  ...['do', "don't", 'did', "didn't", 'can', "can't", 'cannot', 'could', "couldn't", 'am', 'was', "wasn't"],
  ...['not', "n't", 'really', 'honestly', 'just', 'fairly', 'pretty', 'quite', 'totally', 'even', 'now'],
]);
const FIRST_PERSON = new Set(['i', "i'm"]);
const knowing = new Set(KNOWING_WORDS);
/** How many words may stand between "I" and the knowing word. */
const KNOWING_REACH = 3;

/** Word k is an "I" whose clause only tells what the speaker knows ("I think", "I can't remember who"). */
export function saysKnowingAt(tokens: readonly { norm: string }[], k: number): boolean {
  const word = (at: number) => tokens[at]?.norm ?? '';
  if (!FIRST_PERSON.has(word(k))) return false;
  for (let j = k + 1; j < tokens.length && j <= k + KNOWING_REACH + 1; j += 1) {
    // "I think I have it" still speaks of the speaker: through the second "I", not this one. "I remember having
    // headaches" remembers the speaker's own.
    if (knowing.has(word(j))) return !/ing$/.test(word(j + 1));
    if (!BETWEEN.has(word(j))) return false;
  }
  return false;
}
