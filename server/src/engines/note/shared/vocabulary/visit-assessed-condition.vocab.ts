import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Diagnoses a clinician names as the visit's second problem ("that's a blocked tear duct", "an acute paronychia")
 * that the other lists lacked or knew only under a broader name: each is a concept so its mention carries an
 * assertion and reaches the assessment, and the coder's table links it by id to its codes (visit-assessed.json,
 * skin.json). Phrases that would also name something else ("sweating" alone, "nail" alone) are left out.
 */
export const VISIT_ASSESSED_CONDITIONS: readonly ConceptEntry[] = [
  concept('paronychia', 'paronychia', ['acute paronychia'], 'skin'),
  concept(
    'nasolacrimal-duct-obstruction',
    'nasolacrimal duct obstruction',
    ['blocked tear duct', 'blocked tear ducts', 'tear duct blockage', 'blocked nasolacrimal duct', 'dacryostenosis'],
    'eyes',
  ),
  // Longer than "hyperhidrosis", so the named primary form wins over the symptom of sweating.
  concept(
    'primary-focal-hyperhidrosis',
    'primary focal hyperhidrosis',
    ['primary hyperhidrosis', 'focal hyperhidrosis', 'axillary hyperhidrosis', 'primary axillary hyperhidrosis'],
    'skin',
  ),
  // A condition, not the drug: "a sign of insulin resistance" is no insulin the patient takes (Z79.4).
  concept('insulin-resistance', 'insulin resistance', ['insulin resistant', 'resistance to insulin'], 'endocrine'),
];
