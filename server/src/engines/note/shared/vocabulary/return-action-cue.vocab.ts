/**
 * Where a clinician tells the patient to turn when something goes wrong, said after the condition ("if the pain
 * comes back, call us"): US wording. Data only; the check is in builtin/writing/condition-first-precaution.ts.
 * Not "see you", "call you": the clinician's own follow-up or results call, which no condition makes advice.
 */
export const RETURN_ACTION_CUES: readonly string[] = [
  'call us',
  'call me',
  'call the office',
  'call the clinic',
  'call 911',
  'call nine one one',
  'call an ambulance',
  'come back',
  'come in',
  'come and see',
  'come see',
  'go to the er',
  'go to the emergency',
  'go to urgent care',
  'go straight to',
  'seek help',
  'seek medical',
  'get help',
  'get medical',
  'get seen',
  'be seen',
  'let us know',
  'let me know',
  'contact us',
  'get in touch',
];
