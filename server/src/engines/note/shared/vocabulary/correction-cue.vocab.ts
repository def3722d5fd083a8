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

/**
 * Words with which a speaker takes back a "no" they just gave and says yes after all ("I don't think so … well, yes,
 * last week", "not that I know of, actually yes, now you mention it"). What was asked then stands as present.
 */
export const NO_RETRACTION_CUES: readonly string[] = [
  // Not "oh yes" or "actually I have": they as often turn to something new ("oh yes, and my knee").
  ...['well yes', 'well yeah', 'wait yes', 'wait yeah', 'hang on yes', 'hang on yeah'],
  ...['actually yes', 'actually yeah', 'yes actually', 'yeah actually'],
  ...['now you mention it', 'now that you mention it', 'now you say it', 'come to think of it'],
  ...['yes a bit', 'yeah a bit', 'yes a little', 'yeah a little', 'well a bit', 'well a little'],
  ...['maybe a bit', 'maybe a little', 'a bit yes', 'a bit yeah', 'a little yes', 'a little yeah'],
];

/**
 * "I don't think so, a bit last week": a bare "a bit" takes the "no" back only as the first words after it, and
 * only with nothing after it but when it was ("a bit tired though" names something else, and keeps the "no").
 */
export const WEAK_NO_RETRACTION_CUES: readonly string[] = ['a bit', 'a little', 'sometimes', 'occasionally'];
/** Words that may follow a weak cue and still leave it a "yes, a bit" (when, how often, or nothing). */
export const WEAK_CUE_FOLLOWERS: readonly string[] = [
  ...['last', 'this', 'yesterday', 'recently', 'lately', 'now', 'then', 'when', 'at', 'in', 'on', 'after', 'before'],
  ...['yes', 'yeah', 'maybe', 'sometimes', 'occasionally', 'i', 'actually'],
];
