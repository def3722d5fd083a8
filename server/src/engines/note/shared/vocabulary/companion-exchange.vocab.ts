/**
 * Data for analysis/companion-exchange.ts: what a clinician says when turning back from a companion to the patient's
 * visit (the examination, the dictation, the plan), which ends the companion's exchange.
 */
export const EXCHANGE_CLOSERS: readonly string[] = [
  'examine',
  'examination',
  'hey dragon',
  'vital signs',
  'take a look',
  'listen to your',
  "let's go over",
  'back to you',
];

/**
 * People a third-person pronoun said after them may stand for ("my sleep doctor … he said"): with one of them
 * earlier in the turn, a "he" is not the patient. Besides relatives (relative-word vocab) and names.
 */
export const PRONOUN_ANTECEDENTS: readonly string[] = [
  ...['doctor', 'doc', 'nurse', 'surgeon', 'specialist', 'consultant', 'gp', 'pharmacist', 'cardiologist'],
  ...['friend', 'buddy', 'neighbour', 'neighbor', 'boss', 'man', 'woman', 'guy', 'lady', 'girl', 'boy', 'kid'],
  ...['partner', 'therapist', 'dentist', 'physio', 'colleague', 'everyone', 'somebody', 'someone', 'nobody'],
];

/** Words a guess at the patient's name can take for one ("is it this, Doctor?"): never a name. */
export const POINTING_WORDS: readonly string[] = ['this', 'that', 'these', 'those'];
