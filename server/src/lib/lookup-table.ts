/**
 * A string-keyed table with no prototype behind it. A plain object literal answers inherited names: a transcript
 * word such as "constructor" or "toString" looked up in `{ one: 1, … }` finds Object's own function, and `in`
 * says the word is there. Every table looked up by outside text (transcript words, codes, MIME types, routes) is
 * built with this, so a lookup finds only the entries written here.
 */
export function lookupTable<T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
