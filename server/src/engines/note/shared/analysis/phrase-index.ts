import { phraseKeys, stemWord, type WordToken } from './word-tokenizer';

/** A vocabulary phrase found in a token list: tokens [first, last). */
export interface PhraseMatch<T> {
  entry: T;
  first: number;
  last: number;
}

// For diagnoses, "the" in a vocabulary phrase also matches a possessive said in its place: "a strain of the
// posterior cruciate ligament" is said "a strain of your …", "a blood clot in the lung" is "in my lung", and a
// clinician pointing says "an abscess at the root of that tooth". Other indexes (cue phrases that cut sentences)
// keep their words exact.
const THE_SLOT = new Set(['the', 'my', 'your', 'his', 'her', 'their', 'our', 'that', 'this']);

/** The said word's stem fills the phrase's key. */
function fillsKey(key: string, stem: string | undefined, possessiveThe: boolean): boolean {
  return stem === key || (possessiveThe && key === 'the' && stem !== undefined && THE_SLOT.has(stem));
}

interface Candidate<T> {
  keys: string[];
  entry: T;
}

/**
 * Finds vocabulary phrases in tokenised text, longest match first, on stemmed words so plurals and simple
 * inflections meet ("headaches" finds "headache").
 */
export class PhraseIndex<T> {
  private readonly byFirstKey = new Map<string, Candidate<T>[]>();

  constructor(
    phrases: Iterable<readonly [string, T]>,
    private readonly options: { possessiveThe?: boolean } = {},
  ) {
    for (const [phrase, entry] of phrases) {
      const keys = phraseKeys(phrase);
      const first = keys[0];
      if (first === undefined) continue;
      const list = this.byFirstKey.get(first) ?? [];
      list.push({ keys, entry });
      this.byFirstKey.set(first, list);
    }
    for (const list of this.byFirstKey.values()) list.sort((a, b) => b.keys.length - a.keys.length);
  }

  /** The longest phrase starting at token `index`, if any. `stems` are the tokens' stemmed words. */
  matchAt(stems: readonly string[], index: number): PhraseMatch<T> | null {
    const candidates = this.byFirstKey.get(stems[index] ?? '');
    if (!candidates) return null;
    const possessiveThe = this.options.possessiveThe === true;
    // A plain loop, no closure: every matcher calls this at every word of a visit.
    for (const { keys, entry } of candidates) {
      let offset = 0;
      while (offset < keys.length && fillsKey(keys[offset]!, stems[index + offset], possessiveThe)) offset += 1;
      if (offset === keys.length) return { entry, first: index, last: index + keys.length };
    }
    return null;
  }

  /** Leftmost-longest, non-overlapping matches over the whole token list. */
  matchAll(tokens: readonly WordToken[]): PhraseMatch<T>[] {
    const stems = stemTokens(tokens);
    const matches: PhraseMatch<T>[] = [];
    for (let i = 0; i < stems.length;) {
      const match = this.matchAt(stems, i);
      if (match) {
        matches.push(match);
        i = match.last;
      } else i += 1;
    }
    return matches;
  }
}

// A sentence's tokens are stemmed by many matchers; stem them once.
const stemCache = new WeakMap<readonly WordToken[], string[]>();

export function stemTokens(tokens: readonly WordToken[]): string[] {
  const cached = stemCache.get(tokens);
  if (cached) return cached;
  const stems = tokens.map((token) => stemWord(token.norm));
  stemCache.set(tokens, stems);
  return stems;
}

/** Every (phrase, entry) pair of a concept table: the term and each synonym. */
export function conceptPhrases<T extends { term: string; synonyms: readonly string[] }>(
  entries: readonly T[],
): Array<[string, T]> {
  return entries.flatMap((entry) =>
    [entry.term.toLowerCase(), ...entry.synonyms].map((phrase): [string, T] => [phrase, entry]),
  );
}

/** True when any of the phrases occurs in the tokens (on stemmed words). */
export function containsPhrase(stems: readonly string[], index: PhraseIndex<unknown>): boolean {
  for (let i = 0; i < stems.length; i += 1) if (index.matchAt(stems, i)) return true;
  return false;
}

/** An index that only answers whether one of the cue phrases is said here (cue lists, not concept tables). */
export function cueIndex(phrases: Iterable<string>, options: { possessiveThe?: boolean } = {}): PhraseIndex<true> {
  return new PhraseIndex<true>(
    Array.from(phrases, (phrase): [string, true] => [phrase, true]),
    options,
  );
}
