/**
 * Words with which a speaker takes back what they just said and gives the right value ("actually it's the left
 * knee", "sorry, I mean three days"). Data only; what follows the cue is the corrected value.
 */
export const CORRECTION_CUES: readonly string[] = [
  'actually',
  'sorry i mean',
  'sorry i meant',
  'i mean',
  'i meant',
  'no wait',
  // "No, sorry, it's twenty": an apology after "no" takes back what was just said.
  'no sorry',
  'sorry no',
  'wait no',
  'correction',
  'scratch that',
  'or rather',
  'rather',
  'my mistake',
  'i misspoke',
  'let me correct that',
  'i should say',
];

/** Words that reject the value after them inside a correction ("the left knee, not the right"). */
export const REJECTING_WORDS: readonly string[] = ['not', "isn't", "wasn't", "it's not", 'instead of', 'rather than'];
