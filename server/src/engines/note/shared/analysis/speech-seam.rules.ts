/**
 * Cues for unpunctuated speech (speech-to-text output) that the general sentence and speaker cues miss: a
 * clinician's plan said in the first person, a "what I'm going to do is …" that asks nothing, a spelled-out
 * abbreviation ("u t i") whose "i" is no pronoun, and the seams where an answer starts. Data only.
 */

/** First-person leads of the clinician's plan ("i want to …", "we'll …"); combined with the verbs below. */
export const PLAN_TALK_LEADS: readonly string[] = [
  'i want to',
  'i wan na',
  "i'd like to",
  'i would like to',
  "i'm going to",
  "i'm gon na",
  'i am going to',
  'i am gon na',
  "i'll",
  'i will',
  'i need to',
  "we're going to",
  "we're gon na",
  "we'll",
  'we will',
  'we need to',
  "let's",
  'go ahead and',
];

/**
 * Plan verbs that only a prescriber says after such a lead; verbs a patient also plans with ("start", "stop",
 * "change", "get") count only with the patient as their object ("start you on").
 */
export const PLAN_TALK_VERBS: readonly string[] = [
  'increase the',
  'increase your',
  'decrease the',
  'decrease your',
  'reduce the',
  'reduce your',
  'order',
  'prescribe',
  'repeat',
  'recheck',
  'refer you',
  'titrate',
  'adjust the',
  'adjust your',
  'switch you',
  'start you',
  'put you',
  'get you',
  'send you',
  'schedule you',
  'reschedule your',
  'reschedule the',
  // Treating or taking out what the patient has ("we need to treat it", "we'll need to remove it").
  'treat it',
  'treat this',
  'treat that',
  'treat the',
  'treat your',
  'remove it',
  'remove the',
  'remove that',
  'remove this',
  // Further work-up of the problem ("i will do further evaluation and treatment").
  'do further',
  'do a further',
  'check your',
  'bump up',
  'bump your',
  'go up on',
];

/** The same plan said as under way ("i'll be prescribing you …"); combined with the verbs below. */
export const PLAN_TALK_PROGRESSIVE_LEADS: readonly string[] = [
  "i'll be",
  'i will be',
  "we'll be",
  'we will be',
  "i'm",
  'i am',
  "we're",
  'we are',
];

export const PLAN_TALK_PROGRESSIVE_VERBS: readonly string[] = [
  'prescribing',
  'ordering',
  'increasing the',
  'increasing your',
  'decreasing the',
  'decreasing your',
  'referring you',
  'starting you',
  'sending you',
  'switching you',
  'putting you',
];

/**
 * Words that, right after "what", make a statement of a plan rather than a question ("what i'm gon na do is
 * prescribe …", "what we'll do is …", "what you need to do is …"): a question puts its verb first.
 */
export const CLEFT_SUBJECTS: readonly string[] = [
  'i',
  "i'm",
  "i'd",
  "i'll",
  "i've",
  'we',
  "we're",
  "we'll",
  "we'd",
  "you're",
  "you'll",
  'you need',
  'you should',
  'you want',
];

/** Openings of a question that names what it asks about before its verb ("how much lexapro | are you taking"). */
export const NOUN_QUESTION_OPENINGS: readonly string[] = ['how much', 'how many', 'what', 'which', 'what kind of'];

/** How far (in words, after the opening) such a question may name its object before its verb comes. */
export const NOUN_QUESTION_REACH = 3;

/** Hesitations to look past when judging whether the word before a cue joins it to what came before. */
export const HESITATIONS: readonly string[] = ['um', 'uh', 'er', 'erm', 'hmm', 'mm'];

/** Subjects that start the answer after a question about a history topic ("medical history | she suffers from"). */
export const ANSWER_SUBJECTS: readonly string[] = ['i', "i'm", "i've", 'my', 'she', "she's", 'he', "he's", 'they'];

