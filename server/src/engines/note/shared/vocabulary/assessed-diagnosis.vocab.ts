import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Diagnoses clinicians name in their assessment that the other condition tables missed, each with the
 * codes the coder's table links to its id. A diagnosis nobody can name is one nobody codes.
 * "the" in a phrase also stands for a possessive ("a strain of your posterior cruciate ligament").
 */
export const ASSESSED_DIAGNOSES: readonly ConceptEntry[] = [
  // Stiff, arthritic big-toe joint (M20.2-), not the bunion deformity of hallux valgus (M20.1-).
  concept('hallux-rigidus', 'hallux rigidus', ['hallux limitus'], 'musculoskeletal'),
  // The posterior twin of the ACL: sprain, strain or tear all code S83.52- with the side said.
  concept(
    'pcl-tear',
    'posterior cruciate ligament injury',
    [
      'pcl tear',
      'torn pcl',
      'pcl injury',
      'pcl sprain',
      'pcl strain',
      'posterior cruciate ligament strain',
      'posterior cruciate ligament sprain',
      'posterior cruciate ligament tear',
      'strain of the posterior cruciate ligament',
      'sprain of the posterior cruciate ligament',
      'tear of the posterior cruciate ligament',
      'torn posterior cruciate ligament',
    ],
    'musculoskeletal',
  ),
  concept(
    'esophagitis',
    'esophagitis',
    ['acute esophagitis', 'inflammation of the esophagus', 'inflamed esophagus'],
    'gastrointestinal',
  ),
  // Its own code (K20.0): without its own concept it would read as plain esophagitis.
  concept('eosinophilic-esophagitis', 'eosinophilic esophagitis', ['eoe'], 'gastrointestinal'),
  concept(
    'sick-sinus-syndrome',
    'sick sinus syndrome',
    ['sinus node dysfunction', 'tachy brady syndrome', 'tachycardia bradycardia syndrome'],
    'cardiovascular',
  ),
  // "Coronary spasm" is the artery, not a muscle spasm (M62.83-): angina with documented spasm (I20.1).
  concept(
    'coronary-spasm',
    'coronary artery spasm',
    ['coronary spasm', 'coronary vasospasm', 'vasospastic angina', 'prinzmetal angina', "prinzmetal's angina"],
    'cardiovascular',
  ),
  concept(
    'nasal-foreign-body',
    'foreign body in the nose',
    [
      'foreign body in the nostril',
      'foreign body in nose',
      'foreign body in nostril',
      'nasal foreign body',
      'foreign object in the nose',
      'foreign object in the nostril',
      // The side said inside the phrase ("a bead in his right nostril"); "the" also stands for "his", "her".
      'foreign body in the right nostril',
      'foreign body in the left nostril',
      'foreign body in the right side of the nose',
      'foreign body in the left side of the nose',
    ],
    'ent',
  ),
];
