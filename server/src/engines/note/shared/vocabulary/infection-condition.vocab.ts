import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Infections of primary care, paediatrics and hospital follow-ups that the main list lacked, with the organism names
 * clinicians say and spell. Each is a concept so a mention carries its assertion (denied, a relative's, past, only
 * suspected) before the coder sees it; the curated ICD-10-CM table links its codes to these ids. Phrases that also
 * name something else (a drug, a test, a body part alone) are left out.
 */
export const INFECTION_CONDITIONS: readonly ConceptEntry[] = [
  concept(
    'mrsa-infection',
    'MRSA infection',
    [
      'mrsa',
      'm r s a',
      'methicillin resistant staph',
      'methicillin resistant staph aureus',
      'methicillin resistant staphylococcus aureus',
      'methicillin-resistant staph',
      'methicillin-resistant staphylococcus aureus',
      'methicillin-resistant staph aureus',
      'mrsa infection',
    ],
    'constitutional',
  ),
  concept('scarlet-fever', 'scarlet fever', ['scarlatina'], 'constitutional'),
  concept('whooping-cough', 'whooping cough', ['pertussis'], 'respiratory'),
  concept(
    'latent-tuberculosis',
    'latent tuberculosis',
    ['latent tb', 'latent tuberculosis infection', 'latent tb infection', 'ltbi'],
    'respiratory',
  ),
  concept(
    'tuberculosis',
    'tuberculosis',
    ['pulmonary tuberculosis', 'active tuberculosis', 'active tb', 'pulmonary tb'],
    'respiratory',
  ),
  concept('hepatitis-a', 'hepatitis A', ['hep a', 'hepatitis a infection', 'hep a infection'], 'gastrointestinal'),
  concept(
    'hpv-infection',
    'human papillomavirus infection',
    ['hpv infection', 'hpv positive', 'high risk hpv', 'human papilloma virus infection'],
    'genitourinary',
  ),
  concept(
    'fifth-disease',
    'fifth disease',
    [
      'slapped cheek',
      'slapped cheek syndrome',
      'slapped cheek disease',
      'erythema infectiosum',
      'parvovirus infection',
      'parvovirus b19',
    ],
    'skin',
  ),
  concept('roseola', 'roseola', ['roseola infantum', 'sixth disease', 'exanthem subitum'], 'skin'),
  concept('measles', 'measles', ['rubeola'], 'skin'),
  concept('mumps', 'mumps', [], 'ent'),
  concept('giardiasis', 'giardiasis', ['giardia', 'giardia infection'], 'gastrointestinal'),
  concept(
    'herpes-simplex',
    'herpes simplex infection',
    ['herpes simplex', 'hsv infection', 'herpes simplex virus infection', 'herpes infection'],
    'skin',
  ),
];
