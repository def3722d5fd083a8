import { concept, type ConceptEntry } from './vocabulary.types';

/** Body sites: they compose with pain, swelling and numbness words and route exam sentences to a system. */
export const BODY_SITES: readonly ConceptEntry[] = [
  concept('head', 'head', ['scalp', 'skull'], 'neurological'),
  concept('face', 'face', ['cheek', 'jaw', 'forehead'], 'ent'),
  concept('eye', 'eye', ['eyes', 'eyelid', 'pupils', 'pupil'], 'eyes'),
  concept('ear', 'ear', ['ears', 'eardrum', 'tympanic membrane', 'tympanic membranes', 'ear canal'], 'ent'),
  concept('nose', 'nose', ['nasal', 'nostril', 'sinuses', 'sinus', 'turbinates'], 'ent'),
  concept('throat', 'throat', ['pharynx', 'tonsils', 'oropharynx', 'mouth', 'tongue', 'teeth', 'gums'], 'ent'),
  concept('neck', 'neck', ['cervical spine', 'thyroid', 'lymph nodes', 'carotid', 'carotids', 'trapezius'], 'neck'),
  concept('heart', 'heart', ['heart sounds', 'cardiac'], 'cardiovascular'),
  concept('chest', 'chest', ['chest wall', 'ribs', 'rib', 'sternum', 'breastbone'], 'respiratory'),
  concept('lungs', 'lungs', ['lung', 'breath sounds'], 'respiratory'),
  concept('breast', 'breast', ['breasts'], 'genitourinary'),
  concept('abdomen', 'abdomen', ['belly', 'stomach', 'tummy', 'abdominal', 'epigastric', 'right upper quadrant', 'left lower quadrant', 'right lower quadrant', 'left upper quadrant'], 'gastrointestinal'),
  concept('back', 'back', ['lower back', 'low back', 'upper back', 'lumbar spine', 'thoracic spine', 'spine', 'lumbar', 'paraspinal'], 'musculoskeletal'),
  concept('flank', 'flank', ['flanks', 'costovertebral angle', 'cva'], 'genitourinary'),
  concept('side', 'side', ['sides'], 'gastrointestinal'),
  concept('pelvis', 'pelvis', ['pelvic', 'groin', 'inguinal'], 'genitourinary'),
  concept('bladder', 'bladder', ['urinary'], 'genitourinary'),
  concept('genitalia', 'genitalia', ['external genitalia', 'genitals', 'scrotum', 'testicles', 'penis', 'vagina', 'vulva'], 'genitourinary'),
  concept('kidney', 'kidney', ['kidneys', 'renal'], 'genitourinary'),
  concept('shoulder', 'shoulder', ['shoulders', 'rotator cuff', 'acromioclavicular'], 'musculoskeletal'),
  concept('arm', 'arm', ['arms', 'upper arm', 'forearm', 'forearms', 'bicep', 'biceps', 'triceps', 'upper extremity', 'upper extremities'], 'musculoskeletal'),
  concept('elbow', 'elbow', ['elbows'], 'musculoskeletal'),
  concept('wrist', 'wrist', ['wrists'], 'musculoskeletal'),
  concept('hand', 'hand', ['hands', 'palm', 'knuckles', 'knuckle'], 'musculoskeletal'),
  concept('finger', 'finger', ['fingers', 'thumb', 'thumbs', 'middle finger', 'index finger', 'ring finger', 'pinky'], 'musculoskeletal'),
  concept('hip', 'hip', ['hips'], 'musculoskeletal'),
  concept('buttock', 'buttock', ['buttocks', 'glute', 'tailbone', 'coccyx'], 'musculoskeletal'),
  concept('leg', 'leg', ['legs', 'thigh', 'thighs', 'calf', 'calves', 'shin', 'shins', 'lower extremity', 'lower extremities', 'hamstring', 'quad', 'quadriceps'], 'musculoskeletal'),
  concept('knee', 'knee', ['knees', 'kneecap', 'patella', 'meniscus'], 'musculoskeletal'),
  concept('ankle', 'ankle', ['ankles', 'achilles'], 'musculoskeletal'),
  concept('foot', 'foot', ['feet', 'heel', 'heels', 'arch', 'sole'], 'musculoskeletal'),
  concept('toe', 'toe', ['toes', 'big toe', 'toenail'], 'musculoskeletal'),
  concept('skin', 'skin', ['rash', 'lesion', 'lesions', 'wound', 'incision', 'scar'], 'skin'),
  concept('extremities', 'extremities', ['extremity'], 'cardiovascular'),
];

/** Side words and how a note writes them. */
export const LATERALITY_WORDS: Readonly<Record<string, 'right' | 'left' | 'bilateral'>> = {
  right: 'right',
  left: 'left',
  bilateral: 'bilateral',
  bilaterally: 'bilateral',
  both: 'bilateral',
};
