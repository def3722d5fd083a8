/**
 * What a clinician's statement does on its own, wherever it falls in the visit: short visits rarely announce
 * "physical exam" or "assessment and plan", so an impression, an order or a finding read out must be heard in
 * the sentence itself. Data only; matched on whole stemmed words.
 */

/** An impression or diagnosis; it counts only when the sentence names a condition. */
export const IMPRESSION_ACT_CUES: readonly string[] = [
  'i think this is',
  'i think it is',
  "i think it's",
  'i think you have',
  'i think that you have',
  'i think that this is',
  'i think your',
  'i believe this is',
  'i believe you have',
  'it sounds like',
  'this sounds like',
  'that sounds like',
  'sounds like you have',
  'this looks like',
  'it looks like',
  'looks like you have',
  'my impression',
  'impression is',
  'consistent with',
  'most likely',
  'likely',
  'probably',
  'i suspect',
  'my diagnosis',
  'diagnosis is',
  'this is',
  'you have a',
  'you have an',
  'well controlled',
  'not controlled',
  'under control',
  'uncontrolled',
  'poorly controlled',
  'out of control',
  'above goal',
  'at goal',
  'could be',
  "i'm worried",
  'i am worried',
  "i'm concerned",
  'i am concerned',
  'concern for',
  'worried about',
  'concerned about',
  'rule out',
];

/**
 * Words that name a diagnosis whatever it is ("we call it …", "they diagnosed you with …", "I am suspecting …"):
 * a clinician saying them states an impression even when the vocabulary does not know the condition named.
 */
export const DIAGNOSIS_NAMING_CUES: readonly string[] = [
  'we call it',
  'we call this',
  'we call that',
  "it's called",
  'it is called',
  'this is called',
  "that's called",
  'that is called',
  'diagnosed you with',
  'diagnosed him with',
  'diagnosed her with',
  'diagnosing you with',
  'i am suspecting',
  "i'm suspecting",
  'i am suspicious of',
  "i'm suspicious of",
  'suspicious for',
  'the diagnosis is',
  'the diagnosis would be',
  'your diagnosis is',
  'working diagnosis is',
  'my impression is',
];

/** Words after a naming cue that name nothing ("we call it that", "it's called what?"). */
export const NAMES_NOTHING: readonly string[] = [
  'that',
  'this',
  'it',
  'what',
  'something',
  'anything',
  'nothing',
  'so',
  'and',
  'but',
  'because',
  'if',
  'when',
  'you',
  'i',
  'we',
  'he',
  'she',
  'they',
];

/** A diagnosis recalled from long ago ("they diagnosed you with asthma years ago"): history, not today's impression. */
export const DIAGNOSIS_RECALL_WORDS: readonly string[] = ['ago', 'childhood', 'previously', 'history', 'past', 'used'];

/** Talk about the patient's past that keeps an impression cue from making the sentence an assessment. */
export const PAST_CONDITION_CUES: readonly string[] = [
  'history of',
  'in the past',
  'used to',
  'were diagnosed',
  'was diagnosed',
  'had a',
  'my',
  'you think',
  'you thought',
  'you said',
  'you mentioned',
  'you told',
];

/** Words of what was done before; a sentence with them recalls care, it does not plan it ("we had put you on …"). */
export const PAST_CARE_WORDS: readonly string[] = [
  'had',
  'was',
  'were',
  'did',
  'ago',
  'last',
  'previously',
  'before',
  'diagnosed',
  'used',
  'saw',
  'said',
  'told',
];

/** Ordering, prescribing, advising and arranging follow-up, said outright. */
export const PLAN_ACT_CUES: readonly string[] = [
  "i'm going to prescribe",
  "i'm gon na prescribe",
  'i am going to prescribe',
  'i will prescribe',
  "i'll prescribe",
  'i want to prescribe',
  "i'd like to prescribe",
  'start you on',
  'put you on',
  'refer you',
  'come back in',
  'come back if',
  'follow up in',
  'follow-up in',
  'call us',
  'call me if',
  'call the office',
  'call if',
  'return if',
  'continue the',
  'continue your',
  'continue taking',
  'keep taking',
  'keep using',
  'continue using',
  'you can keep',
  "we'll revisit",
  'we will revisit',
  'want to come back',
  'stop taking',
  'stop using',
  'i recommend',
  // Dictated after the visit: "I recommended an ultrasound to rule out metastatic disease."
  'i recommended',
  'we recommended',
  'i would recommend',
  "i'd recommend",
  'you can give',
  'you can take',
  'you should take',
  'i want you to',
  'i would like you to',
  "i'd like you to",
  // Done during the visit for what comes next ("I have sent over your referral for physical therapy").
  'i have sent',
  "i've sent",
  'sent over your',
  'sent your referral',
  'sent a referral',
  'it is important to take',
  "it's important to take",
  'important that you take',
  // Booking the patient in with a colleague ("I'd like to get her in to see you next week").
  'get her in to see',
  'get him in to see',
  'get you in to see',
  'get them in to see',
  // When to come back and what care lies ahead ("let me know if it gets worse", "he will require aftercare").
  'let me know if',
  'let us know if',
  'will require',
  'will need',
  // An operation offered or agreed ("you'd be a good candidate for a knee replacement", "we should do a release", "surgery is also an option").
  'good candidate for',
  'we should do a',
  'we should do the',
  'we should do an',
  'is also an option',
  // A course recommended by what it would do for the patient ("he would benefit from a tendon lengthening").
  'would benefit from',
  "you'd benefit from",
  "he'd benefit from",
  "she'd benefit from",
  "they'd benefit from",
];

