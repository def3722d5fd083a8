import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Physical exam findings and maneuvers. A sentence that names one of these (or a body site together with a
 * judgement word) states an exam finding.
 */
export const EXAM_TERMS: readonly ConceptEntry[] = [
  // general
  concept('no-acute-distress', 'no acute distress', ['in no distress', 'no apparent distress', 'not in distress'], 'constitutional'),
  concept('general-appearance', 'well-appearing', ['well-nourished', 'well nourished', 'well-developed', 'well developed', 'well appearing', 'ill-appearing', 'ill appearing', 'fussy', 'pleasant', 'overweight', 'comfortable'], 'constitutional'),
  concept('alert-oriented', 'alert and oriented', ['alert and oriented times three', 'oriented', 'alert'], 'neurological'),
  // heart and vessels
  concept('regular-rate-rhythm', 'regular rate and rhythm', ['regular rhythm', 'heart rate is regular', 'regular heart rate', 'heart sounds regular', 'heart is regular', 'heartbeat is regular'], 'cardiovascular'),
  concept('murmur', 'murmur', ['murmurs', 'systolic ejection murmur', 'systolic murmur', 'diastolic murmur', 'holosystolic murmur'], 'cardiovascular'),
  concept('gallop', 'gallops', ['gallop', 's3', 's4'], 'cardiovascular'),
  concept('rub', 'rubs', ['rub', 'friction rub'], 'cardiovascular'),
  concept('edema', 'edema', ['pitting edema', 'non-pitting edema', 'peripheral edema', 'lower extremity edema'], 'cardiovascular'),
  concept('jvd', 'jugular venous distention', ['jvd', 'jugular venous distension', 'neck veins'], 'cardiovascular'),
  concept('carotid-bruit', 'carotid bruits', ['bruit', 'bruits', 'carotid bruit'], 'cardiovascular'),
  concept('pulses', 'pulses', ['pedal pulses', 'distal pulses', 'radial pulse', 'pulse is', 'capillary refill'], 'cardiovascular'),
  // lungs
  concept('clear-to-auscultation', 'clear to auscultation', ['lungs are clear', 'lungs clear', 'clear bilaterally', 'clear to auscultation bilaterally'], 'respiratory'),
  concept('wheezes', 'wheezes', ['wheezing', 'expiratory wheezes', 'wheeze'], 'respiratory'),
  concept('crackles', 'crackles', ['rales', 'crackle'], 'respiratory'),
  concept('rhonchi', 'rhonchi', [], 'respiratory'),
  concept('respiratory-effort', 'respiratory effort', ['work of breathing', 'breathing comfortably'], 'respiratory'),
  // abdomen
  concept('bowel-sounds', 'bowel sounds', [], 'gastrointestinal'),
  concept('abdomen-soft', 'soft', ['soft nontender', 'soft and nontender', 'nondistended', 'non-distended', 'distended', 'distension'], 'gastrointestinal'),
  concept('guarding', 'guarding', ['rebound', 'rigidity', 'peritoneal signs'], 'gastrointestinal'),
  concept('hepatosplenomegaly', 'hepatosplenomegaly', ['organomegaly'], 'gastrointestinal'),
  concept('cva-tenderness', 'costovertebral angle tenderness', ['cva tenderness'], 'genitourinary'),
  // musculoskeletal
  concept('tenderness', 'tenderness', ['tender', 'pain to palpation', 'pain on palpation', 'tender to palpation', 'tenderness to palpation', 'nontender', 'non-tender'], 'musculoskeletal'),
  concept('swelling', 'swelling', ['swollen', 'effusion', 'joint effusion'], 'musculoskeletal'),
  concept('range-of-motion', 'range of motion', ['rom', 'flexion', 'extension', 'abduction', 'adduction', 'internal rotation', 'external rotation', 'lateral rotation'], 'musculoskeletal'),
  concept('strength', 'strength', ['muscle strength', 'grip strength', 'five out of five', '5/5'], 'musculoskeletal'),
  concept('crepitus', 'crepitus', [], 'musculoskeletal'),
  concept('deformity', 'deformity', ['deformities', 'misalignment'], 'musculoskeletal'),
  concept('ecchymosis', 'ecchymosis', ['bruising'], 'skin'),
  concept('erythema', 'erythema', ['redness', 'red', 'erythematous'], 'skin'),
  concept('warmth', 'warmth', ['warm to touch', 'warm to the touch'], 'skin'),
  concept('laxity', 'laxity', ['ligamentous laxity', 'instability'], 'musculoskeletal'),
  concept('special-tests', 'special tests', ['drawer test', 'anterior drawer', 'posterior drawer', 'lachman', "lachman's", "mcmurray's", 'mcmurray', "spurling's", 'spurling', 'straight leg raise', "phalen's", "tinel's", "hawkins", "neer's", 'empty can test', "finkelstein"], 'musculoskeletal'),
  // neurological
  concept('reflexes', 'reflexes', ['reflex', 'deep tendon reflexes', 'patellar reflex', "hoffman's", 'babinski'], 'neurological'),
  concept('sensation', 'sensation', ['sensory', 'light touch', 'sensation to light touch', 'sensation is intact'], 'neurological'),
  concept('cranial-nerves', 'cranial nerves', ['cranial nerves two through twelve'], 'neurological'),
  concept('gait', 'gait', ['walking normally', 'steady gait', 'antalgic gait'], 'neurological'),
  concept('coordination', 'coordination', ['finger to nose', 'romberg'], 'neurological'),
  // head, eyes, ears, nose, throat, neck
  concept('perrla', 'pupils equal and reactive to light', ['perrla', 'pupils are equal', 'pupils equal round and reactive'], 'eyes'),
  concept('extraocular-movements', 'extraocular movements intact', ['extraocular motions', 'extraocular movements', 'eomi', 'extraocular muscles'], 'eyes'),
  concept('papilledema', 'papilledema', ['funduscopic exam', 'fundoscopic exam'], 'eyes'),
  concept('conjunctival-injection', 'conjunctival injection', ['conjunctiva', 'injected conjunctiva'], 'eyes'),
  concept('tympanic-membrane', 'tympanic membranes', ['tympanic membrane', 'eardrum', 'eardrums', 'tm', 'tms'], 'ent'),
  concept('pharyngeal-erythema', 'pharyngeal erythema', ['pharynx', 'posterior pharynx', 'oropharynx', 'tonsils'], 'ent'),
  concept('tonsillar-exudate', 'tonsillar exudate', ['exudate', 'exudates', 'tonsillar exudates'], 'ent'),
  concept('nasal-mucosa', 'nasal mucosa', ['turbinates', 'nasal turbinates', 'boggy turbinates'], 'ent'),
  concept('sinus-tenderness', 'sinus tenderness', ['maxillary sinus', 'frontal sinus'], 'ent'),
  concept('lymphadenopathy', 'lymphadenopathy', ['lymph nodes', 'cervical lymphadenopathy', 'swollen lymph nodes', 'adenopathy'], 'neck'),
  concept('neck-supple', 'supple neck', ['supple', 'neck is supple', 'full range of motion of the neck'], 'neck'),
  concept('thyromegaly', 'thyromegaly', ['thyroid nodule', 'thyroid is enlarged', 'goiter'], 'neck'),
  // skin and mood
  concept('rash-exam', 'rash', ['rash', 'lesion', 'lesions', 'macular', 'papular', 'vesicles', 'plaques'], 'skin'),
  concept('mood-affect', 'mood and affect', ['affect', 'mood'], 'psychiatric'),
];

/** Words that turn a mention of a body site into an exam statement ("the knee looks normal"). */
export const EXAM_JUDGEMENT_WORDS: readonly string[] = [
  'normal', 'abnormal', 'unremarkable', 'intact', 'clear', 'stable', 'unchanged', 'symmetric', 'decreased', 'increased',
  'limited', 'full', 'positive', 'negative', 'mild', 'moderate', 'severe', 'appreciate', 'appreciated', 'palpable',
  'palpation', 'looks', 'sounds', 'noted', 'present', 'absent', 'appearing', 'appears',
];
