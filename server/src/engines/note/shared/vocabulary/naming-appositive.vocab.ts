/**
 * Word runs that give the clinical name of what was just described ("no fluid on the brain, what we call
 * hydrocephalus"). The name belongs to the clause before it, and so does that clause's negation.
 */
export const NAMING_APPOSITIVES: readonly string[] = [
  'what we call',
  'what doctors call',
  'what they call',
  'what is called',
  "what's called",
  'which we call',
  'which is called',
  "which's called",
  'known as',
  'also called',
];
