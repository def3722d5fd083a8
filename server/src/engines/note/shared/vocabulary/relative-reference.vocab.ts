import { lookupTable } from '../../../../lib/lookup-table';
import type { Sex } from '../analysis/analysis.types';

/**
 * Words that point back to a relative inside a sentence ("my dad had bad hands but his was arthritis", "she's the
 * snorer", "fibroids like your mum"). Data for analysis/relative-reference.ts.
 */

/** Relatives (and spouses) by sex: a "she" / "his" may stand only for one of the same sex. */
export const SEXED_RELATIVES = lookupTable<Sex>({
  ...Object.fromEntries(
    [
      ...['mother', 'mom', 'mum', 'mam', 'mummy', 'mommy', 'sister', 'daughter', 'grandmother', 'grandma', 'nan'],
      ...['nana', 'nanna', 'gran', 'granny', 'aunt', 'auntie', 'aunty', 'wife', 'niece', 'girlfriend'],
      ...['mother-in-law', 'stepmother', 'stepmum', 'stepmom', 'stepsister', 'granddaughter'],
    ].map((word) => [word, 'female' as const]),
  ),
  ...Object.fromEntries(
    [
      ...['father', 'dad', 'daddy', 'brother', 'son', 'grandfather', 'grandpa', 'grandad', 'granddad', 'uncle'],
      ...['husband', 'nephew', 'boyfriend', 'father-in-law', 'stepfather', 'stepdad', 'stepbrother', 'grandson'],
    ].map((word) => [word, 'male' as const]),
  ),
});

/** Third-person words that make their owner the subject or owner of what follows ("his was", "she's the snorer"). */
export const THIRD_PERSON_WORDS = lookupTable<Sex>({
  she: 'female',
  "she's": 'female',
  "she'd": 'female',
  her: 'female',
  hers: 'female',
  he: 'male',
  "he's": 'male',
  "he'd": 'male',
  his: 'male',
});

/** The speaker or the one spoken to: the nearest of these before a finding makes it the patient's talk. */
export const SPEAKER_OR_ADDRESSEE_WORDS: readonly string[] = [
  ...['i', "i'm", "i've", "i'd", "i'll", 'me', 'my', 'myself', 'mine', 'we', 'our', 'us'],
  ...['you', 'your', "you've", "you're", "you'd", 'yourself', 'yours'],
  ...['they', 'them', 'their', "they're", "they've"],
];

/**
 * Verbs after "she" / "he" that make the relative the one who tells, fears or notices, not the one who has it ("she
 * says I snore", "he's worried it's my heart").
 */
export const TELLING_VERBS: readonly string[] = [
  ...['says', 'said', 'thinks', 'thought', 'reckons', 'reckoned', 'told', 'tells', 'noticed', 'notices', 'saw'],
  ...['worries', 'worried', 'worrying', 'wants', 'wanted', 'made', 'makes', 'keeps', 'kept', 'complains'],
  ...['heard', 'hears', 'asked', 'asks', 'mentioned', 'suggested', 'insisted', 'booked', 'drove', 'brought'],
  // "she's scared the lump is cancer", "he's afraid it's his heart": the relative fears for the patient.
  ...['scared', 'afraid', 'frightened', 'terrified', 'concerned', 'convinced'],
];

/** The speaker as subject or object: once they come in, the relative named before is no longer talked of. */
export const SPEAKER_SUBJECT_WORDS: readonly string[] = [
  'i',
  "i'm",
  "i've",
  "i'd",
  "i'll",
  'we',
  "we're",
  "we've",
  'me',
];

/**
 * Owners of the relative compared with that make the comparison the speaker's own ("migraines, like my mum"): the
 * patient telling of their own finding, said to run in the family, keeps it.
 */
export const SPEAKER_COMPARISON_OWNERS: readonly string[] = ['my', 'our'];

/** Words that compare a finding with a relative's ("fibroids like your mum", "the same as his dad"). */
export const COMPARISON_LEADS: readonly (readonly string[])[] = [['like'], ['same', 'as'], ['as', 'with'], ['as']];

/** Owners said before the relative compared with ("like your mum", "as her dad did", "like mum"). */
export const COMPARISON_OWNERS: readonly string[] = ['your', 'his', 'her', 'their', 'my', 'the'];

/**
 * Words just before a compared finding that make it the patient's as well ("you've got eczema like your mum",
 * "I get migraines like my mum", "this is asthma like your dad's"): the relative then is no more than a comparison.
 */
export const PATIENT_OWNING_WORDS: readonly string[] = [
  ...['you', 'your', "you've", "you're", 'yourself', 'i', "i've", "i'm", 'my', 'me', 'myself'],
  ...['this', "it's", "that's", 'diagnosis', 'diagnosed', 'have', 'has', 'got', 'get', 'gets'],
  // "Sounds like eczema, like your mum had": the clinician's impression of the patient.
  ...['sounds', 'looks', 'seems', 'suggests', 'likely', 'probably', 'impression'],
];
