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
  // "He had amoxicillin for an ear infection and he was fine": the one who took it came to no harm.
  'he was fine',
  'she was fine',
  'i was fine',
  'they were fine',
  'he was absolutely fine',
  'she was absolutely fine',
  'i was absolutely fine',
  'was fine after',
  'had no reaction',
  'never had a reaction',
];

/**
 * Words after the "fine" that take it back ("I was fine until the rash came", "fine, but then I swelled up"): the
 * medicine may still be the allergen, and a lost allergy is worse than a medicine listed twice.
 */
export const TOLERANCE_UNDOERS: readonly string[] = ['until', 'till', 'but', 'then', 'except', 'apart'];

/**
 * Medicines carried to treat an allergic reaction ("she carries an EpiPen"): named in talk about allergies they
 * are the treatment, not an allergen, unless said after the allergy word ("allergic to epinephrine").
 */
export const ALLERGY_RESCUE_DRUGS: ReadonlySet<string> = new Set(['epinephrine']);
