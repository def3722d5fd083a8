import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Diagnoses a clinician names at the visit ("I think this is angioedema caused by the ramipril", "he has rocker
 * bottom feet") that the other lists lacked, so they stayed uncoded: each is linked by id to its codes in the
 * coder's table. British spellings ("anaemia", "oedema") are folded to the US ones before matching.
 */
export const CLINICIAN_NAMED_CONDITIONS: readonly ConceptEntry[] = [
  concept('angioedema', 'angioedema', ['angio-edema', 'angioneurotic edema'], 'skin'),
  concept(
    'pernicious-anemia',
    'pernicious anemia',
    ['b12 deficiency anemia due to intrinsic factor deficiency', 'intrinsic factor deficiency'],
    'hematologic',
  ),
  concept('primary-aldosteronism', 'primary aldosteronism', ['primary hyperaldosteronism'], 'endocrine'),
  concept('conns-syndrome', "Conn's syndrome", ['conns syndrome', 'conn syndrome', 'aldosterone producing adenoma']),
  concept(
    'vomiting-of-pregnancy',
    'nausea and vomiting of pregnancy',
    ['nausea and vomiting in pregnancy', 'vomiting of pregnancy', 'vomiting in pregnancy'],
    'genitourinary',
  ),
  concept(
    'congenital-vertical-talus',
    'congenital vertical talus',
    ['vertical talus', 'rocker bottom foot', 'rocker bottom feet', 'rocker-bottom foot', 'rocker-bottom feet'],
    'musculoskeletal',
  ),
];
