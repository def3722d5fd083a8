import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Eye, eyelid, ear and nose diagnoses of primary care, ophthalmology and ENT that the main list lacked. Each is a
 * concept so a mention carries its assertion (denied, a relative's, past, only suspected) before the coder sees it;
 * the curated ICD-10-CM table links its codes to these ids. Phrases that also name something else (a drug, a test, a
 * body part alone) are left out.
 */
export const EYE_EAR_NOSE_CONDITIONS: readonly ConceptEntry[] = [
  concept(
    'blepharitis',
    'blepharitis',
    ['inflamed eyelids', 'inflamed eyelid', 'eyelid inflammation', 'inflammation of the eyelids'],
    'eyes',
  ),
  concept('stye', 'stye', ['styes', 'sty', 'hordeolum', 'external hordeolum'], 'eyes'),
  concept('chalazion', 'chalazion', ['chalazia', 'meibomian cyst', 'eyelid cyst', 'cyst on the eyelid'], 'eyes'),
  concept(
    'dry-eye',
    'dry eye syndrome',
    ['dry eye', 'dry eyes', 'dry eye disease', 'keratoconjunctivitis sicca'],
    'eyes',
  ),
  concept(
    'subconjunctival-hemorrhage',
    'subconjunctival hemorrhage',
    [
      'subconjunctival haemorrhage',
      'subconjunctival bleed',
      'burst blood vessel in the eye',
      'broken blood vessel in the eye',
      'bleed on the white of the eye',
    ],
    'eyes',
  ),
  concept(
    'macular-degeneration',
    'macular degeneration',
    [
      'age related macular degeneration',
      'age-related macular degeneration',
      'armd',
      'dry macular degeneration',
      'wet macular degeneration',
    ],
    'eyes',
  ),
  concept(
    'diabetic-retinopathy',
    'diabetic retinopathy',
    ['diabetic eye disease', 'retinopathy from diabetes', 'background retinopathy'],
    'eyes',
  ),
  concept('retinal-detachment', 'retinal detachment', ['detached retina', 'detachment of the retina'], 'eyes'),
  concept(
    'posterior-vitreous-detachment',
    'posterior vitreous detachment',
    ['vitreous detachment', 'vitreous degeneration'],
    'eyes',
  ),
  concept(
    'corneal-abrasion',
    'corneal abrasion',
    ['scratched cornea', 'scratch on the cornea', 'corneal scratch', 'scratched eye', 'scratch on the eye'],
    'eyes',
  ),
  concept(
    'eye-foreign-body',
    'foreign body in the eye',
    [
      'foreign body in eye',
      'something in the eye',
      'something in my eye',
      'foreign body in the right eye',
      'foreign body in the left eye',
      'foreign object in the eye',
    ],
    'eyes',
  ),
  concept('presbyopia', 'presbyopia', ['age related long sightedness'], 'eyes'),
  concept(
    'myopia',
    'myopia',
    [
      'short sighted',
      'short-sighted',
      'shortsighted',
      'near sighted',
      'nearsighted',
      'near-sighted',
      'short sightedness',
      'nearsightedness',
    ],
    'eyes',
  ),
  concept(
    'eustachian-tube-dysfunction',
    'eustachian tube dysfunction',
    ['blocked eustachian tube', 'blocked eustachian tubes', 'eustachian tube blockage', 'eustachian tube disorder'],
    'ent',
  ),
  concept(
    'deviated-septum',
    'deviated nasal septum',
    ['deviated septum', 'septal deviation', 'crooked septum', 'bent septum'],
    'ent',
  ),
  concept(
    'nasal-polyps',
    'nasal polyps',
    ['nasal polyp', 'polyps in the nose', 'polyp in the nose', 'nasal polyposis'],
    'ent',
  ),
  concept(
    'sensorineural-hearing-loss',
    'sensorineural hearing loss',
    ['nerve deafness', 'sensorineural deafness', 'nerve related hearing loss'],
    'ent',
  ),
  concept('conductive-hearing-loss', 'conductive hearing loss', ['conductive deafness'], 'ent'),
  concept(
    'presbycusis',
    'presbycusis',
    ['age related hearing loss', 'age-related hearing loss', 'hearing loss of ageing', 'hearing loss of aging'],
    'ent',
  ),
  concept(
    'perforated-eardrum',
    'perforated tympanic membrane',
    [
      'perforated eardrum',
      'perforated ear drum',
      'burst eardrum',
      'burst ear drum',
      'ruptured eardrum',
      'ruptured ear drum',
      'tympanic membrane perforation',
      'hole in the eardrum',
      'hole in the ear drum',
      'perforation of the eardrum',
    ],
    'ent',
  ),
  concept(
    'enlarged-tonsils',
    'tonsillar hypertrophy',
    [
      'enlarged tonsils',
      'large tonsils',
      'big tonsils',
      'hypertrophied tonsils',
      'tonsil hypertrophy',
      // Said as an exam finding ("her tonsils are big, three plus").
      'tonsils are big',
      'tonsils are enlarged',
      'tonsils are large',
    ],
    'ent',
  ),
  concept(
    'vocal-cord-nodules',
    'vocal cord nodules',
    ['vocal fold nodules', 'singer nodules', "singer's nodules", 'nodules on the vocal cords'],
    'ent',
  ),
  // Ear pain or blocked ears after a flight or a dive: an injury by pressure, coded in chapter 19.
  concept(
    'otitic-barotrauma',
    'otitic barotrauma',
    ['ear barotrauma', 'barotrauma of the ear', 'barotrauma to the ear', 'airplane ear', 'aeroplane ear'],
    'ent',
  ),
];
