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
  const known = ALLERGEN_INDEX.matchAll(tokens)
    .filter((match) => !taken.some((mention) => overlaps(mention, match)))
    .map((match): RawMention => ({
      kind: 'allergy',
      conceptId: match.entry.id,
      term: match.entry.term,
      display: match.entry.term,
      first: match.first,
      last: match.last,
      match: 'synonym',
      attributes: {},
    }));
  return [...known, ...unnamedDrugAllergens(tokens, [...taken, ...known])];
}

// "I'm allergic to erythromycin" when the vocabulary lacks the drug: a word right after "allergic to" with a
// drug family's ending is the allergen all the same (a lost allergy is worse than an unnamed one).
const DRUG_ENDING =
  /(?:mycin|micin|cillin|cycline|floxacin|oxacin|sporin|cef\w+|azole|prazole|sartan|pril|olol|statin|triptan|parin|codone|morphine|fenac|profen|oxetine|pramine|sulfa\w*|sulpha\w*)$/;
const ALLERGY_LEAD = new Set(['allergic', 'allergy', 'allergies']);
// Drug families named as a class in the plural ("mycins", "cillins", "cyclines", "sulfas").
const CLASS_PLURAL = /^(?:\w*mycins|\w*cillins|\w*cyclines|\w*floxacins|sulfas|sulphas|\w*sporins)$/;
const LEAD_REACH = 2;

function unnamedDrugAllergens(tokens: readonly WordToken[], taken: readonly RawMention[]): RawMention[] {
  const found: RawMention[] = [];
  tokens.forEach((token, i) => {
    const span = { first: i, last: i + 1 };
    if (token.norm.length < 6 || taken.some((mention) => overlaps(mention, span))) return;
    // "some mycins", "the cillins": a drug family named in the plural is a class, never one medicine taken, so
    // anywhere in talk about allergies it is an allergen.
    if (CLASS_PLURAL.test(token.norm)) {
      found.push(unnamedAllergen(token.norm, span));
      return;
    }
    if (!DRUG_ENDING.test(token.norm)) return;
    const lead = tokens.slice(Math.max(0, i - LEAD_REACH - 1), i).map((t) => t.norm);
    if (!ALLERGY_LEAD.has(lead[0] ?? '') && !ALLERGY_LEAD.has(lead[1] ?? '')) return;
    if (!lead.includes('to')) return;
    found.push(unnamedAllergen(token.norm, span));
  });
  return found;
}

const unnamedAllergen = (word: string, span: { first: number; last: number }): RawMention => ({
  kind: 'allergy',
  conceptId: `allergen-${word}`,
  term: word,
  display: word,
  ...span,
  match: 'synonym',
  attributes: {},
});
