// Hypothetical triggers: safety-netting, prevention, general explanation and what a medicine may do.

import { PEOPLE_IN_GENERAL } from './non-patient-person.vocab';

/** Make what comes after them hypothetical ("call me if", "side effects", "can lead to"). */
export const HYPOTHETICAL_FORWARD_PHRASES: readonly string[] = [
  'if',
  'in case',
  'should you',
  'should she',
  'should he',
  'watch for',
  'watch out for',
  'look out for',
  'monitor for',
  'in the event',
  'unless',
  'whether',
  'call me if',
  'come back if',
  'return if',
  'go to the er if',
  'go to the emergency room if',
  'prevent',
  'to prevent',
  // "Stretch to avoid tight hamstrings": what advice guards against, not what the patient has.
  'to avoid',
  'help avoid',
  // "it protects you from a stroke": what a treatment guards against, not what the patient has.
  'protects you from',
  'protect you from',
  'protects against',
  'protect against',
  'protects her from',
  'protects him from',
  'risk of',
  'at risk for',
  // "You're at higher risk for shingles, so we'll give you the shot": a risk, not the illness.
  'risk for',
  'worried you might',
  'any signs of',
  // Examples offered of what is asked about, not said of the patient ("what, like asthma?", "it could be anything
  // from asthma to arthritis").
  'what like',
  'you mean like',
  'do you mean like',
  'anything from',
  // An examination for a finding, before its result ("let me examine you for any tenderness").
  'exam for',
  'examine for',
  'examine you for',
  'examining for',
  'examining you for',
  'precautions',
  // A clinician explaining in general, not about this patient ("a lot of times we can see this with stress").
  'can see this with',
  'see this with',
  'can be seen with',
  'can be caused by',
  // "A rash like this can be due to an infection called …": a possibility explained, not a diagnosis.
  'can be due to',
  // Triggers told in general ("they're often brought on by caffeine, stress and alcohol"), not the patient's.
  'often brought on by',
  'usually brought on by',
  'commonly brought on by',
  'can be brought on by',
  // People in general, not this patient ("people would take huge doses and then they would have a heart attack").
  ...PEOPLE_IN_GENERAL,
  // What a medicine may do, not what it did ("the most common side effects are nausea, vomiting").
  'side effects',
  'side effect',
  'can cause',
  'may cause',
  'could cause',
  'might cause',
  // What a medicine is for in general ("a medication which has been used for diabetes treatment").
  'used to treat',
  'is used for',
  'been used for',
  'are used for',
  // A complication that may come, not one the patient has ("if you don't, you can also develop arthritis").
  'can lead to',
  'could lead to',
  'may lead to',
  'might lead to',
  'can develop',
  'could develop',
  'may develop',
  'might develop',
  'can also develop',
  'could also develop',
  'may also develop',
  // What a medicine may do to the patient ("it can upset your stomach or make you constipated").
  'can upset',
  'may upset',
  'might upset',
  'can make you',
  'may make you',
  'might make you',
  'could make you',
  // What a condition brings in general ("with a collapsed lung you'd usually get sudden breathlessness").
  "you'd usually get",
  'you would usually get',
  "you'd normally get",
  'you would normally get',
  "you'd typically get",
  "you'd usually have",
  "you'd expect",
  'you would expect',
  // What a condition goes with in general ("restless legs can be linked to low iron"), not what this patient has.
  'can be linked to',
  'may be linked to',
  'could be linked to',
  'can be associated with',
  'may be associated with',
];

/**
 * Make what comes before them hypothetical: conditions said to come together in general ("hay fever and eczema can
 * go together"), which tells what may come, not what the patient has.
 */
/** "A stone in the ureter would cause this": what would explain the symptoms, told as a reasoning, not found. */
export const WOULD_BE_CAUSE_PHRASES: readonly string[] = [
  ...['would cause', 'would explain', 'would account for', 'would give you', 'would usually cause'],
  ...['would normally cause', 'would typically cause', 'would also cause', 'would also explain'],
];
/** "Your diabetes would explain the numbness": a cause said as the patient's own is found, not would-be. */
export const OWNED_CAUSE_LEADS: readonly string[] = ['your', 'my', 'his', 'her', 'their', 'this', 'these'];

export const HYPOTHETICAL_BACKWARD_PHRASES: readonly string[] = [
  'can go together',
  'often go together',
  'tend to go together',
  'go hand in hand',
  'can go hand in hand',
  'often go hand in hand',
  'can run together',
  // "Toe walking is a normal phase at his age": a child's phase told as normal, no disorder of the child.
  'a normal phase',
  'normal phase',
  'normal for his age',
  'normal for her age',
  'normal for their age',
  'normal for this age',
  'normal at his age',
  'normal at her age',
  'normal at this age',
  ...WOULD_BE_CAUSE_PHRASES,
];

/**
 * Triggers of what a medicine may do or a condition brings in general ("it can make you flushed", "you'd expect
 * some tiredness"): they name the effect right after them, not a long safety-netting list, so their reach is short.
 */
export const SHORT_REACH_HYPOTHETICAL_PHRASES: readonly string[] = [
  ...['can upset', 'may upset', 'might upset', 'can make you', 'may make you', 'might make you', 'could make you'],
  ...["you'd usually get", 'you would usually get', "you'd normally get", 'you would normally get'],
  ...["you'd typically get", "you'd usually have", "you'd expect", 'you would expect'],
];
/** Token budget of a short-reach hypothetical trigger (the long ones reach HYPOTHETICAL_SCOPE_TOKENS). */
export const SHORT_HYPOTHETICAL_SCOPE_TOKENS = 10;

/**
 * "The amlodipine can make you flushed and my ankles have been swollen": a first-person clause of the speaker
 * joined on ends what may happen; what follows is what they have. Matched as whole phrases after a joining word.
 */
export const HYPOTHETICAL_SCOPE_ENDS: readonly string[] = [
  ...['and my', 'and i', "and i'm", "and i've", 'and im', 'and ive', 'and me', 'and mine'],
  ...['but my', 'but i', "but i'm", "but i've", 'plus my', 'plus i', 'also my', 'also i'],
];
/** Words after "and i" that go on with the general talk ("and I think headaches"), so the reach does not end. */
export const SCOPE_END_HEDGES: readonly string[] = [
  ...['think', 'guess', 'mean', 'suppose', 'believe', 'would', "i'd", 'could', 'might', 'should', 'know', 'read'],
  ...['heard', 'said', 'told', 'want', 'will', "i'll"],
];
