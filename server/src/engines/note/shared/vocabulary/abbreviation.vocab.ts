/**
 * Abbreviations that name two different things. "CVA" is a stroke (cerebrovascular accident) in a history and the
 * costovertebral angle in a flank exam: the words around it decide, and a bare one asserts neither.
 */
export interface AmbiguousAbbreviation {
  /** The abbreviation as a lower-case word. */
  word: string;
  /** The concept the condition vocabulary gives it. */
  conceptId: string;
  /** Words near it (stemmed) that make it the exam finding instead. */
  examCues: readonly string[];
  /** The exam concept it then names. */
  examConceptId: string;
  /** Words near it that confirm the condition sense; without one (or an exam cue) it is left out. */
  conditionCues: readonly string[];
}

export const AMBIGUOUS_ABBREVIATIONS: readonly AmbiguousAbbreviation[] = [
  {
    word: 'cva',
    conceptId: 'stroke',
    examCues: [
      'tenderness',
      'tender',
      'nontender',
      'non-tender',
      'flank',
      'back',
      'percussion',
      'angle',
      'costovertebral',
      'punch',
      'palpation',
      'pain',
      // a recogniser's mishearing of "tenderness" right after "CVA"
      'tinnitus',
    ],
    examConceptId: 'cva-tenderness',
    conditionCues: [
      'had',
      'have',
      'history',
      'prior',
      'previous',
      'old',
      'ago',
      'last',
      'suffered',
      'acute',
      'ischemic',
      'hemorrhagic',
      'embolic',
      'residual',
      'deficit',
      'deficits',
      'since',
      'after',
      'stroke',
      'diagnosed',
      'post',
      's/p',
      'known',
      'year',
      'years',
      'month',
      'months',
      'weakness',
      'neurologist',
      'rehab',
      'hospitalized',
      'hospital',
      'tia',
    ],
  },
];
