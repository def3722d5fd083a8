import { lookupTable } from '../../../../lib/lookup-table';
import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * An ulcer is coded by where it is: a skin ulcer of the foot or leg (L97), of other skin (L98.4), a mouth ulcer
 * (K12) or a peptic ulcer of the stomach or duodenum (K25–K27). A bare "ulcer" takes its site from the words said
 * with it ("an ulcer on her heel"), or from how the visit speaks of its ulcers; only with no site at all does it
 * stay the condition vocabulary's peptic ulcer.
 */
export const ULCER_CONCEPTS: readonly ConceptEntry[] = [
  concept(
    'foot-ulcer',
    'foot ulcer',
    ['foot ulcers', 'heel ulcer', 'heel ulcers', 'toe ulcer', 'toe ulcers', 'plantar ulcer', 'neuropathic ulcer'],
    'skin',
  ),
  concept(
    'diabetic-foot-ulcer',
    'diabetic foot ulcer',
    ['diabetic foot ulcers', 'diabetic ulcer', 'diabetic ulcers', 'diabetic heel ulcer', 'diabetic toe ulcer'],
    'skin',
  ),
  concept(
    'leg-ulcer',
    'leg ulcer',
    [
      'leg ulcers',
      'venous ulcer',
      'venous ulcers',
      'venous leg ulcer',
      'venous leg ulcers',
      'shin ulcer',
      'ankle ulcer',
    ],
    'skin',
  ),
  // "An ulcerated lesion on the foot" is the ulcer; its site, when said, is taken as for a bare "ulcer".
  concept(
    'skin-ulcer',
    'skin ulcer',
    ['skin ulcers', 'chronic skin ulcer', 'ulcerated lesion', 'ulcerating lesion', 'ulcerated wound'],
    'skin',
  ),
  // Skin broken down by lying or sitting on it (L89): its own site, never a stomach ulcer.
  concept(
    'pressure-ulcer',
    'pressure ulcer',
    [
      'pressure ulcers',
      'pressure sore',
      'pressure sores',
      'bed sore',
      'bed sores',
      'bedsore',
      'bedsores',
      'decubitus ulcer',
    ],
    'skin',
  ),
];

/** The words that are an ulcer with no site of its own. */
export const BARE_ULCER_WORDS: readonly string[] = ['ulcer', 'ulcers', 'ulceration', 'ulcerations'];

/** The concept a bare ulcer takes when one of these words is said near it (the nearest word decides). */
export const ULCER_SITE_CUES: Readonly<Record<string, readonly string[]>> = lookupTable({
  'foot-ulcer': ['foot', 'feet', 'heel', 'heels', 'toe', 'toes', 'sole', 'soles', 'plantar', 'metatarsal', 'podiatry'],
  'leg-ulcer': ['leg', 'legs', 'shin', 'shins', 'calf', 'calves', 'ankle', 'ankles', 'venous'],
  'skin-ulcer': ['skin', 'sacrum', 'sacral', 'buttock', 'buttocks', 'wound', 'dressing', 'dressings'],
  'mouth-ulcer': ['mouth', 'tongue', 'lip', 'lips', 'gum', 'gums', 'cheek', 'oral'],
  'pressure-ulcer': ['pressure', 'hip', 'hips', 'trochanter', 'trochanteric', 'wheelchair', 'bedbound', 'bedridden'],
  'peptic-ulcer': ['stomach', 'gastric', 'duodenal', 'duodenum', 'peptic', 'pylori', 'tummy', 'endoscopy'],
});

/** How many words either side of a bare ulcer a site word may stand. */
export const ULCER_SITE_REACH = 8;

/** Words that tie a site to the ulcer before them ("ulcers in the mouth", "an ulcer on the heel"). */
export const ULCER_SITE_PREPOSITIONS: readonly string[] = ['in', 'on', 'of', 'over', 'inside', 'under', 'at'];

/** How many words after such a word the site may stand ("on the ball of her left foot"). */
export const ULCER_OWN_SITE_REACH = 5;
