/**
 * Cue phrases clinicians use to move a visit along and to label what they say. Matched on whole words of a
 * sentence (lower case, the transcript's own spacing of contractions is folded first).
 */

/** The clinician starts examining (or reading vital signs). */
export const EXAM_START_CUES: readonly string[] = [
  'physical exam', 'physical examination', 'examine you', 'examine your', 'do an exam', 'do a quick exam',
  'quick exam', 'take a look', 'listen to your heart', 'listen to your lungs', 'on exam', 'on examination',
  'vital signs', 'your vitals', 'show me the vital signs', 'look at your', 'let me look', 'let me check',
  'let me feel', 'press on', 'push on', 'take a deep breath', 'exam today', 'your exam',
];

/** The clinician turns to results of tests. */
export const RESULTS_CUES: readonly string[] = [
  'results', 'show me the', 'came back', 'lab results', 'your labs', 'the labs', 'reviewed', 'your a1c',
  'x-ray shows', 'x-ray showed', 'looking at your',
];

/** Verbs that read a result out only when a test is named in the same sentence ("the mri showed …"). */
export const RESULT_VERBS: readonly string[] = ['showed', 'shows', 'revealed', 'demonstrates', 'demonstrated', 'show', 'reveals'];

/** The clinician moves to assessment and plan, wherever in the visit this is said. */
export const PLAN_START_CUES: readonly string[] = [
  'assessment and plan', 'my assessment', 'my impression', 'my plan', 'plan for you', 'first problem',
  'talk about your plan', 'talk about the plan', 'my diagnosis', 'impression is', 'let me tell you what i think',
  'go over my assessment', 'assessment and my plan', 'under the plan', 'talk about my assessment',
  'my assessment and plan', 'in terms of your plan', 'let us talk about your plan',
];

/** These move to the assessment and plan only once the exam or the results have been discussed. */
export const LATE_PLAN_CUES: readonly string[] = [
  'second problem', 'third problem', 'last problem', 'the plan', "let's talk about", 'what i want to do',
  "what i'd like to do", 'what i would like to do', 'so for your', 'i think you have', 'your diagnosis',
  'so what we will do', "so what we're going to do", 'i think this is', 'i think that you have',
  "i'm going to prescribe", "i'm gon na prescribe", 'i want to prescribe', "i'd like to prescribe",
  "i'm going to order", "i'm gon na order", 'for your', 'what i want you to do', 'let me tell you about',
  'i recommend', 'my recommendation', "i'm going to write", "i'm gon na write", "we're going to start", "we'll start",
  'likely caused by', 'this is likely', 'i suspect',
];

/** Lead-ins that name a problem: the noun phrase after them is the problem being addressed. */
export const PROBLEM_LEAD_INS: readonly string[] = [
  'for your first problem of', 'for your second problem of', 'for your third problem of', 'for your last problem of',
  'for your first problem', 'for your second problem', 'for your third problem', 'for your last problem',
  'your first problem', 'your second problem', 'your third problem', 'your last problem', 'first problem',
  'second problem', 'third problem', 'last problem', 'next problem', 'for your', 'in terms of your',
  'as far as your', 'regarding your', 'with regards to your', 'with regard to your', 'as for your', 'now for your',
  'and then for your', 'so for your', 'for the', 'in regards to your', 'under', 'on the', 'for her', 'for his',
];

/** Kinds of plan statement, in the order a plan is written; the first kind whose cue matches wins. */
export const PLAN_KIND_CUES: Readonly<Record<'referral' | 'testing' | 'treatment' | 'followup' | 'education', readonly string[]>> = {
  referral: ['refer', 'referral', 'referring', 'send you to', 'see a specialist', 'consult', 'consultation'],
  testing: [
    'order', 'ordering', 'check your', 'check a', 'check an', 'check some', 'check the', 'recheck', 'get a', 'get an', 'get some', 'repeat', 'send you for', 'send you out for',
    'schedule', 'test', 'labs', 'blood work', 'x-ray', 'mri', 'ct', 'echocardiogram', 'ekg', 'panel', 'a1c', 'scan',
    'ultrasound', 'biopsy', 'culture',
  ],
  treatment: [
    'prescribe', 'prescription', 'start you', 'start', 'continue', 'increase', 'decrease', 'stop', 'discontinue',
    'refill', 'dose', 'milligrams', 'mg', 'take', 'taking', 'medication', 'medicine', 'brace', 'splint', 'ice',
    'injection', 'surgery', 'inhaler', 'cream', 'ointment', 'tablet', 'pill', 'give you', 'put you on', 'switch',
  ],
  followup: ['follow up', 'follow-up', 'come back', 'see you back', 'see you in', 'return in', 'next visit', 'appointment', 'check in'],
  education: [
    'recommend', 'advise', 'want you to', 'make sure', 'avoid', 'diet', 'exercise', 'weight loss', 'monitor',
    'keep track', 'call', 'rest', 'elevate', 'hydrate', 'fluids', 'lifestyle', 'educate', 'explained', 'discussed',
    'stretch', 'walk', 'try to', 'important',
  ],
};

