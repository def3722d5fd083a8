import { ALLERGENS } from '../vocabulary/allergen.vocab';
import type { RawMention } from './mention.types';
import { conceptPhrases, PhraseIndex } from './phrase-index';
import type { WordToken } from './word-tokenizer';

const ALLERGEN_INDEX = new PhraseIndex(conceptPhrases(ALLERGENS));

const overlaps = (a: { first: number; last: number }, b: { first: number; last: number }) =>
  a.first < b.last && b.first < a.last;

/**
 * Allergens other than medicines ("allergic to IV contrast", "latex"), read only in talk about allergies: the
 * same words elsewhere ("contrast study", "milk") are no allergy. Words another mention already names stay its.
 */
export function findAllergens(tokens: readonly WordToken[], taken: readonly RawMention[]): RawMention[] {
  return ALLERGEN_INDEX.matchAll(tokens)
    .filter((match) => !taken.some((mention) => overlaps(mention, match)))
    .map((match) => ({
      kind: 'allergy',
      conceptId: match.entry.id,
      term: match.entry.term,
      display: match.entry.term,
      first: match.first,
      last: match.last,
      match: 'synonym',
      attributes: {},
    }));
}
