import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Diagnoses a GP names to the patient ("that sounds like chilblains", "it's called telogen effluvium") that the
 * other lists lacked: each is a problem of the visit, linked by id to its code in the coder's table
 * (gp-named.json). Phrases that would also name something else are left out: "gut" alone, "shedding" alone.
 */
export const GP_NAMED_CONDITIONS: readonly ConceptEntry[] = [
  concept('chilblains', 'chilblains', ['chilblain', 'pernio', 'perniosis'], 'skin'),
  concept('telogen-effluvium', 'telogen effluvium', [], 'skin'),
  concept(
    'gingivitis',
    'gingivitis',
    ['pregnancy gingivitis', 'gum inflammation', 'inflamed gums', 'gums are inflamed', 'gums inflamed'],
    'ent',
  ),
  // British and US spellings; "diarrhoea" is folded to "diarrhea" before matching.
  concept(
    'infective-gastroenteritis',
    'infective gastroenteritis',
    [
      'infectious gastroenteritis',
      'travellers diarrhea',
      "traveller's diarrhea",
      'travelers diarrhea',
      "traveler's diarrhea",
      'traveller diarrhea',
      'traveler diarrhea',
      'gut infection',
      'bowel infection',
    ],
    'gastrointestinal',
  ),
  concept(
    'post-viral-fatigue',
    'post-viral fatigue',
    ['post viral fatigue', 'postviral fatigue', 'post-viral fatigue syndrome', 'post viral fatigue syndrome'],
    'constitutional',
  ),
  concept('hypothermia', 'hypothermia', [], 'constitutional'),
  concept(
    'valgus-deformity-ankle',
    'calcaneal valgus deformity',
    ['calcaneovalgus deformity', 'calcaneal valgus', 'hindfoot valgus', 'heel valgus deformity'],
    'musculoskeletal',
  ),
  concept(
    'harmful-drinking',
    'harmful drinking',
    ['harmful drinker', 'hazardous drinking', 'alcohol misuse', 'problem drinking', 'drinking at a harmful level'],
    'psychiatric',
  ),
  concept(
    'opioid-induced-constipation',
    'opioid-induced constipation',
    ['opioid induced constipation', 'codeine induced constipation', 'constipation from the codeine'],
    'gastrointestinal',
  ),
];
