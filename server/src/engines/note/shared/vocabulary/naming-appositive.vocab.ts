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

/**
 * Words that start a clause of its own after the name ("what we call plantar fasciitis, and your heel is tender"):
 * the sentence then carries a finding beyond the name and is no bare fragment.
 */
export const CLAUSE_JOINERS: readonly string[] = ['and', 'but', 'so', 'because', 'while', 'though', 'although'];
