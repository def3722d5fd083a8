import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Lung and pleural diagnoses of pulmonology follow-ups and imaging results that the main list named only through a
 * symptom or a wider disease. Each is a concept so a mention carries its assertion (denied, a relative's, past, only
 * suspected) before the coder sees it; the curated ICD-10-CM table links its codes to these ids. Phrases that also
 * name something else (a drug, a test, a body part alone) are left out.
 */
export const LUNG_PLEURA_CONDITIONS: readonly ConceptEntry[] = [
  concept(
    'pneumothorax',
    'pneumothorax',
    ['collapsed lung', 'punctured lung', 'spontaneous pneumothorax'],
    'respiratory',
  ),
  concept(
    'pleural-effusion',
    'pleural effusion',
    ['pleural effusions', 'fluid around the lung', 'fluid around the lungs', 'fluid in the pleural space'],
    'respiratory',
  ),
  concept(
    'pulmonary-fibrosis',
    'pulmonary fibrosis',
    [
      'lung fibrosis',
      'scarring of the lungs',
      'scarring in the lungs',
      'lung scarring',
      'idiopathic pulmonary fibrosis',
      'ipf',
    ],
    'respiratory',
  ),
  concept(
    'interstitial-lung-disease',
    'interstitial lung disease',
    ['ild', 'interstitial pulmonary disease'],
    'respiratory',
  ),
  concept('sarcoidosis', 'sarcoidosis', ['sarcoid', 'pulmonary sarcoidosis'], 'respiratory'),
  concept('emphysema', 'emphysema', ['pulmonary emphysema', 'emphysematous changes'], 'respiratory'),
  concept('bronchiectasis', 'bronchiectasis', [], 'respiratory'),
  concept(
    'lung-nodule',
    'pulmonary nodule',
    [
      'lung nodule',
      'nodule on the lung',
      'nodule in the lung',
      'nodule on my lung',
      'spot on the lung',
      'spot on my lung',
      'solitary pulmonary nodule',
      'pulmonary nodules',
      'lung nodules',
      'nodule in the right lung',
      'nodule in the left lung',
    ],
    'respiratory',
  ),
  concept(
    'chronic-cough',
    'chronic cough',
    ['persistent cough', 'long standing cough', 'longstanding cough'],
    'respiratory',
  ),
  concept('atelectasis', 'atelectasis', ['partial lung collapse', 'collapse of part of the lung'], 'respiratory'),
];
