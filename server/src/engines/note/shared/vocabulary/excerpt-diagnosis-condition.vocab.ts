import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Diagnoses a clinician names in a short hospital or clinic excerpt, often in the plain words given to the patient
 * ("stones in your common bile duct", "the mouth sores"): each is a problem of the visit with its own code, linked
 * by id in the coder's table (assessed-excerpt.json).
 */
export const EXCERPT_DIAGNOSIS_CONDITIONS: readonly ConceptEntry[] = [
  concept(
    'choledocholithiasis',
    'common bile duct stones',
    [
      'choledocholithiasis',
      'stones in your common bile duct',
      'stones in the common bile duct',
      'stones in your cbd',
      'stones in the cbd',
      'bile duct stones',
      'stones in the bile duct',
    ],
    'gastrointestinal',
  ),
  concept('polymyositis', 'polymyositis', [], 'musculoskeletal'),
  concept('cmv-infection', 'cytomegalovirus infection', [
    'cmv infection',
    'cytomegalovirus',
    'disseminated cmv infection',
    'cmv disease',
    // Spelled out letter by letter, as dictation gives it.
    'c m v infection',
    'disseminated c m v infection',
    'c m v disease',
  ]),
  concept('stomatitis', 'stomatitis', ['erosive stomatitis', 'mouth sores', 'sores in the mouth'], 'ent'),
  concept('refractory-anemia', 'refractory anemia', ['refractory anaemia'], 'hematologic'),
  concept('resistant-hypertension', 'refractory hypertension', ['resistant hypertension'], 'cardiovascular'),
  concept('autism', 'autism', ['autistic', 'autism spectrum disorder'], 'psychiatric'),
  concept('down-syndrome', 'Down syndrome', ["down's syndrome", 'trisomy 21']),
  concept(
    'postsurgical-menopause',
    'postsurgical menopause',
    ['surgical menopause', 'post surgical menopause', 'menopause after surgery'],
    'genitourinary',
  ),
];
