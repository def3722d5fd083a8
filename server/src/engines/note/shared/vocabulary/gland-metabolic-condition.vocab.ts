import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Electrolyte, gland and metabolic diagnoses, many of them read out from results, that the main list lacked. Each is
 * a concept so a mention carries its assertion (denied, a relative's, past, only suspected) before the coder sees
 * it; the curated ICD-10-CM table links its codes to these ids. Phrases that also name something else (a drug, a
 * test, a body part alone) are left out.
 */
export const GLAND_METABOLIC_CONDITIONS: readonly ConceptEntry[] = [
  concept(
    'hypertriglyceridemia',
    'hypertriglyceridemia',
    [
      'high triglycerides',
      'elevated triglycerides',
      'raised triglycerides',
      'triglycerides are high',
      'triglycerides were high',
      'triglycerides are elevated',
      'triglycerides were elevated',
    ],
    'endocrine',
  ),
  concept(
    'hyperkalemia',
    'hyperkalemia',
    [
      'high potassium',
      'elevated potassium',
      'raised potassium',
      'potassium is high',
      'potassium was high',
      'potassium is elevated',
      'potassium was elevated',
      'potassium level is high',
      'potassium level was high',
    ],
    'endocrine',
  ),
  concept(
    'hypercalcemia',
    'hypercalcemia',
    [
      'high calcium',
      'elevated calcium',
      'raised calcium',
      'calcium is high',
      'calcium was high',
      'calcium is elevated',
      'calcium was elevated',
      'calcium level is high',
    ],
    'endocrine',
  ),
  concept(
    'hypocalcemia',
    'hypocalcemia',
    ['low calcium', 'calcium is low', 'calcium was low', 'calcium level is low'],
    'endocrine',
  ),
  concept(
    'hypomagnesemia',
    'hypomagnesemia',
    ['low magnesium', 'magnesium is low', 'magnesium was low', 'magnesium level is low'],
    'endocrine',
  ),
  concept(
    'hyperuricemia',
    'hyperuricemia',
    ['high uric acid', 'elevated uric acid', 'raised uric acid', 'uric acid is high', 'uric acid was high'],
    'endocrine',
  ),
  concept(
    'hyperparathyroidism',
    'hyperparathyroidism',
    ['overactive parathyroid', 'parathyroid overactivity'],
    'endocrine',
  ),
  concept('primary-hyperparathyroidism', 'primary hyperparathyroidism', [], 'endocrine'),
  concept(
    'thyroid-nodule',
    'thyroid nodule',
    [
      'nodule on the thyroid',
      'nodule in the thyroid',
      'lump on the thyroid',
      'lump in the thyroid',
      'thyroid lump',
      'solitary thyroid nodule',
    ],
    'endocrine',
  ),
  concept(
    'gestational-diabetes',
    'gestational diabetes',
    ['gestational diabetes mellitus', 'diabetes of pregnancy', 'pregnancy diabetes'],
    'endocrine',
  ),
  concept('hemochromatosis', 'hemochromatosis', ['haemochromatosis', 'iron overload'], 'endocrine'),
  concept('hereditary-hemochromatosis', 'hereditary hemochromatosis', ['genetic hemochromatosis'], 'endocrine'),
  concept('adrenal-insufficiency', 'adrenal insufficiency', ['adrenocortical insufficiency'], 'endocrine'),
  concept(
    'addisons-disease',
    "Addison's disease",
    ["addison's", 'addison disease', 'primary adrenal insufficiency'],
    'endocrine',
  ),
  concept('gynecomastia', 'gynecomastia', ['male breast enlargement', 'enlarged male breasts'], 'endocrine'),
  concept(
    'malnutrition',
    'malnutrition',
    ['protein calorie malnutrition', 'undernutrition', 'undernourished', 'malnourished'],
    'constitutional',
  ),
];
