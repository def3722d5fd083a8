/**
 * Words and phrases that alone may fill a patient's sentence around an echo of safety-netting advice ("Okay. Stuck,
 * painful, vomiting, A&E. Thanks."): acknowledgements and closings that add nothing of the patient's own. Not "yes"
 * or "yeah": a "yes" may answer that the patient has it. "got it" only as the phrase: "got" and "it" alone are the
 * patient's own words ("I've already got vomiting, it started …").
 */
export const ECHO_BOUND_PHRASES: readonly string[] = [
  'okay',
  'ok',
  'alright',
  'right',
  'exactly',
  'got it',
  'sure',
  'fine',
  'understood',
  'noted',
  'thanks',
  'thank you',
  'cheers',
  'lovely',
  'brilliant',
  'great',
  'um',
  'uh',
];
