// Diagnoses and chronic conditions: neurological and mental health, skin, blood, infection and cancer.

import { concept, type ConceptEntry } from './vocabulary.types';

export const NEURO_SKIN_CANCER_CONDITIONS: readonly ConceptEntry[] = [
  // neurological and mental health
  concept('migraine', 'migraine', ['migraines', 'migraine headaches', 'migraine headache'], 'neurological'),
  concept(
    'tension-headache',
    'tension headache',
    ['tension type headache', 'tension-type headache', 'tension headaches'],
    'neurological',
  ),
  concept('epilepsy', 'epilepsy', ['seizure disorder'], 'neurological'),
  concept(
    'peripheral-neuropathy',
    'peripheral neuropathy',
    ['neuropathy', 'diabetic neuropathy', 'nerve damage'],
    'neurological',
  ),
  concept('concussion', 'concussion', ['head injury', 'traumatic brain injury'], 'neurological'),
  concept('multiple-sclerosis', 'multiple sclerosis', [], 'neurological'),
  concept('parkinsons-disease', "Parkinson's disease", ["parkinson's", 'parkinsons'], 'neurological'),
  concept('dementia', 'dementia', ["alzheimer's", 'alzheimers', "alzheimer's disease"], 'neurological'),
  concept('bells-palsy', "Bell's palsy", ["bell's palsy", 'facial palsy'], 'neurological'),
  concept('depression', 'depression', ['major depressive disorder', 'mdd', 'depressive disorder'], 'psychiatric'),
  concept('anxiety-disorder', 'anxiety disorder', [], 'psychiatric'),
  concept('bipolar-disorder', 'bipolar disorder', ['bipolar', 'manic depression'], 'psychiatric'),
  concept('schizophrenia', 'schizophrenia', [], 'psychiatric'),
  concept(
    'adhd',
    'attention deficit hyperactivity disorder',
    ['adhd', 'attention deficit disorder', 'a d h d'],
    'psychiatric',
  ),
  concept('ptsd', 'post-traumatic stress disorder', ['ptsd'], 'psychiatric'),
  concept('insomnia', 'insomnia', [], 'psychiatric'),
  // Said of relatives without a diagnosis ("he struggled with mental illness"): no code of its own.
  concept('mental-illness', 'mental illness', ['mental health problems', 'mental health issues'], 'psychiatric'),
  concept(
    'alcohol-use-disorder',
    'alcohol use disorder',
    // "alcoholic" as a noun; its drink and liver senses are dropped by substance-sense.vocab.
    ['alcoholism', 'alcohol abuse', 'alcohol dependence', 'alcoholic'],
    'psychiatric',
  ),
  concept('opioid-use-disorder', 'opioid use disorder', ['opioid addiction', 'opioid dependence'], 'psychiatric'),
  concept('nicotine-dependence', 'nicotine dependence', ['tobacco use', 'tobacco use disorder'], 'psychiatric'),
  // skin, blood, infection, cancer
  concept('acne-vulgaris', 'acne vulgaris', ['acne', 'pimples'], 'skin'),
  concept('eczema', 'eczema', ['atopic dermatitis', 'atopic eczema', 'dermatitis'], 'skin'),
  concept('psoriasis', 'psoriasis', [], 'skin'),
  concept('cellulitis', 'cellulitis', ['skin infection'], 'skin'),
  concept('shingles', 'herpes zoster', ['shingles', 'zoster'], 'skin'),
  concept('contact-dermatitis', 'contact dermatitis', ['poison ivy'], 'skin'),
  concept('anemia', 'anemia', ['anemic', 'anaemia', 'anaemic', 'low blood count', 'low iron'], 'hematologic'),
  concept('hiv', 'HIV infection', ['hiv', 'aids'], 'hematologic'),
  concept(
    'breast-cancer',
    'breast cancer',
    ['breast carcinoma', 'invasive ductal carcinoma', 'invasive lobular carcinoma', 'carcinoma of the breast'],
    // The organ of its site, as for every cancer here: the breast goes with the breast lump (genitourinary).
    'genitourinary',
  ),
  concept('prostate-cancer', 'prostate cancer', [], 'genitourinary'),
  concept('lung-cancer', 'lung cancer', [], 'respiratory'),
  concept('colon-cancer', 'colon cancer', ['colorectal cancer'], 'gastrointestinal'),
  // Each kind (melanoma, basal and squamous cell carcinoma) is its own concept in specialty-condition.vocab.
  concept('skin-cancer', 'skin cancer', ['skin cancers'], 'skin'),
  // No organ: a cancer of unnamed site bears on no one body system.
  concept('cancer', 'cancer', ['malignancy', 'tumor']),
  concept('lyme-disease', 'Lyme disease', ['lyme'], 'constitutional'),
  concept('sepsis', 'sepsis', [], 'constitutional'),
];
