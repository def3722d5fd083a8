/**
 * Nouns for a dose form counted out one by one ("one ten milligram tablet", "two 500 mg capsules"). A count word
 * said before a strength and one of these is a count of that form, never the first half of a clinician's pair
 * ("one ten" as 110). Data only; the number readers decide what they mean.
 */
export const COUNTED_FORM_NOUNS: readonly string[] = [
  'tablet',
  'tablets',
  'tab',
  'tabs',
  'pill',
  'pills',
  'capsule',
  'capsules',
  'caplet',
  'caplets',
  'lozenge',
  'lozenges',
  'sachet',
  'sachets',
  'patch',
  'patches',
  'suppository',
  'suppositories',
];
