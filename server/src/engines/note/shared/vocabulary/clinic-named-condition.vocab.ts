import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Diagnoses a clinician names at the desk that the other lists lacked (a dental abscess, razor bumps, a corn,
 * Osgood-Schlatter disease, ectopic beats, visible haematuria, a post-traumatic headache, raised LDL, deranged
 * liver tests): each is linked by id to its code in the coder's tables, in the file of the code's own body system
 * (skin.json for L84, musculoskeletal.json for M92.52-, …), or gp-named.json for the three that had no entry
 * (K04.7, L73.1, I49.49). A word that also names something else is only taken in a form that cannot: "a corn" and
 * "corns", never "corn" alone (food); "abscess" alone stays a skin abscess. A test "up to date" or a value said to
 * be still in the normal range is no raised value (word-sense.vocab.ts, value-within-normal.vocab.ts).
 */
export const CLINIC_NAMED_CONDITIONS: readonly ConceptEntry[] = [
  concept(
    'dental-abscess',
    'dental abscess',
    [
      'tooth abscess',
      'abscessed tooth',
      'periapical abscess',
      'tooth root abscess',
      'abscess in the tooth',
      'abscess under the tooth',
      'abscess at the root of the tooth',
      'abscess at the root of a tooth',
    ],
    'ent',
  ),
  concept(
    'pseudofolliculitis-barbae',
    'pseudofolliculitis barbae',
    ['pseudofolliculitis', 'razor bumps', 'razor bump', 'shaving bumps'],
    'skin',
  ),
  // The term is never said alone as "corn" (it is food, and "corns" stems to "corn"); "clavus" is the clinical name.
  concept(
    'corn',
    'clavus (corn)',
    ['clavus', 'a corn', 'hard corn', 'soft corn', 'corn on the toe', 'corn on the foot', 'corn on the feet'],
    'skin',
  ),
  concept(
    'osgood-schlatter-disease',
    'Osgood-Schlatter disease',
    ['osgood schlatter disease', 'osgood schlatter', 'osgood-schlatter', "osgood-schlatter's", "osgood schlatter's"],
    'musculoskeletal',
  ),
  concept(
    'ectopic-beats',
    'ectopic beats',
    ['ectopics', 'ectopic beat', 'ectopic heartbeats', 'extrasystoles', 'extrasystole'],
    'cardiovascular',
  ),
  concept(
    'gross-hematuria',
    'visible haematuria',
    [
      'visible hematuria',
      'gross hematuria',
      'frank hematuria',
      'macroscopic hematuria',
      'visible blood in the urine',
      'frank blood in the urine',
    ],
    'genitourinary',
  ),
  concept(
    'post-traumatic-headache',
    'post-traumatic headache',
    [
      'post traumatic headache',
      'posttraumatic headache',
      'post-concussion headache',
      'post concussion headache',
      'post-concussive headache',
      'post concussive headache',
    ],
    'neurological',
  ),
  // Raised LDL alone is pure hypercholesterolaemia; "high cholesterol" said alone stays hyperlipidaemia (E78.5).
  // Total cholesterol going up is not LDL, so "cholesterol went up / is up" is left out.
  concept(
    'raised-ldl-cholesterol',
    'raised LDL cholesterol',
    [
      'raised ldl',
      'high ldl',
      'elevated ldl',
      'ldl is high',
      'ldl is raised',
      'ldl is elevated',
      'ldl is up',
      'ldl went up',
      'ldl has gone up',
    ],
    'cardiovascular',
  ),
  concept(
    'abnormal-liver-function-tests',
    'abnormal liver function tests',
    [
      'abnormal lfts',
      'deranged lfts',
      'raised lfts',
      'lfts are up',
      'lfts are raised',
      'lfts are abnormal',
      'deranged liver function tests',
      'raised liver function tests',
      'liver function tests are up',
      'liver function tests are raised',
      'liver function tests are abnormal',
      'liver tests are up',
      'liver tests are raised',
      'liver tests are abnormal',
      'raised liver tests',
      'abnormal liver tests',
    ],
    'gastrointestinal',
  ),
];
