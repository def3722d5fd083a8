import type { WordToken } from './word-tokenizer';

/** Words that open a vocabulary phrase naming an absence ("no appetite", "not hungry"). */
const NEGATORS = new Set(['no', 'not']);
/** Words after the phrase's last word that make it the subject of a statement ("… appetite is good"). */
const COPULAS = new Set(['is', 'was', "'s", 'are', 'were']);

/**
 * "No, appetite's good": the answer's "no" and the noun after it read as the phrase "no appetite", yet the noun is
 * the subject of what follows ("appetite's", "appetite is fine"), and the finding is denied, not present. A phrase
 * the vocabulary opens with a negator is then no finding.
 */
export function negatorOpensStatement(tokens: readonly WordToken[], first: number, last: number): boolean {
  if (!NEGATORS.has(tokens[first]?.norm ?? '') || last - first < 2) return false;
  const lastWord = tokens[last - 1]?.norm ?? '';
  return /['’]s$/.test(lastWord) || COPULAS.has(tokens[last]?.norm ?? '');
}
