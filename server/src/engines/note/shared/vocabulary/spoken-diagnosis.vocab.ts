/**
 * How a clinician says what the patient has when the condition vocabulary may not know its name ("this is a case
 * of hypothermia", "you have an infection that has become septic", "we are looking at a needlestick exposure"): a
 * frame that gives a diagnosis, then within a few words a word that names a disorder. Also how a clinician says a
 * symptom's cause was not found ("we were not able to find the cause of your pain"). Data only; matched on stemmed
 * whole words.
 */

/**
 * Frames about someone spoken of ("she has an ear infection"): a clinician's to a colleague, but just as much a
 * parent's account of a child, so they say nothing of who is speaking.
 */
export const THIRD_PERSON_FRAMES: readonly string[] = [
  'he has',
  'she has',
  'he does have',
  'she does have',
  'they have',
];

/** Words after which a diagnosis is named: who has it, what it is, or what it comes from. */
export const DIAGNOSIS_FRAMES: readonly string[] = [
  'you have',
  'you have got',
  "you've got",
  'you do have',
  ...THIRD_PERSON_FRAMES,
  'this is',
  'it is',
  "it's",
  "that's",
  'that is',
  'a case of',
  'looks like',
  'sounds like',
  'consistent with',
  'suggestive of',
  'due to',
  'secondary to',
  'caused by',
  'associated with',
  'we are looking at',
  "we're looking at",
  'diagnosis is',
  'diagnosis of',
  'diagnosed with',
];

/** Whom a clinician says has a condition, before a hedge ("the patient has possible …"). */
const HAVING: readonly string[] = ['you have', 'he has', 'she has', 'they have', 'the patient has', 'patient has'];
/** Hedges that make what follows the clinician's working diagnosis ("possible free air", "a probable fracture"). */
const DIAGNOSTIC_HEDGES: readonly string[] = ['possible', 'probable', 'suspected', 'presumed'];

/**
 * "The patient has possible free air under the diaphragm": a hedge right after who has it marks a working diagnosis
 * whatever words name it, so no disorder word is needed after it.
 */
export const HEDGED_DIAGNOSIS_FRAMES: readonly string[] = HAVING.flatMap((having) =>
  DIAGNOSTIC_HEDGES.flatMap((hedge) => [`${having} ${hedge}`, `${having} a ${hedge}`, `${having} an ${hedge}`]),
);

/**
 * A test's result read out by the clinician ("the ultrasound found a stone", "the MRI shows a tear"): the result
 * gives the diagnosis as surely as "you have". Only for the clinician's own statements (never a cue to who speaks:
 * a patient retells results too).
 */
export const RESULT_FRAMES: readonly string[] = [
  'shows',
  'showed',
  'show',
  'found',
  'revealed',
  'reveals',
  'confirmed',
  'confirms',
];

/** "The MRI might show a tear": a result still to come, said before a result frame, is no finding yet. */
export const RESULT_MODALS: readonly string[] = ['may', 'might', 'could', 'can', 'will', 'would', 'should'];

/**
 * Words that make a result read out an old or settled one ("the scan from last year showed a cyst", "the scan shows
 * the stone has passed"): a finding that was, not today's diagnosis.
 */
export const RESULT_NOT_CURRENT: readonly string[] = [
  'last year',
  'last month',
  'previous',
  'earlier scan',
  'the old',
  'an old',
  'has healed',
  'have healed',
  'healed up',
  'has passed',
  'have passed',
  'resolved',
  'cleared up',
  'has gone',
  'have gone',
  'is gone',
  'are gone',
];

/** How far (in words) after its frame the disorder may be named ("you have | an infection", "a | bad sprain"). */
export const DIAGNOSIS_REACH = 5;

