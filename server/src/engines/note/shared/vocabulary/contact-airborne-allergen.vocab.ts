import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Allergens breathed in or touching the skin ("just molds", "the sticky plasters make my skin sore"). Read only in
 * talk about allergies, like every allergen, so "mould in the bathroom" or "a plaster cast" elsewhere is none.
 */
export const CONTACT_AIRBORNE_ALLERGENS: readonly ConceptEntry[] = [
  concept('allergen-mold', 'mold', ['mold', 'molds', 'mould', 'moulds', 'mildew']),
  concept('allergen-pollen', 'pollen', ['pollen', 'pollens', 'grass pollen', 'tree pollen']),
  concept('allergen-dust-mite', 'dust mites', ['dust mites', 'dust mite', 'house dust', 'house dust mite', 'dust']),
  concept('allergen-dander', 'animal dander', ['dander', 'pet dander', 'animal dander', 'cat dander', 'dog dander']),
  // UK wording for adhesive dressings; "adhesive tape" stays its own allergen.
  concept('allergen-plaster', 'sticking plasters', [
    'plaster',
    'plasters',
    'sticking plaster',
    'sticking plasters',
    'sticky plasters',
    'adhesive plasters',
    'elastoplast',
  ]),
];
