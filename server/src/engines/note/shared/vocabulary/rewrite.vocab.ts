/**
 * How spoken words become written note words: contractions, disfluencies, and the grammar of turning "I" and
 * "you" into the patient in the third person. Data only; applied by the sentence rewriter.
 */

// The lists live in one file per kind; these re-exports keep every name importable from here.
export { CONTRACTIONS, SPLIT_FORMS } from './contraction.vocab';
export { FILLER_PHRASES, FILLER_WORDS, LEADING_WORDS, TRAILING_WORDS, UNFINISHED_ENDINGS } from './filler.vocab';
export { NEVER_VERBS, NOT_PRESENT_VERBS, PRESENT_VERBS_IN_ED, THIRD_PERSON } from './verb-inflection.vocab';
export {
  MID_ADVERBS,
  OBJECT_CONTEXT,
  OBJECT_PARTICLES,
  SUBJECT_FOLLOWERS,
  SUBJECT_OPENERS,
} from './pronoun-role.vocab';
export { UPPER_CASE_TERMS } from './upper-case-term.vocab';