/** Return precautions: what should bring the patient back (counselling, whatever else the sentence names). */
export const RETURN_PRECAUTION_CUES: readonly string[] = [
  'call us if', 'call me if', 'call if', 'call the office if', 'come back if', 'return if', 'go to the er if',
  'go to the emergency room if', 'let us know if', 'let me know if',
];

/** A clinician states an impression (these make a diagnosis mention part of the Assessment). */
export const IMPRESSION_CUES: readonly string[] = [
  'i think', 'i believe', 'i suspect', 'consistent with', 'likely', 'probably', 'diagnosis', 'diagnosed', 'impression',
  'you have a', 'you have an', 'it looks like', 'looks like', 'sounds like', 'it seems', 'exacerbation', 'flare',
  'concerned', 'well controlled', 'under control', 'stable', 'doing well', 'suspect', 'consistent', 'worried', 'could be',
];

/** Specialties and services a referral goes to, written as notes write them. */
export const SPECIALTIES: Readonly<Record<string, string>> = {
  cardiologist: 'cardiology', cardiology: 'cardiology', orthopedics: 'orthopedics', orthopedist: 'orthopedics',
  'orthopedic surgeon': 'orthopedics', 'orthopedic surgery': 'orthopedics', neurologist: 'neurology',
  neurology: 'neurology', dermatologist: 'dermatology', dermatology: 'dermatology',
  endocrinologist: 'endocrinology', endocrinology: 'endocrinology', gastroenterologist: 'gastroenterology',
  gastroenterology: 'gastroenterology', urologist: 'urology', urology: 'urology', nephrologist: 'nephrology',
  nephrology: 'nephrology', pulmonologist: 'pulmonology', pulmonology: 'pulmonology',
  rheumatologist: 'rheumatology', rheumatology: 'rheumatology', oncologist: 'oncology', oncology: 'oncology',
  ophthalmologist: 'ophthalmology', ophthalmology: 'ophthalmology', psychiatrist: 'psychiatry',
  psychiatry: 'psychiatry', psychologist: 'psychology', podiatrist: 'podiatry', podiatry: 'podiatry',
  gynecologist: 'gynecology', gynecology: 'gynecology', obgyn: 'gynecology', allergist: 'allergy',
  nutritionist: 'nutrition', dietitian: 'nutrition',
  'pain management': 'pain management', 'sports medicine': 'sports medicine', surgeon: 'surgery',
  'general surgery': 'surgery', 'ent': 'otolaryngology', 'ear nose and throat': 'otolaryngology',
  hematologist: 'hematology', 'sleep medicine': 'sleep medicine', 'wound care': 'wound care',
};

/** Talk to the dictation device, not to anyone in the room ("hey dragon, show me the labs"). */
export const DEVICE_COMMAND_CUES: readonly string[] = [
  'hey dragon', 'dragon', 'hey dax', 'dax', 'finalize the note', 'end of recording', 'show me the', 'show me his',
  'show me her', 'pull up the', 'open the',
];

/** Pleasantries and talk unrelated to care; a sentence made mostly of these is left out of the note. */
export const SMALL_TALK_CUES: readonly string[] = [
  'how are you', 'nice to see you', 'good to see you', 'nice to meet you', 'thank you', 'thanks', 'have a good day',
  'take care', 'you too', 'weather', 'weekend', 'vacation', 'the game', 'football', 'basketball', 'baseball',
  'golf', 'the masters', 'record this conversation', 'this app', 'the nurse told you', 'tell dax', 'how about you',
  'doing well thank you', "i'm good", 'see you later', 'bye', 'goodbye', 'have a nice day',
];
