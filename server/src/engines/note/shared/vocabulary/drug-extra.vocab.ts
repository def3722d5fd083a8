import type { DrugEntry } from './vocabulary.types';

/**
 * Medicines named mostly by older US brands, often met on allergy lists ("allergic to Lortab", "Dilatrate"):
 * without them an allergy to one is lost. Combination brands are their own concept, written by both generics.
 */
export const EXTRA_DRUGS: readonly DrugEntry[] = [
  { id: 'hydrocodone-acetaminophen', term: 'hydrocodone-acetaminophen', synonyms: ['lortab', 'lorcet'] },
  { id: 'meprobamate-aspirin', term: 'meprobamate-aspirin', synonyms: ['equagesic'] },
  { id: 'meprobamate', term: 'meprobamate', synonyms: ['miltown'] },
  { id: 'isosorbide-dinitrate', term: 'isosorbide dinitrate', synonyms: ['dilatrate', 'isordil'] },
  { id: 'isosorbide-mononitrate', term: 'isosorbide mononitrate', synonyms: ['imdur', 'monoket', 'ismn'] },
];
