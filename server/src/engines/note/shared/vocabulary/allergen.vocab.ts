import { CONTACT_AIRBORNE_ALLERGENS } from './contact-airborne-allergen.vocab';
import { SKIN_FOOD_STING_ALLERGENS } from './skin-food-sting-allergen.vocab';
import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Allergens that are not medicines the patient takes: named in talk about allergies ("I am allergic to IV
 * contrast"), they belong on the Allergies line. Medicines named there are read by the drug vocabulary.
 */
export const ALLERGENS: readonly ConceptEntry[] = [
  concept('allergen-contrast', 'IV contrast', ['contrast', 'iv contrast', 'contrast dye', 'dye', 'iodinated contrast']),
  concept('allergen-iodine', 'iodine', ['iodine', 'betadine']),
  concept('allergen-latex', 'latex', ['latex', 'latex gloves']),
  concept('allergen-shellfish', 'shellfish', ['shellfish', 'shrimp', 'seafood', 'crab', 'lobster']),
  concept('allergen-peanut', 'peanuts', ['peanut', 'peanuts', 'peanut butter']),
  concept('allergen-tree-nut', 'tree nuts', ['tree nut', 'tree nuts', 'nuts', 'walnuts', 'almonds', 'cashews']),
  concept('allergen-egg', 'eggs', ['egg', 'eggs']),
  concept('allergen-milk', 'milk', ['milk', 'dairy']),
  concept('allergen-bee-sting', 'bee stings', ['bee sting', 'bee stings', 'bees', 'insect stings']),
  concept('allergen-adhesive', 'adhesive tape', ['adhesive', 'tape', 'adhesive tape', 'band-aids', 'bandaids']),
  concept('allergen-nickel', 'nickel', ['nickel']),
  concept('allergen-sulfa', 'sulfa drugs', ['sulfa', 'sulfa drugs', 'sulfonamides']),
  ...CONTACT_AIRBORNE_ALLERGENS,
  ...SKIN_FOOD_STING_ALLERGENS,
];
