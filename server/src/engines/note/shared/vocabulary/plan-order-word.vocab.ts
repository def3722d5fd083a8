// Words of an order or of advice given now, for the plan writer's fallback (builtin/writing/plan-fallback).

/**
 * Words that order or ask something of the patient ("I will write a prescription", "we will do a few more tests",
 * "keep track of your cholesterol"): a sentence naming one is a plan even when it opens like a polite reply ("I
 * will …"), so the small-talk filter does not drop it.
 */
export const PLAN_ORDER_WORDS: readonly string[] = [
  'prescription',
  'prescribe',
  'tests',
  'blood work',
  'referral',
  'refer you',
  'rule out',
  'keep track',
  // "I would also recommend we decrease your dosage back to your previous amount": advice given now, even when
  // it names the earlier dose it goes back to.
  'i recommend',
  'i would recommend',
  'i would also recommend',
  "i'd recommend",
  "i'd also recommend",
];
