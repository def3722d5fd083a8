import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Nerve, headache, memory and mental-health diagnoses of primary care, neurology and psychiatry that the main list
 * named only as symptoms. Each is a concept so a mention carries its assertion (denied, a relative's, past, only
 * suspected) before the coder sees it; the curated ICD-10-CM table links its codes to these ids. Phrases that also
 * name something else (a drug, a test, a body part alone) are left out.
 */
export const NEURO_MENTAL_CONDITIONS: readonly ConceptEntry[] = [
  concept(
    'mild-cognitive-impairment',
    'mild cognitive impairment',
    ['mci', 'mild neurocognitive disorder'],
    'neurological',
  ),
  concept('essential-tremor', 'essential tremor', ['benign essential tremor', 'familial tremor'], 'neurological'),
  concept('trigeminal-neuralgia', 'trigeminal neuralgia', ['tic douloureux'], 'neurological'),
  concept('cluster-headache', 'cluster headache', ['cluster headaches', 'cluster headache syndrome'], 'neurological'),
  concept('occipital-neuralgia', 'occipital neuralgia', [], 'neurological'),
  concept(
    'ulnar-neuropathy',
    'ulnar neuropathy',
    ['cubital tunnel syndrome', 'ulnar nerve entrapment', 'ulnar nerve compression', 'trapped ulnar nerve'],
    'neurological',
  ),
  concept(
    'meralgia-paresthetica',
    'meralgia paresthetica',
    ['meralgia paraesthetica', 'lateral femoral cutaneous nerve entrapment'],
    'neurological',
  ),
  concept(
    'post-concussion-syndrome',
    'post-concussion syndrome',
    ['post concussion syndrome', 'postconcussion syndrome', 'post concussive syndrome', 'postconcussional syndrome'],
    'neurological',
  ),
  concept('narcolepsy', 'narcolepsy', [], 'neurological'),
  concept('cerebral-palsy', 'cerebral palsy', [], 'neurological'),
  concept(
    'tourette-syndrome',
    "Tourette's syndrome",
    ["tourette's", 'tourette syndrome', 'tourettes', "tourette's disorder"],
    'neurological',
  ),
  concept('adjustment-disorder', 'adjustment disorder', ['adjustment reaction'], 'psychiatric'),
  concept('adjustment-disorder-anxiety', 'adjustment disorder with anxiety', [], 'psychiatric'),
  concept('adjustment-disorder-depressed-mood', 'adjustment disorder with depressed mood', [], 'psychiatric'),
  concept(
    'obsessive-compulsive-disorder',
    'obsessive-compulsive disorder',
    ['ocd', 'obsessive compulsive disorder'],
    'psychiatric',
  ),
  concept('anorexia-nervosa', 'anorexia nervosa', [], 'psychiatric'),
  concept('bulimia-nervosa', 'bulimia nervosa', ['bulimia', 'bulimic'], 'psychiatric'),
  concept('binge-eating-disorder', 'binge eating disorder', ['binge-eating disorder'], 'psychiatric'),
  concept('eating-disorder', 'eating disorder', ['disordered eating'], 'psychiatric'),
  concept(
    'postpartum-depression',
    'postpartum depression',
    ['postnatal depression', 'post partum depression', 'post natal depression', 'perinatal depression'],
    'psychiatric',
  ),
  concept('bereavement', 'bereavement', ['grief', 'grieving', 'grief reaction', 'normal grief'], 'psychiatric'),
  concept('dyslexia', 'dyslexia', ['dyslexic'], 'neurological'),
];