/** Nouns that name a disorder whatever it is ("an infection", "a muscular strain", "multiple trauma"). */
export const DISORDER_NOUNS: readonly string[] = [
  'infection',
  'inflammation',
  'injury',
  'trauma',
  'fracture',
  'exposure',
  'syndrome',
  'disease',
  'disorder',
  'deficiency',
  'failure',
  'insufficiency',
  'strain',
  'sprain',
  'tear',
  'reaction',
  'allergy',
  'intolerance',
  'hypersensitivity',
  'lesion',
  'tumor',
  'tumour',
  'cancer',
  'malignancy',
  'ulcer',
  'cyst',
  'abscess',
  'hernia',
  'obstruction',
  'blockage',
  'compression',
  'impingement',
  'rupture',
  'dislocation',
  'contusion',
  'laceration',
  'burn',
  'bite',
  'sting',
  'toxicity',
  'overdose',
  'poisoning',
  'virus',
  'sepsis',
  'clot',
  'embolism',
  'hemorrhage',
  'bleed',
  'spasm',
  'effusion',
  'mass',
  'nodule',
  'polyp',
  'stone',
  'dysfunction',
  'degeneration',
  'defect',
  'malformation',
  'exacerbation',
  'flare',
  'flare-up',
  'relapse',
  'complication',
];

/** Word endings of medical terms that name a disorder ("-itis", "-osis", "-emia", "-oma", "-pathy" …). */
export const DISORDER_SUFFIXES: readonly string[] = [
  'itis',
  'osis',
  'emia',
  'oma',
  'pathy',
  'plasia',
  'algia',
  'thermia',
  'penia',
  'megaly',
  'trophy',
  'ectasis',
  'rrhea',
  'uria',
  'iasis',
];

/** Everyday words with those endings that name no disorder. */
export const NOT_DISORDERS: readonly string[] = [
  'diagnosis',
  'prognosis',
  'academia',
  'sympathy',
  'empathy',
  'telepathy',
  'nostalgia',
  'diploma',
  'aroma',
  'trophy',
];

/** A disorder word needs this many letters before it counts by its ending ("coma" is too short to tell). */
export const MIN_SUFFIX_WORD = 6;

/**
 * Words that keep a framed disorder from being today's diagnosis: a possibility planned for or guarded against
 * ("to prevent infection", "we will rule out a fracture", "if you have a reaction"), one recalled from before, or
 * what a disorder is in general ("it's a skin disease that usually has scaly patches").
 */
export const NOT_DIAGNOSING: readonly string[] = [
  'if',
  'unless',
  'whether',
  'prevent',
  'avoid',
  'risk',
  'risks',
  'chance',
  'rule out',
  'check for',
  'test for',
  'screen for',
  'history',
  'ago',
  'previously',
  'used to',
  'last time',
  'usually',
  'typically',
  'generally',
  'normally',
  'tends to',
];

/** Saying a symptom's cause is sought; with a negation before it, the cause was not found. */
export const CAUSE_SOUGHT: readonly string[] = [
  'find the cause',
  'find a cause',
  'found the cause',
  'found a cause',
  'know the cause',
  'know what is causing',
  "know what's causing",
  'know what caused',
  'sure what is causing',
  "sure what's causing",
  'sure what caused',
];

/** Saying outright that a symptom's cause is unknown. */
export const CAUSE_UNKNOWN: readonly string[] = [
  'cause is unclear',
  'cause is unknown',
  'unclear cause',
  'unknown cause',
  'no clear cause',
  'no obvious cause',
  'unclear etiology',
  'unknown etiology',
  'uncertain etiology',
  'unclear origin',
  'unknown origin',
];

/** Negations that, before a sought cause, say it was not found ("we were not able to find the cause"). */
export const NEGATIONS: readonly string[] = ['not', "n't", 'no', 'never', 'unable', "couldn't", "can't", "don't"];

/**
 * What a treatment is for ("that will help your hip pain", "this will take care of the infection"): the problem
 * named after one is being treated, so it is assessed, though no diagnosis was said.
 */
export const TREATMENT_TARGET_LEADS: readonly string[] = [
  'will help your',
  'will help with your',
  'will help with the',
  'should help your',
  'should help with your',
  'will take care of',
  'to treat your',
  'to treat the',
];
