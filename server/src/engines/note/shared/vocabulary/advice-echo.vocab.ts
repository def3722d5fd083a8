/**
 * Words that may stand either side of a patient's echo of safety-netting advice ("Okay. Stuck, painful, vomiting,
 * A&E. Thanks."): acknowledgements and closings that add nothing of the patient's own. Not "yes" or "yeah": a "yes"
 * may answer that the patient has it.
 */
export const ECHO_BOUND_WORDS: readonly string[] = [
  'okay',
  'ok',
  'alright',
  'right',
  'exactly',
  'got',
  'it',
  'sure',
  'fine',
  'understood',
  'noted',
  'thanks',
  'thank',
  'cheers',
  'lovely',
  'brilliant',
  'great',
  'um',
  'uh',
];
