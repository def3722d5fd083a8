import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Developmental, genetic and newborn diagnoses of paediatric and genetics follow-ups that the main list lacked. Each
 * is a concept so a mention carries its assertion (denied, a relative's, past, only suspected) before the coder sees
 * it; the curated ICD-10-CM table links its codes to these ids. Phrases that also name something else (a drug, a
 * test, a body part alone) are left out.
 */
export const CHILD_DEVELOPMENT_CONDITIONS: readonly ConceptEntry[] = [
  concept(
    'developmental-delay',
    'developmental delay',
    [
      'delayed development',
      'developmentally delayed',
      'delay in development',
      'delays in development',
      'delayed milestones',
    ],
    'neurological',
  ),
  concept('global-developmental-delay', 'global developmental delay', ['global delay'], 'neurological'),
  concept(
    'speech-delay',
    'speech and language delay',
    ['speech delay', 'language delay', 'delayed speech', 'speech and language disorder', 'late talker'],
    'neurological',
  ),
  concept(
    'failure-to-thrive',
    'failure to thrive',
    ['faltering growth', 'poor weight gain in infancy'],
    'constitutional',
  ),
  concept(
    'smith-magenis-syndrome',
    'Smith-Magenis syndrome',
    ['smith magenis syndrome', 'smith-magenis', 'smith magenis'],
    'neurological',
  ),
  concept(
    'williams-syndrome',
    'Williams syndrome',
    ['williams-beuren syndrome', 'williams beuren syndrome'],
    'neurological',
  ),
  concept(
    'digeorge-syndrome',
    'DiGeorge syndrome',
    ['di george syndrome', '22q11 deletion syndrome', 'velocardiofacial syndrome'],
    'neurological',
  ),
  concept('turner-syndrome', 'Turner syndrome', ["turner's syndrome", 'turners syndrome'], 'endocrine'),
  concept(
    'klinefelter-syndrome',
    'Klinefelter syndrome',
    ["klinefelter's syndrome", 'klinefelters syndrome', 'xxy syndrome'],
    'endocrine',
  ),
  concept('fragile-x-syndrome', 'fragile X syndrome', ['fragile x'], 'neurological'),
  concept(
    'prader-willi-syndrome',
    'Prader-Willi syndrome',
    ['prader willi syndrome', 'prader-willi', 'prader willi'],
    'neurological',
  ),
  concept(
    'marfan-syndrome',
    'Marfan syndrome',
    ["marfan's syndrome", 'marfans syndrome', "marfan's"],
    'musculoskeletal',
  ),
  concept(
    'ehlers-danlos-syndrome',
    'Ehlers-Danlos syndrome',
    ['ehlers danlos syndrome', 'ehlers-danlos', 'ehlers danlos'],
    'musculoskeletal',
  ),
  concept('spina-bifida', 'spina bifida', [], 'neurological'),
  concept(
    'neonatal-jaundice',
    'neonatal jaundice',
    [
      'newborn jaundice',
      'jaundice of the newborn',
      'jaundice in the newborn',
      'physiological jaundice',
      'breastfeeding jaundice',
      'breast milk jaundice',
    ],
    'constitutional',
  ),
  concept(
    'nocturnal-enuresis',
    'nocturnal enuresis',
    [
      'bedwetting',
      'bed wetting',
      'wetting the bed',
      'wets the bed',
      'wet the bed',
      'night time wetting',
      'nighttime wetting',
    ],
    'genitourinary',
  ),
  concept('teething', 'teething', ['teething pain', 'cutting teeth', 'cutting a tooth'], 'ent'),
  concept('tongue-tie', 'tongue tie', ['tongue-tie', 'ankyloglossia', 'tongue tied'], 'ent'),
  concept(
    'plagiocephaly',
    'plagiocephaly',
    ['flat head syndrome', 'flat spot on the head', 'positional plagiocephaly'],
    'musculoskeletal',
  ),
];
