import { lookupTable } from '../../../../lib/lookup-table';
import type { Sex } from '../analysis/analysis.types';

/**
 * Words a parent or carer uses for the child they bring ("my son", "the baby"), with the sex each says. In a
 * visit where the patient is so named, these words are the patient, never a relative with a family history.
 */
export const CHILD_NOUNS: Readonly<Record<string, Sex | null>> = lookupTable({
  son: 'male',
  boy: 'male',
  grandson: 'male',
  stepson: 'male',
  daughter: 'female',
  girl: 'female',
  granddaughter: 'female',
  stepdaughter: 'female',
  child: null,
  kid: null,
  baby: null,
  toddler: null,
  infant: null,
  newborn: null,
  'little one': null,
});

/** Nouns for a child whatever the sex: once the patient is "my son", "the baby" and "the child" are the patient too. */
export const ANY_CHILD_NOUNS: readonly string[] = [
  'child',
  'kid',
  'baby',
  'toddler',
  'infant',
  'newborn',
  'little one',
];

/** Words between "my" and the noun that still name the same child ("my little boy"). */
export const CHILD_NOUN_ADJECTIVES: readonly string[] = ['little', 'young', 'sweet'];

/** Words before a relative that make them someone else ("my other son", "her older sister"). */
export const OTHER_RELATIVE_QUALIFIERS: readonly string[] = [
  'other',
  'older',
  'younger',
  'oldest',
  'youngest',
  'eldest',
  'elder',
  'big',
  'twin',
  'another',
  'middle',
  'first',
  'second',
  'third',
];

/** Relatives a child noun may qualify ("my baby brother"): then the noun is no child of the speaker. */
export const RELATIVE_NOUNS: readonly string[] = [
  'brother',
  'sister',
  'cousin',
  'brothers',
  'sisters',
  'cousins',
  'sibling',
  'siblings',
];

/** Possessives with which the patient's side ("my son") and the clinician ("your son") name the child. */
export const PARENT_POSSESSIVES: readonly string[] = ['my', 'our'];
export const CLINICIAN_POSSESSIVES: readonly string[] = ['your'];
export const ANY_POSSESSIVES: readonly string[] = ['my', 'our', 'your', 'the', 'this'];

/** The speaker talking about themselves: their complaints are their own. */
export const FIRST_PERSON: readonly string[] = ['i', "i'm", "i've", "i'd", "i'll", 'me', 'my', 'myself', 'mine'];
/** Third-person words a parent uses for the child ("he has had a fever", "her ear"). */
export const THIRD_PERSON_CHILD: readonly string[] = ['he', "he's", 'him', 'his', 'she', "she's", 'her', 'hers'];

/** Questions a clinician asks a parent about the child ("is he eating?", "has she had a fever?"). */
export const THIRD_PERSON_QUESTIONS: readonly string[] = [
  'is he',
  'is she',
  'has he',
  'has she',
  'does he',
  'does she',
  'did he',
  'did she',
  'was he',
  'was she',
  'can he',
  'can she',
  'how is he',
  'how is she',
  "how's he",
  "how's she",
  'how old is he',
  'how old is she',
];

/** Words of child care that mark a paediatric visit. */
export const PAEDIATRIC_CUES: readonly string[] = [
  'months old',
  'month old',
  'weeks old',
  'week old',
  'daycare',
  'day care',
  'preschool',
  'kindergarten',
  'diaper',
  'diapers',
  'wet diapers',
  'formula',
  'breastfeeding',
  'breast feeding',
  'bottle feeding',
  'pediatrician',
  'well child',
  'growth chart',
  'car seat',
  'sippy cup',
  'pacifier',
  'teething',
];
