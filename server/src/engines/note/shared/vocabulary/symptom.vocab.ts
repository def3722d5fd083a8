import { GENERAL_SYMPTOMS } from './general-symptom.vocab';
import { CARDIORESPIRATORY_SYMPTOMS } from './cardiorespiratory-symptom.vocab';
import { DIGESTIVE_URINARY_SYMPTOMS } from './digestive-urinary-symptom.vocab';
import { MUSCULOSKELETAL_NEURO_SYMPTOMS } from './musculoskeletal-neuro-symptom.vocab';
import type { ConceptEntry } from './vocabulary.types';

/**
 * Symptoms patients report, with the system they belong to in a review of systems. Body-site pain, swelling and
 * numbness are also composed from a site and a generic word (see finding extraction), so only common fixed
 * phrases are listed here.
 */
export const SYMPTOMS: readonly ConceptEntry[] = [
  // One file per group of body systems; concatenated in the original order.
  ...GENERAL_SYMPTOMS,
  ...CARDIORESPIRATORY_SYMPTOMS,
  ...DIGESTIVE_URINARY_SYMPTOMS,
  ...MUSCULOSKELETAL_NEURO_SYMPTOMS,
];
