import { ASSESSED_DIAGNOSES } from './assessed-diagnosis.vocab';
import { RESULT_ABNORMALITY_CONDITIONS } from './result-abnormality-condition.vocab';
import { EXCERPT_DIAGNOSIS_CONDITIONS } from './excerpt-diagnosis-condition.vocab';
import { CODED_PROBLEMS } from './coded-problem.vocab';
import { PRIMARY_CARE_CONDITIONS } from './primary-care-condition.vocab';
import { ULCER_CONCEPTS } from './ulcer-sense.vocab';
import { SPECIALTY_CONDITIONS } from './specialty-condition.vocab';
import { CARDIOMETABOLIC_CONDITIONS } from './cardiometabolic-condition.vocab';
import { RESPIRATORY_DIGESTIVE_CONDITIONS } from './respiratory-digestive-condition.vocab';
import { RENAL_MUSCULOSKELETAL_CONDITIONS } from './renal-musculoskeletal-condition.vocab';
import { NEURO_SKIN_CANCER_CONDITIONS } from './neuro-skin-cancer-condition.vocab';
import type { ConceptEntry } from './vocabulary.types';

/** Diagnoses and chronic conditions, with the lay names patients use. */
export const CONDITIONS: readonly ConceptEntry[] = [
  // One file per group of body systems, concatenated in the original order, then the other condition files.
  ...CARDIOMETABOLIC_CONDITIONS,
  ...RESPIRATORY_DIGESTIVE_CONDITIONS,
  ...RENAL_MUSCULOSKELETAL_CONDITIONS,
  ...NEURO_SKIN_CANCER_CONDITIONS,
  ...PRIMARY_CARE_CONDITIONS,
  ...SPECIALTY_CONDITIONS,
  ...ULCER_CONCEPTS,
  ...ASSESSED_DIAGNOSES,
  ...RESULT_ABNORMALITY_CONDITIONS,
  ...EXCERPT_DIAGNOSIS_CONDITIONS,
  ...CODED_PROBLEMS,
];
