// Cues of questions: complete questions, topic questions and topic words, and the heads that open a question.

/** Questions complete in themselves: the answer may follow at once ("what brings you in | my back hurts"). */
export const COMPLETE_QUESTIONS: readonly string[] = [
  'what brings you in',
  'what brings you in today',
  'what brings you here',
  'what brings you here today',
  'what brought you in',
  'what brought you in today',
  'what brought them in',
  'what brought them in today',
  'what brought her in',
  'what brought her in today',
  'what brought him in',
  'what brought him in today',
  "what's going on",
  'what is going on',
  'what can i do for you',
  'what can i do for you today',
  'how can i help you',
  'how can i help you today',
  'what happened',
  'how are you',
  'how are you doing',
  'how are you feeling',
  'how have you been',
  'what have you tried',
  'what do you take for it',
  'what are you taking for it',
  'what have you taken for it',
  'what have you been taking for it',
  'what do you take for them',
  'what do you take for those',
  'what do you take for that',
  'what are you taking for them',
  'what are you taking for those',
  // How a UK GP opens ("how can I help | I've had a cough").
  'how can i help',
  'how can i help today',
  'what can we do for you',
  'what can we do for you today',
  "what's been happening",
  "what's been going on",
];

/**
 * Ends of questions about a history topic; a symptom, condition or drug named right after one is the answer
 * ("any allergies | penicillin", "any health problems in the family | high blood pressure").
 */
export const TOPIC_QUESTION_ENDS: readonly string[] = [
  'allergies',
  'any allergy',
  'allergic to anything',
  'allergic to any medications',
  'in the family',
  'in your family',
  'run in the family',
  'runs in the family',
  'run in your family',
  'runs in your family',
  'health problems',
  'medical problems',
  'medical conditions',
  'what do you take',
  'what medications do you take',
  'what medicines do you take',
  'what are you taking',
  'what medications are you taking',
  'what medicines are you taking',
  'what medications are you on',
  'what medicines are you on',
  'what meds are you on',
];

/** Words of a history topic: "any" before one of them opens a new question ("… for three days | any allergies"). */
export const TOPIC_WORDS: readonly string[] = [
  'allergies',
  'allergy',
  'allergic',
  'health',
  'medical',
  'family',
  'medications',
  'medicines',
  'meds',
  'surgeries',
  'surgery',
  'condition',
  'conditions',
  'problem',
  'problems',
  'issues',
  'history',
  'symptoms',
];

/**
 * Heads of a question about a complaint that are no concept alone: "… in the spring | any pain in the eye",
 * "… | any blood in your urine". "any" before one of them opens a new question.
 */
export const QUESTION_HEADS: readonly string[] = [
  'pain',
  'ache',
  'aches',
  'swelling',
  'trouble',
  'difficulty',
  'change',
  'changes',
  'lump',
  'lumps',
  'blood',
  'bleeding',
  'weakness',
  'numbness',
  // "… in nineteen seventy five | any complications with the surgery", "i am fine | any falls or imbalance".
  'complications',
  'complication',
  'falls',
  'fall',
  'imbalance',
  // "… when it comes | any sweating, feeling sick": no concept of its own, but asked after like a symptom.
  'sweating',
  'sweats',
];
