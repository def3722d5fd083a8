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

/**
 * A child the patient has just spoken of ("The baby is six weeks old." / "She keeps me up all night."): who a he/she
 * in the patient's next line stands for. Only for that next line: in a child's visit the parent's own turn speaks of
 * the baby, the patient, as he/she.
 */
export const CHILD_ANTECEDENTS: readonly string[] = ['baby', 'infant', 'toddler', 'child', 'newborn', 'little one'];

/** Words a guess at the patient's name can take for one ("is it this, Doctor?"): never a name. */
export const POINTING_WORDS: readonly string[] = ['this', 'that', 'these', 'those'];
