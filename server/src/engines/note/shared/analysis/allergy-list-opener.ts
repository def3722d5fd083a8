import type { WordToken } from './word-tokenizer';
import type { RawMention } from './mention.types';

/** How far after "allergies" a drug may follow for the word to open a list of allergens ("allergies: still penicillin"). */
const LIST_REACH = 3;

/**
 * "… omeprazole twenty milligrams with the prednisone and calcium allergies still penicillin": in talk run
 * together (speech has no question mark to cut at), "allergies" followed by a drug opens the allergy list, so a
 * medicine said before it is one taken rather than an allergen. A drug right before "allergy" ("a penicillin
 * allergy") stays an allergen, and a drug with its reaction ("penicillin gives me a rash") is read elsewhere.
 */
export function namedBeforeAllergyList(
  tokens: readonly WordToken[],
  item: RawMention,
  mentions: readonly RawMention[],
): boolean {
  if (item.kind !== 'medication') return false;
  const opener = tokens.findIndex((token, k) => k >= item.last && /^allerg(y|ies)$/.test(token.norm));
  // "a penicillin allergy": the drug right before the singular word names the allergy itself.
  if (opener < 0 || (opener === item.last && tokens[opener]!.norm === 'allergy')) return false;
  return mentions.some((m) => m.kind === 'medication' && m.first > opener && m.first <= opener + LIST_REACH);
}