/**
 * Openers that state the clinician's own intention ("i'll", "let's", "we need to"): with a plan verb after them
 * they say what is done today. Also the lead-ins of a medicine's change stated as the plan (dose-talk).
 */
export const PLAN_STATED_OPENERS: readonly string[] = [
  'we will',
  "we'll",
  "we're going to",
  'we are going to',
  "we're gon na",
  "i'm going to",
  "i'm gon na",
  'i am going to',
  'i will',
  "i'll",
  "i'd like to",
  'i would like to',
  'i want to',
  "let's",
  'let us',
  'we should',
  'we need to',
];

/** Openers that offer or weigh a course ("we could", "we might"): a plan when a plan verb follows, never a settled one. */
export const PLAN_OFFERED_OPENERS: readonly string[] = ['we can', 'we might', 'we may', 'we could'];

/** Openers of an intention; they plan care only when a plan verb follows ("we will start …", not "we'll talk"). */
export const PLAN_INTENT_OPENERS: readonly string[] = [...PLAN_STATED_OPENERS, ...PLAN_OFFERED_OPENERS];

/** Verbs that make an intention a plan. */
export const PLAN_VERBS: readonly string[] = [
  'start',
  'order',
  'check',
  'recheck',
  'send',
  'refer',
  'schedule',
  'prescribe',
  'give',
  'increase',
  'decrease',
  'stop',
  'continue',
  'switch',
  'put',
  'repeat',
  'draw',
  'arrange',
  'change',
  'add',
  'adjust',
  'book',
  'set',
  'test',
  'treat',
  'obtain',
  // Rebooking what was missed and going ahead with a procedure are plans too ("we need to reschedule …").
  'reschedule',
  'proceed',
  // Taking out what should not be there ("we'll need to take it out", "we should remove the splinter").
  'remove',
  'take it out',
  'take that out',
  'take this out',
  'take them out',
];

/** Plan verbs that plan care only with a medicine or a test named ("we'll get an x-ray", not "we'll get you better"). */
export const PLAN_VERBS_WITH_OBJECT: readonly string[] = ['get', 'do', 'try', 'see about', 'run', 'take'];

/**
 * Care the plan arranges that no medicine or test vocabulary names ("I will do further evaluation and treatment",
 * "I'd like to get some imaging done", "see if we can get a consult"): with one, those verbs plan care too.
 */
export const PLAN_OBJECT_NOUNS: readonly string[] = [
  'evaluation',
  'reevaluation',
  're-evaluation',
  'workup',
  'work-up',
  'treatment',
  'imaging',
  'consult',
  'consultation',
  'therapy',
  'rehab',
  'rehabilitation',
  'aftercare',
  'course of',
];

/** Openings that look like plans but introduce talk ("let's start with your diabetes"). */
export const NOT_PLAN_PHRASES: readonly string[] = [
  'start with',
  'start by',
  'start off',
  'ice cream',
  'rest of',
  'check in',
  'check out',
  // Going on to the examination is no plan of care.
  'proceed with the exam',
  'proceed with your exam',
  'proceed with the physical',
  'proceed with the examination',
];

/** Instructions given while examining; they plan nothing ("I want you to take a deep breath"). */
export const EXAM_MANEUVER_CUES: readonly string[] = [
  'take a look',
  'examine',
  'listen to',
  'look at',
  'deep breath',
  'squeeze',
  'push against',
  'push up',
  'pull',
  'follow my finger',
  'lie back',
  'lay back',
  'sit up',
  'stand up',
  'open your mouth',
  'say ah',
  'bend',
  'lift your',
  'raise your',
  'walk for me',
  'touch your',
  'press',
  'relax',
];

/** Plan verbs a clinician opens an instruction with ("rest, ice and elevate it"). */
export const PLAN_IMPERATIVES: readonly string[] = [
  'rest',
  'ice',
  'elevate',
  'drink',
  'avoid',
  'cut back',
  'call',
  'come back',
  'return',
  'schedule',
  'follow up',
  'keep',
  'stay',
  'visit',
];

/** Assent and politeness before an instruction ("yes, please do visit the rehab unit", "please follow up …"). */
export const INSTRUCTION_COURTESIES: readonly string[] = ['yes please do', 'yes please', 'please do', 'please', 'yes'];

/** Treatment verbs that open an instruction only when a medicine is named with them ("take ibuprofen …"). */
export const DRUG_IMPERATIVES: readonly string[] = [
  'take',
  'use',
  'apply',
  'start',
  'stop',
  'continue',
  'increase',
  'decrease',
  'hold',
  'try',
  'give',
];

/** Possessives that point a body site at the patient being examined. */
export const EXAMINED_OWNERS: readonly string[] = ['your', 'the', 'her', 'his', 'their'];

/** Counselling about what a treatment could cause; the conditions named are risks, not diagnoses. */
export const RISK_TALK_CUES: readonly string[] = [
  'risk of',
  'risks of',
  'the risks',
  'risk include',
  'risks include',
  'side effects',
  'side effect',
  'complications',
];
