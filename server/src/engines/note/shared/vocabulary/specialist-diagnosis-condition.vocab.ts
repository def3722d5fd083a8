import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Diagnoses a clinician gives in a short specialist or GP consultation that the other condition files did not
 * know ("the scan shows osteochondritis dissecans", "that is geographic tongue"): each a problem of the visit,
 * coded through the coder's table (specialist-diagnosis.json, or an existing entry whose trigger is the term).
 */
export const SPECIALIST_DIAGNOSIS_CONDITIONS: readonly ConceptEntry[] = [
  concept(
    'osteochondritis-dissecans',
    'osteochondritis dissecans',
    ['osteochondritis dissecans lesion', 'osteochondral lesion', 'osteochondritis'],
    'musculoskeletal',
  ),
  concept('decreased-libido', 'decreased libido', [
    'low libido',
    'reduced libido',
    'loss of libido',
    'lower libido',
    'low sex drive',
    'lower sex drive',
    'reduced sex drive',
    'decreased sex drive',
    'less sex drive',
    'libido problems',
    'libido problem',
    'problems with libido',
    'problems with his libido',
    'problems with her libido',
  ]),
  concept('toe-walking', 'toe walking', ['toe walker', 'walks on his toes', 'walks on her toes', 'walking on tiptoe']),
  concept(
    'hamstring-tightness',
    'hamstring tightness',
    ['tight hamstrings', 'tight hamstring', 'hamstrings are tight', 'hamstring contracture', 'hamstrings are short'],
    'musculoskeletal',
  ),
  concept(
    'hypergranulation',
    'hypergranulation tissue',
    ['hypergranulation', 'overgranulation', 'over granulation', 'excess granulation tissue', 'proud flesh'],
    'skin',
  ),
  concept(
    'ureteral-stone',
    'ureteral stone',
    [
      'ureteric stone',
      'ureter stone',
      'ureterolithiasis',
      'stone in the ureter',
      'stone in your ureter',
      'stone in the left ureter',
      'stone in the right ureter',
      'stone in your left ureter',
      'stone in your right ureter',
    ],
    'genitourinary',
  ),
  concept('iron-deficiency', 'iron deficiency', [
    'iron deficiency without anaemia',
    'iron deficiency without anemia',
    'low iron stores',
    'iron stores are low',
    'iron deficient',
  ]),
  concept('folate-deficiency', 'folate deficiency', [
    'low folate',
    'folate is low',
    'folate is a little low',
    'folate is slightly low',
    'folate is a bit low',
    'folate deficient',
  ]),
  concept('olecranon-bursitis', 'olecranon bursitis', ['elbow bursitis', 'bursitis of the elbow'], 'musculoskeletal'),
  concept('henoch-schonlein-purpura', 'Henoch-Schönlein purpura', [
    'henoch schonlein purpura',
    'henoch schoenlein purpura',
    'henoch schönlein purpura',
    'iga vasculitis',
    'allergic purpura',
  ]),
  concept('geographic-tongue', 'geographic tongue', ['benign migratory glossitis'], 'ent'),
  concept('xanthelasma', 'xanthelasma', ['xanthelasmata', 'xanthelasma palpebrarum']),
  concept('urge-incontinence', 'urge incontinence', ['urge urinary incontinence'], 'genitourinary'),
  concept('gilbert-syndrome', 'Gilbert syndrome', ["gilbert's syndrome", 'gilberts syndrome', "gilbert's disease"]),
  concept(
    'venous-insufficiency',
    'chronic venous insufficiency',
    ['venous insufficiency', 'venous stasis'],
    'cardiovascular',
  ),
];
