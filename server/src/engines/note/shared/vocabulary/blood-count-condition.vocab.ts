import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Blood-count and blood disorders, and raised results (an enzyme, PSA) clinicians name as problems, that the main
 * list lacked. Each is a concept so a mention carries its assertion (denied, a relative's, past, only suspected)
 * before the coder sees it; the curated ICD-10-CM table links its codes to these ids. Phrases that also name
 * something else (a drug, a test, a body part alone) are left out.
 */
export const BLOOD_COUNT_CONDITIONS: readonly ConceptEntry[] = [
  concept(
    'elevated-alkaline-phosphatase',
    'elevated alkaline phosphatase',
    [
      'raised alkaline phosphatase',
      'high alkaline phosphatase',
      'alkaline phosphatase is elevated',
      'alkaline phosphatase was elevated',
      'alkaline phosphatase is high',
      'alkaline phosphatase was high',
      'elevated alk phos',
      'alk phos is elevated',
      'alk phos was elevated',
      'raised alk phos',
    ],
    'hematologic',
  ),
  concept(
    'elevated-psa',
    'elevated prostate specific antigen',
    [
      'elevated psa',
      'raised psa',
      'high psa',
      'psa is elevated',
      'psa was elevated',
      'psa is high',
      'psa was high',
      'rising psa',
    ],
    'genitourinary',
  ),
  concept(
    'thrombocytopenia',
    'thrombocytopenia',
    [
      'low platelets',
      'low platelet count',
      'platelets are low',
      'platelets were low',
      'platelet count is low',
      'platelet count was low',
    ],
    'hematologic',
  ),
  concept(
    'thrombocytosis',
    'thrombocytosis',
    [
      'high platelets',
      'high platelet count',
      'elevated platelets',
      'raised platelets',
      'platelets are high',
      'platelets were high',
    ],
    'hematologic',
  ),
  concept(
    'neutropenia',
    'neutropenia',
    ['low neutrophils', 'low neutrophil count', 'neutrophils are low', 'neutrophils were low'],
    'hematologic',
  ),
  concept(
    'leukopenia',
    'leukopenia',
    [
      'low white blood cells',
      'low white blood cell count',
      'low white count',
      'low white cell count',
      'white count is low',
      'white count was low',
      'leucopenia',
    ],
    'hematologic',
  ),
  concept('polycythemia', 'polycythemia', ['polycythaemia', 'erythrocytosis', 'secondary polycythemia'], 'hematologic'),
  concept(
    'sickle-cell-disease',
    'sickle cell disease',
    ['sickle cell anemia', 'sickle cell', 'sickle cell disorder'],
    'hematologic',
  ),
  concept('sickle-cell-trait', 'sickle cell trait', [], 'hematologic'),
  concept('thalassemia', 'thalassemia', ['thalassaemia', 'thalassemia major'], 'hematologic'),
  concept(
    'thalassemia-trait',
    'thalassemia minor',
    [
      'thalassaemia minor',
      'thalassemia trait',
      'thalassaemia trait',
      'beta thalassemia trait',
      'alpha thalassemia trait',
    ],
    'hematologic',
  ),
  concept(
    'monoclonal-gammopathy',
    'monoclonal gammopathy',
    ['mgus', 'monoclonal gammopathy of undetermined significance'],
    'hematologic',
  ),
  concept('myelodysplastic-syndrome', 'myelodysplastic syndrome', ['myelodysplasia'], 'hematologic'),
];
