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

/**
 * Words with which a speaker takes back a finding they just said, with no new value in its place ("I've been
 * coughing at night, well, no, that's my son", "I snore, no, sorry, it's my wife who does"). What came before the
 * cue in the speaker's words no longer stands.
 */
export const RETRACTION_CUES: readonly string[] = [
  'well no',
  'no sorry',
  'sorry no',
  'no wait',
  'wait no',
  'no hang on',
  'hang on no',
  'no hold on',
  'hold on no',
  'actually no',
  'no actually',
  "that's not right",
  'that is not right',
  "that's wrong",
  'the other way round',
  'the other way around',
  'scratch that',
  'i take that back',
];

/** Who a finding re-said right after a retraction may now be said of ("… no, sorry, it's my husband who snores"). */
export const RETRACTION_OTHER_PEOPLE: readonly string[] = [
  ...['he', 'she', 'they', "he's", "she's", "they're", 'him', 'her', 'them', 'his'],
  ...['husband', 'wife', 'partner', 'son', 'daughter', 'brother', 'sister', 'mum', 'mom', 'dad', 'mother', 'father'],
  ...['friend', 'boyfriend', 'girlfriend', 'flatmate', 'roommate', 'colleague'],
];
