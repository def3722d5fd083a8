import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Solid cancers of oncology follow-ups, by site, that the main list named only as cancer in
 * general. Each is a concept so a mention carries its assertion (denied, a relative's, past, only suspected) before
 * the coder sees it; the curated ICD-10-CM table links its codes to these ids. Phrases that also name something else
 * (a drug, a test, a body part alone) are left out.
 */
export const ONCOLOGY_CONDITIONS: readonly ConceptEntry[] = [
  concept(
    'non-small-cell-lung-cancer',
    'non-small cell lung cancer',
    [
      'non small cell lung cancer',
      'non-small-cell lung cancer',
      'nsclc',
      'non small cell lung carcinoma',
      'non small cell carcinoma of the lung',
      'lung adenocarcinoma',
      'adenocarcinoma of the lung',
      'squamous cell carcinoma of the lung',
      'squamous cell lung cancer',
    ],
    'respiratory',
  ),
  concept(
    'small-cell-lung-cancer',
    'small cell lung cancer',
    ['small cell lung carcinoma', 'small cell carcinoma of the lung', 'sclc', 'oat cell carcinoma'],
    'respiratory',
  ),
  concept(
    'bladder-cancer',
    'bladder cancer',
    [
      'cancer of the bladder',
      'bladder carcinoma',
      'urothelial carcinoma',
      'transitional cell carcinoma of the bladder',
      'bladder tumor',
      'bladder tumour',
    ],
    'genitourinary',
  ),
  concept(
    'kidney-cancer',
    'kidney cancer',
    [
      'renal cancer',
      'renal cell carcinoma',
      'renal cell cancer',
      'cancer of the kidney',
      'kidney tumor',
      'kidney tumour',
      'renal carcinoma',
    ],
    'genitourinary',
  ),
  concept(
    'pancreatic-cancer',
    'pancreatic cancer',
    ['cancer of the pancreas', 'pancreatic adenocarcinoma', 'pancreatic carcinoma', 'pancreas cancer'],
    'gastrointestinal',
  ),
  concept(
    'thyroid-cancer',
    'thyroid cancer',
    [
      'cancer of the thyroid',
      'papillary thyroid cancer',
      'papillary thyroid carcinoma',
      'thyroid carcinoma',
      'follicular thyroid cancer',
    ],
    'endocrine',
  ),
  concept(
    'rectal-cancer',
    'rectal cancer',
    ['cancer of the rectum', 'rectal adenocarcinoma', 'rectal carcinoma'],
    'gastrointestinal',
  ),
  concept(
    'stomach-cancer',
    'stomach cancer',
    ['gastric cancer', 'cancer of the stomach', 'gastric adenocarcinoma', 'gastric carcinoma'],
    'gastrointestinal',
  ),
  concept(
    'esophageal-cancer',
    'esophageal cancer',
    [
      'oesophageal cancer',
      'cancer of the esophagus',
      'cancer of the oesophagus',
      'esophageal adenocarcinoma',
      'esophageal carcinoma',
    ],
    'gastrointestinal',
  ),
  concept(
    'liver-cancer',
    'hepatocellular carcinoma',
    ['hcc', 'liver cancer', 'primary liver cancer', 'hepatoma', 'liver cell carcinoma'],
    'gastrointestinal',
  ),
  concept(
    'endometrial-cancer',
    'endometrial cancer',
    [
      'uterine cancer',
      'cancer of the uterus',
      'cancer of the womb',
      'womb cancer',
      'endometrial carcinoma',
      'endometrial adenocarcinoma',
    ],
    'genitourinary',
  ),
  concept('cervical-cancer', 'cervical cancer', ['cancer of the cervix', 'cervical carcinoma'], 'genitourinary'),
  concept(
    'testicular-cancer',
    'testicular cancer',
    ['cancer of the testicle', 'testicular tumor', 'testicular tumour', 'seminoma', 'testicular germ cell tumor'],
    'genitourinary',
  ),
  concept(
    'brain-cancer',
    'malignant brain tumor',
    [
      'brain cancer',
      'malignant brain tumour',
      'glioblastoma',
      'glioblastoma multiforme',
      'gbm',
      'glioma',
      'high grade glioma',
    ],
    'neurological',
  ),
  concept('mesothelioma', 'mesothelioma', ['pleural mesothelioma'], 'respiratory'),
];
