/**
 * Words right after "allergy"/"allergic" that make it the name of the allergy condition, not talk of allergens:
 * "allergy control", "allergic rhinitis", "allergy season", "allergy tablets".
 */
export const ALLERGY_CONDITION_FOLLOWERS: ReadonlySet<string> = new Set([
  'control',
  'controlled',
  'symptoms',
  'symptom',
  'season',
  'rhinitis',
  'conjunctivitis',
  'asthma',
  'tablets',
  'pills',
  'spray',
  'sprays',
  'shots',
  'clinic',
  'specialist',
  'flare',
  'flares',
]);

/** Question words that ask how the allergies are ("how are those?", "how bad are your allergies?"). */
export const ALLERGY_STATE_ASKERS: ReadonlySet<string> = new Set(['how', "how's", 'hows']);

/** Words of a question about a bad reaction ("ever reacted badly to a medicine?", "any reactions to drugs?"). */
export const REACTION_ASKERS: ReadonlySet<string> = new Set([
  'react',
  'reacted',
  'reaction',
  'reactions',
  'intolerance',
  'intolerances',
  'intolerant',
  'sensitivity',
  'sensitivities',
]);

/** What such a question asks a reaction to: medicines, not foods or a reaction to news. */
export const MEDICINE_ASKED: ReadonlySet<string> = new Set([
  'medication',
  'medications',
  'medicine',
  'medicines',
  'meds',
  'drug',
  'drugs',
  'antibiotic',
  'antibiotics',
  'tablets',
  'pills',
]);

/**
 * Words right after "allergy" that make it the list of allergens kept for the patient ("on your allergy list", "the
 * allergy band"), not hay fever.
 */
export const ALLERGY_RECORD_NOUNS: ReadonlySet<string> = new Set([
  'list',
  'lists',
  'record',
  'records',
  'chart',
  'notes',
  'band',
  'bracelet',
  'alert',
  'alerts',
  'file',
  'status',
]);
