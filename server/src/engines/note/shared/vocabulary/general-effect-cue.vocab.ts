/**
 * Words that tell what a medicine or a condition may bring in general ("antibiotics can cause rashes", "the side
 * effects are …"). A sentence holding one is counselling, whoever the recogniser says spoke it: what it names as
 * possible is no part of the patient's story.
 */
export const GENERAL_EFFECT_CUES: readonly string[] = [
  'can cause',
  'may cause',
  'could cause',
  'might cause',
  'side effect',
  'side effects',
  'can lead to',
  'may lead to',
  'could lead to',
  'might lead to',
  'can give you',
  'can make you',
  'may make you',
  'might make you',
  'can upset',
  'may upset',
  "you'd usually get",
  "you'd normally get",
];
