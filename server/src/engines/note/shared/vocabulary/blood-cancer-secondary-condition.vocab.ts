import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Blood cancers, secondaries by site and the lung injury of radiotherapy, as oncology follow-ups name them, that the
 * main list lacked. Each is a concept so a mention carries its assertion (denied, a relative's, past, only
 * suspected) before the coder sees it; the curated ICD-10-CM table links its codes to these ids. Phrases that also
 * name something else (a drug, a test, a body part alone) are left out.
 */
export const BLOOD_CANCER_SECONDARY_CONDITIONS: readonly ConceptEntry[] = [
  // Not "blood cancer": patients say it of lymphoma and myeloma too.
  concept('leukemia', 'leukemia', ['leukaemia'], 'hematologic'),
  concept(
    'chronic-lymphocytic-leukemia',
    'chronic lymphocytic leukemia',
    ['chronic lymphocytic leukaemia', 'cll'],
    'hematologic',
  ),
  concept('multiple-myeloma', 'multiple myeloma', ['myeloma', 'plasma cell myeloma'], 'hematologic'),
  concept(
    'bone-metastases',
    'bone metastases',
    [
      'bone mets',
      'metastases to the bone',
      'metastatic disease to the bone',
      'spread to the bones',
      'spread to the bone',
      'bony metastases',
      'bone metastasis',
    ],
    'musculoskeletal',
  ),
  concept(
    'brain-metastases',
    'brain metastases',
    [
      'brain mets',
      'metastases to the brain',
      'spread to the brain',
      'brain metastasis',
      'metastatic disease to the brain',
    ],
    'neurological',
  ),
  concept(
    'liver-metastases',
    'liver metastases',
    [
      'liver mets',
      'metastases to the liver',
      'spread to the liver',
      'liver metastasis',
      'metastatic disease to the liver',
      'hepatic metastases',
    ],
    'gastrointestinal',
  ),
  concept(
    'lung-metastases',
    'lung metastases',
    [
      'lung mets',
      'metastases to the lungs',
      'metastases to the lung',
      'spread to the lungs',
      'spread to the lung',
      'pulmonary metastases',
      'lung metastasis',
    ],
    'respiratory',
  ),
  concept(
    'radiation-pneumonitis',
    'radiation pneumonitis',
    [
      'radiation induced pneumonitis',
      'radiation-induced pneumonitis',
      'radiation lung injury',
      'pneumonitis from radiation',
      'pneumonitis from the radiation',
    ],
    'respiratory',
  ),
];
