/**
 * A clinician's impression said after a run of negatives ("no hearing change and no other symptoms, this sounds
 * like X"): the lead starts a new statement, so no negation before it reaches the diagnosis after it. Each lead has
 * its subject, so a denied impression ("it doesn't sound like X") never matches and keeps its negation. Not "it
 * looks like": "if it looks like it's infected, ring us" is a safety-net whose "if" must reach to its end.
 */
export const IMPRESSION_LEAD_TERMINATORS: readonly string[] = ['this sounds', 'it sounds like', 'that sounds like'];

/**
 * More ways a GP gives the diagnosis ("this sounds very much like X", "you've developed what's called X"), added to
 * the impression cues; each still needs a diagnosis said with it to make the sentence an impression.
 */
export const IMPRESSION_CUE_EXTRAS: readonly string[] = [
  'sounds very much like',
  'looks very much like',
  "what's called",
  'what is called',
  "you've developed",
  'you have developed',
  // "What you've got is called X", "what you have is X": the diagnosis named as the patient's.
  "what you've got is",
  'what you have got is',
  'what you have is',
];
