import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Diagnoses clinicians name in an assessment that the other condition lists lacked, so the coder never saw them.
 * Each is a concept (not a bare table trigger) so its mention carries the assertion — denied, a relative's, past —
 * before a code is chosen; the ICD-10-CM table links its exact codes to these ids. A lone "tic" is left out: the
 * speech recogniser writes the insect ("tick") the same way, and a tick bite is no tic disorder.
 */
export const CODED_PROBLEMS: readonly ConceptEntry[] = [
  // H43.39-: specks or cobwebs drifting in the vision, from the vitreous.
  concept(
    'vitreous-floaters',
    'vitreous floaters',
    ['floaters', 'eye floaters', 'floaters in my eye', 'floaters in my eyes', 'floaters in the eye'],
    'eyes',
  ),
  // D80.2: the commonest primary antibody deficiency.
  concept(
    'iga-deficiency',
    'IgA deficiency',
    [
      'iga deficiency',
      'selective iga deficiency',
      'immunoglobulin a deficiency',
      'deficiency of immunoglobulin a',
      'iga immunodeficiency',
    ],
    'hematologic',
  ),
  // F95.0 beside F95.9: a tic said to pass within the year is the transient kind.
  concept(
    'transient-tic-disorder',
    'transient tic disorder',
    ['transient tics', 'transient tic', 'provisional tic disorder', 'provisional tics'],
    'neurological',
  ),
  concept(
    'tic-disorder',
    'tic disorder',
    ['tics', 'motor tics', 'vocal tics', 'motor tic', 'vocal tic'],
    'neurological',
  ),
  // S52.53-: the named distal radius fracture; its side comes from the visit like any fracture's.
  concept(
    'colles-fracture',
    "Colles' fracture",
    ['colles fracture', "colles's fracture", 'colles fractures', 'colles type fracture'],
    'musculoskeletal',
  ),
  // R39.9: the clinician's umbrella for urinary frequency, urgency, poor stream and nocturia.
  concept(
    'lower-urinary-tract-symptoms',
    'lower urinary tract symptoms',
    ['luts', 'lower urinary symptoms', 'lower urinary tract symptom'],
    'genitourinary',
  ),
  // I95.1: the blood pressure that drops on standing, a common cause of falls in older patients on several drugs.
  concept(
    'postural-hypotension',
    'postural hypotension',
    ['orthostatic hypotension', 'postural drop', 'postural drop in blood pressure', 'orthostatic drop'],
    'cardiovascular',
  ),
  // N39.3: leaking urine on coughing, sneezing or jumping (a weak pelvic floor), not the urge kind.
  concept(
    'stress-urinary-incontinence',
    'stress urinary incontinence',
    ['stress incontinence', 'urinary stress incontinence', 'stress leakage'],
    'genitourinary',
  ),
  // L82.1: the waxy "stuck-on" growth of older skin, said in British or American spelling.
  concept(
    'seborrhoeic-keratosis',
    'seborrhoeic keratosis',
    ['seborrhoeic keratoses', 'seborrheic keratosis', 'seborrheic keratoses', 'seb keratosis', 'seb keratoses'],
    'skin',
  ),
  // N95.1: the years the periods tail off, with their flushes and sweats; the table links the id to its code.
  concept('perimenopause', 'perimenopause', ['the perimenopause', 'perimenopausal', 'peri menopause'], 'genitourinary'),
];
