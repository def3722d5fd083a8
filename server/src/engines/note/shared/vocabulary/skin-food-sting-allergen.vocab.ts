import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Allergens that are no medicine taken: skin antiseptics used before a procedure, foods, stings and dyes. Read only
 * in talk about allergies, like every allergen, so "strawberries for pudding" or "a wasp nest" elsewhere is none.
 */
export const SKIN_FOOD_STING_ALLERGENS: readonly ConceptEntry[] = [
  concept('allergen-chlorhexidine', 'chlorhexidine', [
    'chlorhexidine',
    'chlorhexidine wash',
    'chlorhexidine wipes',
    'hibiscrub',
    'chloraprep',
  ]),
  concept('allergen-hair-dye', 'hair dye', ['hair dye', 'hair dyes']),
  concept('allergen-fish', 'fish', ['fish', 'white fish']),
  concept('allergen-sesame', 'sesame', ['sesame', 'sesame seeds']),
  concept('allergen-soy', 'soya', ['soy', 'soya']),
  concept('allergen-kiwi', 'kiwi fruit', ['kiwi', 'kiwis', 'kiwi fruit']),
  concept('allergen-strawberry', 'strawberries', ['strawberry', 'strawberries']),
  concept('allergen-wasp-sting', 'wasp stings', [
    'wasp',
    'wasps',
    'wasp sting',
    'wasp stings',
    'hornets',
    'hornet stings',
  ]),
];
