/**
 * Said of a medicine in talk about allergies, these say it was taken without harm ("he's had amoxicillin before
 * and was fine with it"): the medicine is tolerated, not an allergen. Writing it as an allergy would contradict the
 * patient and could keep the right drug from them.
 */
export const TOLERATED_DRUG_PHRASES: readonly string[] = [
  'fine with it',
  'fine with that',
  'fine on it',
  'fine after it',
  'okay with it',
  'ok with it',
  'no problem with it',
  'no problems with it',
  'no trouble with it',
  'no reaction to it',
  'never reacted to it',
  'tolerated it',
  'tolerates it',
];

/**
 * Medicines carried to treat an allergic reaction ("she carries an EpiPen"): named in talk about allergies they
 * are the treatment, not an allergen, unless said after the allergy word ("allergic to epinephrine").
 */
export const ALLERGY_RESCUE_DRUGS: ReadonlySet<string> = new Set(['epinephrine']);
