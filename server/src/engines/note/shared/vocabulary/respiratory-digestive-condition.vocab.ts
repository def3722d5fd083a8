// Diagnoses and chronic conditions: respiratory, ear, nose, throat and eyes, and gastrointestinal.

import { concept, type ConceptEntry } from './vocabulary.types';

export const RESPIRATORY_DIGESTIVE_CONDITIONS: readonly ConceptEntry[] = [
  // respiratory
  concept('asthma', 'asthma', ['asthmatic', 'reactive airway disease'], 'respiratory'),
  // Emphysema has its own concept and code (J43.9) in lung-pleura-condition.vocab.ts.
  concept('copd', 'chronic obstructive pulmonary disease', ['copd', 'chronic bronchitis'], 'respiratory'),
  concept('pneumonia', 'pneumonia', ['lung infection'], 'respiratory'),
  // Fluid in the lungs, usually read off a chest film: never the limb oedema of the exam vocabulary.
  concept(
    'pulmonary-edema',
    'pulmonary edema',
    [
      'pulmonary oedema',
      'fluid in the lungs',
      'fluid in her lungs',
      'fluid in his lungs',
      'fluid in your lungs',
      'fluid in my lungs',
      'fluid on the lungs',
      'fluid on her lungs',
      'fluid on his lungs',
      'fluid on your lungs',
      'fluid on my lungs',
      'pulmonary congestion',
      'pulmonary vascular congestion',
    ],
    'respiratory',
  ),
  concept('bronchitis', 'bronchitis', ['chest cold'], 'respiratory'),
  concept(
    'upper-respiratory-infection',
    'upper respiratory infection',
    ['uri', 'u r i', 'upper respiratory tract infection', 'head cold', 'viral infection'],
    'respiratory',
  ),
  concept('sinusitis', 'sinusitis', ['sinus infection', 'sinus infections'], 'ent'),
  concept('influenza', 'influenza', ['flu', 'the flu'], 'respiratory'),
  concept('covid-19', 'COVID-19', ['covid', 'coronavirus', 'covid-19', 'covid 19'], 'respiratory'),
  concept(
    'obstructive-sleep-apnea',
    'obstructive sleep apnea',
    ['sleep apnea', 'sleep apnoea', 'obstructive sleep apnoea', 'osa'],
    'respiratory',
  ),
  concept(
    'allergic-rhinitis',
    'allergic rhinitis',
    ['seasonal allergies', 'hay fever', 'allergies', 'fall allergies', 'spring allergies', 'environmental allergies'],
    'allergic',
  ),
  // ent and eyes
  concept('strep-pharyngitis', 'streptococcal pharyngitis', ['strep throat', 'strep'], 'ent'),
  concept('pharyngitis', 'pharyngitis', ['acute pharyngitis', 'viral pharyngitis', 'throat infection'], 'ent'),
  concept('otitis-media', 'otitis media', ['ear infection', 'ear infections', 'middle ear infection'], 'ent'),
  concept('otitis-externa', 'otitis externa', ["swimmer's ear", 'outer ear infection', 'ear canal infection'], 'ent'),
  concept('conjunctivitis', 'conjunctivitis', [], 'eyes'),
  concept('glaucoma', 'glaucoma', [], 'eyes'),
  concept('cataract', 'cataracts', ['cataract'], 'eyes'),
  concept('vertigo', 'vertigo', ['bppv', 'benign positional vertigo'], 'ent'),
  // gastrointestinal
  concept(
    'gerd',
    'gastroesophageal reflux disease',
    [
      'gerd',
      'gord',
      'acid reflux',
      'reflux',
      'gastroesophageal reflux',
      'gastro-oesophageal reflux',
      'gastro-oesophageal reflux disease',
      'reflux disease',
    ],
    'gastrointestinal',
  ),
  concept('irritable-bowel-syndrome', 'irritable bowel syndrome', ['ibs'], 'gastrointestinal'),
  concept('crohns-disease', "Crohn's disease", ["crohn's", 'crohns', "crohn's disease"], 'gastrointestinal'),
  concept('ulcerative-colitis', 'ulcerative colitis', ['colitis'], 'gastrointestinal'),
  concept('gastritis', 'gastritis', [], 'gastrointestinal'),
  concept('peptic-ulcer', 'peptic ulcer disease', ['stomach ulcer', 'ulcer', 'ulcers'], 'gastrointestinal'),
  concept('gastroenteritis', 'gastroenteritis', ['stomach bug', 'stomach flu'], 'gastrointestinal'),
  concept('diverticulitis', 'diverticulitis', [], 'gastrointestinal'),
  concept('diverticulosis', 'diverticulosis', [], 'gastrointestinal'),
  concept('cholelithiasis', 'gallstones', ['gall stones', 'cholelithiasis', 'gallbladder disease'], 'gastrointestinal'),
  concept(
    'cholecystitis',
    'cholecystitis',
    [
      'gallbladder infection',
      'inflammation in your gallbladder',
      'inflammation of the gallbladder',
      'inflamed gallbladder',
    ],
    'gastrointestinal',
  ),
  concept('pancreatitis', 'pancreatitis', [], 'gastrointestinal'),
  concept('appendicitis', 'appendicitis', [], 'gastrointestinal'),
  concept('hemorrhoids', 'hemorrhoids', ['hemorrhoid', 'haemorrhoids', 'haemorrhoid', 'piles'], 'gastrointestinal'),
  concept(
    'celiac-disease',
    'celiac disease',
    ['celiac', 'coeliac disease', 'coeliac', 'gluten intolerance'],
    'gastrointestinal',
  ),
  concept('fatty-liver', 'fatty liver disease', ['fatty liver', 'nafld', 'nash'], 'gastrointestinal'),
  concept('cirrhosis', 'cirrhosis', [], 'gastrointestinal'),
  concept('hepatitis-c', 'hepatitis C', ['hep c', 'hepatitis c'], 'gastrointestinal'),
  concept('hepatitis-b', 'hepatitis B', ['hep b', 'hepatitis b'], 'gastrointestinal'),
  // The named kinds (inguinal, umbilical, hiatal …) are concepts of their own in digestive-condition.vocab.ts.
  concept('hernia', 'hernia', [], 'gastrointestinal'),
];
