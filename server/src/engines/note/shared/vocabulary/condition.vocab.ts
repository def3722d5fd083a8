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
import { CIRCULATORY_CONDITIONS } from './circulatory-condition.vocab';
import { GLAND_METABOLIC_CONDITIONS } from './gland-metabolic-condition.vocab';
import { BLOOD_COUNT_CONDITIONS } from './blood-count-condition.vocab';
import { DIGESTIVE_CONDITIONS } from './digestive-condition.vocab';
import { BREAST_GENITOURINARY_CONDITIONS } from './breast-genitourinary-condition.vocab';
import { GYNAE_SEXUAL_HEALTH_CONDITIONS } from './gynae-sexual-health-condition.vocab';
import { JOINT_SPINE_FOOT_CONDITIONS } from './joint-spine-foot-condition.vocab';
import { SKIN_LESION_CONDITIONS } from './skin-lesion-condition.vocab';
import { EYE_EAR_NOSE_CONDITIONS } from './eye-ear-nose-condition.vocab';
import { NEURO_MENTAL_CONDITIONS } from './neuro-mental-condition.vocab';
import { CHILD_DEVELOPMENT_CONDITIONS } from './child-development-condition.vocab';
import { INFECTION_CONDITIONS } from './infection-condition.vocab';
import { ONCOLOGY_CONDITIONS } from './oncology-condition.vocab';
import { BLOOD_CANCER_SECONDARY_CONDITIONS } from './blood-cancer-secondary-condition.vocab';
import { LUNG_PLEURA_CONDITIONS } from './lung-pleura-condition.vocab';
import { FALL_FOREIGN_BODY_CONDITIONS } from './fall-foreign-body-condition.vocab';
import { GP_NAMED_CONDITIONS } from './gp-named-condition.vocab';
import { CLINIC_NAMED_CONDITIONS } from './clinic-named-condition.vocab';
import { VISIT_ASSESSED_CONDITIONS } from './visit-assessed-condition.vocab';
import { SPECIALIST_DIAGNOSIS_CONDITIONS } from './specialist-diagnosis-condition.vocab';
import { CLINICIAN_NAMED_CONDITIONS } from './clinician-named-condition.vocab';
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
  // Common outpatient and specialty diagnoses by group, each with its codes in the curated table.
  ...CIRCULATORY_CONDITIONS,
  ...GLAND_METABOLIC_CONDITIONS,
  ...BLOOD_COUNT_CONDITIONS,
  ...DIGESTIVE_CONDITIONS,
  ...BREAST_GENITOURINARY_CONDITIONS,
  ...GYNAE_SEXUAL_HEALTH_CONDITIONS,
  ...JOINT_SPINE_FOOT_CONDITIONS,
  ...SKIN_LESION_CONDITIONS,
  ...EYE_EAR_NOSE_CONDITIONS,
  ...NEURO_MENTAL_CONDITIONS,
  ...CHILD_DEVELOPMENT_CONDITIONS,
  ...INFECTION_CONDITIONS,
  ...ONCOLOGY_CONDITIONS,
  ...BLOOD_CANCER_SECONDARY_CONDITIONS,
  ...LUNG_PLEURA_CONDITIONS,
  ...FALL_FOREIGN_BODY_CONDITIONS,
  ...GP_NAMED_CONDITIONS,
  ...CLINIC_NAMED_CONDITIONS,
  ...VISIT_ASSESSED_CONDITIONS,
  ...SPECIALIST_DIAGNOSIS_CONDITIONS,
  ...CLINICIAN_NAMED_CONDITIONS,
];