/** Words before a drug name that keep it inside the question ("what dose of | lisinopril"). */
export const BEFORE_ASKED_DRUG: readonly string[] = [
  'of',
  'the',
  'your',
  'his',
  'her',
  'my',
  'their',
  'about',
  'on',
  'with',
  'a',
  'any',
  'and',
  'or',
  'take',
  'taking',
  'took',
  'give',
  'gave',
  'given',
  'use',
  'using',
];

/** Ends of questions about the patient's history; a subject named after one starts the answer. */
export const HISTORY_QUESTION_ENDS: readonly string[] = [
  'medical history',
  'past history',
  'surgical history',
  'family history',
  'social history',
  'health problems',
  'medical problems',
  'medical conditions',
  // "what's her diagnosis | refractory anemia": the answer names the condition straight after.
  'diagnosis',
  // "anything in the family we should know about | my mum had kidney disease".
  'should know about',
  'need to know about',
];

/** Questions that ask the patient to confirm what was just said; they start a sentence of their own. */
export const CONFIRMING_QUESTIONS: readonly string[] = [
  'is that right',
  'is that correct',
  'is that so',
  'is that true',
  'is that the case',
  'am i right',
  'did i get that right',
];

/**
 * Questions a patient asks about their own care ("can i take anything for it", "should i stop it"): they start a
 * sentence, and a question in the first person is the patient's, not the clinician's.
 */
export const SELF_QUESTIONS: readonly string[] = [
  'can i',
  'could i',
  'should i',
  'do i',
  'do i need',
  'will i',
  'when can i',
  'when should i',
  'how long should i',
  'how often should i',
  'what should i',
  'what can i do',
  'is it okay if i',
  'is it ok if i',
  'is it safe for me',
];

/** How an answer opens right after a question that ends in "you" ("how old are you | i'm fifty seven"). */
export const ANSWERS_AFTER_YOU: readonly string[] = ["i'm", "i've", 'i am', 'i have', 'i was', 'my'];

/** Questions of amount start a sentence after a few words ("no unfortunately | how much klonopin do you take"). */
export const AMOUNT_QUESTIONS: readonly string[] = ['how much', 'how many'];

/**
 * Verbs of "we have you on five milligrams", "i've got you on", "we put you on": the clinician stating the regimen.
 * No sentence starts at the "you" after one of them (nor is "have you" there a question), so the dose stays with
 * the talk of the drug it belongs to.
 */
export const REGIMEN_VERBS: readonly string[] = ['have', 'got', 'had', 'put', 'started', 'keep', 'kept'];

/** Subjects before those verbs: the clinician's "we", "i". */
export const REGIMEN_SUBJECTS: readonly string[] = ['we', 'i', "we've", "i've", "we'll", "i'll"];

/** Words of a question about a dose: a dose said right after the drug such a question names is the answer. */
export const DOSE_QUESTION_WORDS: readonly string[] = ['dose', 'dosage', 'strength', 'much'];

/** Words a dose question ends on when it points back at a drug named before ("what dose is that | forty …"). */
export const DOSE_QUESTION_REFERENTS: readonly string[] = ['that', 'it', 'this', 'one'];

/**
 * The verb phrase of a question that named its object first ("what tablets | do you take", "what dose of the
 * sertraline | are you on"): a drug or a dose said after it is the answer, not more of the question.
 */
export const ASKED_OBJECT_VERB_PHRASE: readonly string[] = [
  'do',
  'does',
  'you',
  'he',
  'she',
  'they',
  'take',
  'taking',
  // "how much calpol are you giving her": a carer asked about the medicine they give.
  'give',
  'giving',
  'him',
  'her',
  'use',
  'using',
  'are',
  'is',
  'on',
  'have',
  'has',
  'been',
  'currently',
  'normally',
  'usually',
];

/** Words between a drug and the dose that answers for it ("amlodipine | that's | ten milligrams"). */
export const DRUG_TO_ANSWERED_DOSE: readonly string[] = ["that's", "it's", 'is', 'at'];
