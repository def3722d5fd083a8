import { CLOSING_THANKS, THANKS_ADDRESSES, THANKS_GOVERNORS, THANKS_TITLES } from '../vocabulary/closing-thanks.vocab';
import { NEVER_VERBS } from '../vocabulary/verb-inflection.vocab';

/**
 * Closing thanks ("… to see if you have an infection thank you doc"): in unpunctuated speech the patient's thanks
 * run into the clinician's sentence before them. These find where such thanks end a sentence, so the writer can
 * trim them and the splitter can start a new sentence after them. Pure functions over lower-case words.
 */
const thanks = CLOSING_THANKS.map((phrase) => phrase.split(' ')).sort((a, b) => b.length - a.length);
const addresses = new Set(THANKS_ADDRESSES);
const titles = new Set(THANKS_TITLES);
const governors = new Set(THANKS_GOVERNORS);
// Function words are never a name said after the thanks ("thank you for …", "thanks to …").
const notNames = new Set([...NEVER_VERBS, ...THANKS_GOVERNORS]);
// The longest closing: the longest thanks, a title and a name.
export const THANKS_REACH = Math.max(...thanks.map((parts) => parts.length)) + 2;
const openers = new Set(thanks.map((parts) => parts[0]!));

/** The word can open closing thanks: callers scanning every word of a visit skip the rest cheaply. */
export const opensThanks = (word: string) => openers.has(word);

/** What may follow the thanks: an address, a title and a name, or (only at the very end) a bare name. */
function addressFits(rest: readonly string[], atEnd: boolean): boolean {
  if (rest.length === 0) return true;
  if (rest.length === 1) return addresses.has(rest[0]!) || (atEnd && isName(rest[0]!));
  return rest.length === 2 && titles.has(rest[0]!) && isName(rest[1]!);
}

const isName = (word: string) => /^[a-z]+$/.test(word) && !notNames.has(word);

/** The thanks at k are no closing when a word before them governs them ("i want to thank you", "no, thanks"). */
function governedAt(words: readonly string[], k: number): boolean {
  let j = k - 1;
  while (j >= 0 && words[j] === ',') j -= 1;
  return j >= 0 && governors.has(words[j]!);
}

/**
 * Where closing thanks start when they run up to `end` (exclusive), or -1. `addressedOnly`: only thanks said to
 * someone ("thank you doc") count, as bare thanks mid-speech may go on ("thank you for waiting").
 */
export function closingThanksStart(words: readonly string[], end: number, addressedOnly = false): number {
  for (let k = end - 1; k >= Math.max(0, end - THANKS_REACH); k -= 1) {
    const phrase = thanks.find((parts) => k + parts.length <= end && parts.every((part, n) => words[k + n] === part));
    if (!phrase) continue;
    const rest = words.slice(k + phrase.length, end);
    if (addressedOnly && rest.length === 0) continue;
    if (addressFits(rest, !addressedOnly) && !governedAt(words, k)) return k;
  }
  return -1;
}

/**
 * "… an infection | thank you doc …": closing thanks said to someone start at k (not governed by the word before),
 * so in unpunctuated speech they open a sentence of their own.
 */
export function addressedThanksAt(words: readonly string[], k: number): boolean {
  const phrase = thanks.find((parts) => parts.every((part, n) => words[k + n] === part));
  return phrase !== undefined && addresses.has(words[k + phrase.length] ?? '') && !governedAt(words, k);
}
