import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Abnormal results a clinician states in plain words ("your thyroid levels are not normal", "a higher heart rate",
 * "your history of high white blood cells"): each is a problem of the visit with its own code, linked by id in the
 * coder's table. Only wordings that say the direction or the abnormality; "abnormal sodium" says neither high nor
 * low, so it is left out.
 */
export const RESULT_ABNORMALITY_CONDITIONS: readonly ConceptEntry[] = [
  concept(
    'abnormal-thyroid-function',
    'abnormal thyroid function',
    [
      'abnormal thyroid levels',
      'abnormal thyroid labs',
      'abnormal thyroid function tests',
      'thyroid levels are not normal',
      'thyroid levels are abnormal',
      'thyroid function is abnormal',
      'suppressed tsh',
      'tsh is suppressed',
    ],
    'endocrine',
  ),
  concept(
    'leukocytosis',
    'leukocytosis',
    [
      'high white blood cells',
      'high white blood cell count',
      'elevated white blood cell count',
      'high white count',
      'elevated white count',
      'white count is high',
      'white blood cell count is high',
    ],
    'hematologic',
  ),
];
