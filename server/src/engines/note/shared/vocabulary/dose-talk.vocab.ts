/**
 * How talk about one medicine's dose goes on past the sentence that named it: the questions that ask for a dose,
 * the words that point back to the medicine, and the words that say a dose was changed or has an alternative.
 * Data only; the dose carrier and the dose reader decide what they mean.
 */

import { lookupTable } from '../../../../lib/lookup-table';
import { PLAN_STATED_OPENERS } from './clinician-act.vocab';

/** Words or phrases of a question about a dose ("what dose are you on", "and how are you taking that?"). */
export const DOSE_QUESTION_CUES: readonly string[] = [
  'dose',
  'dosage',
  'doses',
  'strength',
  'milligrams',
  'mg',
  'how much',
  'how many',
  'how are you taking',
  'how do you take',
  'how is he taking',
  'how is she taking',
];

/**
 * Phrases of a sentence that speak of taking a medicine named earlier without naming it again ("if you'd like to
 * try it, we'd start on fifty milligrams"): the medicine is the one talked about, though a sentence or two came
 * between. A bare "it" ("it was ten M G" after "who gave it to you?") is not enough.
 */
export const BACK_REFERENCES: readonly string[] = [
  ...['try it', 'take it', 'taking it', 'start it', 'starting it', 'use it', 'on it', 'of it'],
  ...['try them', 'take them', 'the dose', 'the dosage', 'that dose'],
];

/**
 * Words that say the dose after them replaces the one before ("we lowered the dosage for 25 mg to 20", "went up
 * from 5 mg to 10"): the second amount is said without its unit because it is the same one, and is the dose now.
 * "from" just before the first dose says so too.
 */
export const DOSE_CHANGE_WORDS: readonly string[] = [
  ...['lowered', 'lower', 'reduced', 'reduce', 'decreased', 'decrease', 'dropped', 'cut'],
  ...['increased', 'increase', 'raised', 'raise', 'went', 'go', 'going', 'up', 'down', 'changed', 'change'],
  ...['bumped', 'titrated', 'moved', 'switched'],
];

/**
 * Words joining a strength to the other one taken on other days or times ("5 mg on the days I train, otherwise
 * 2.5 mg"): both are the medicine's, and only both together say how it is taken.
 */
export const ALTERNATIVE_DOSE_JOINERS: readonly string[] = ['otherwise', 'or else', 'and otherwise'];

/**
 * Words that may stand between a class and the medicine it introduces ("a steroid nose spray, mometasone", "an
 * antibiotic tablet called doxycycline"): the class only says what kind of medicine the named one is, so a dose
 * said after both is the named one's.
 */
export const CLASS_NAMING_WORDS: readonly string[] = [
  ...['called', 'named', 'which', 'is', 'a', 'an', 'the', 'medicine', 'medication'],
  ...['tablet', 'tablets', 'capsule', 'capsules', 'nose', 'nasal', 'spray', 'eye', 'ear', 'drops'],
  ...['cream', 'ointment', 'gel', 'inhaler', 'liquid', 'syrup'],
];

/**
 * Phrases of a sentence that keep the talk on the dose of the medicine named before ("the dose goes by his
 * weight"): a dose said a few sentences on, after the weight is asked, is still that medicine's.
 */
export const DOSE_TALK_CUES: readonly string[] = ['the dose', 'the dosage', 'his dose', 'her dose', 'your dose'];

/**
 * Nouns of an open question asking which medicines are taken ("any medicines?", "what tablets are you on?"): a
 * medicine named with its dose right after them, with no "?" between in unpunctuated speech, answers the question
 * rather than being asked about. Only an opener right before the noun makes it open ("any change in the tablets"
 * does not ask which).
 */
export const OPEN_MEDICINE_ASKING_NOUNS: readonly string[] = [
  ...['medicines', 'medicine', 'medications', 'medication', 'meds', 'tablets', 'pills'],
];

/**
 * Verbs of an open question asking which medicines are taken ("what have you been taking for the headaches?",
 * "tell me how you're taking your medicines"): the opener may stand a few words before them.
 */
export const OPEN_MEDICINE_ASKING_VERBS: readonly string[] = ['taking', 'using'];

/**
 * Words that make "taking" or "using" after them no open question, though an opener stands before ("what about
 * taking rosuvastatin instead?", "any reason you stopped taking atorvastatin?", "how long have you been taking
 * …"): the clinician proposes or asks about the one medicine named, which is not thereby taken.
 */
export const NOT_ASKING_BEFORE_TAKING: readonly string[] = [
  ...['about', 'stopped', 'stop', 'stopping', 'quit', 'would', 'reason', 'long', 'instead', 'try', 'trying'],
];

/**
 * Words that make the asking words above an open question ("any", "what", "how"): without one, "are you taking
 * atorvastatin twenty milligrams" asks about one medicine named, and its answer decides.
 */
export const OPEN_QUESTION_OPENERS: readonly string[] = ['any', 'what', 'which', 'how'];

/**
 * Words just before an amount that make it a limit, not a dose taken ("your sodium under two thousand
 * milligrams a day", "keep it below 20 grams"): a dose carried from such a sentence would be a number nobody
 * prescribed.
 */
export const AMOUNT_LIMIT_WORDS: readonly string[] = [
  ...['under', 'below', 'over', 'above', 'less than', 'fewer than', 'more than', 'exceed', 'exceeding'],
];

/**
 * What is eaten or drunk, whose amount said in a sentence is diet advice ("sodium … two thousand milligrams a
 * day", "two grams of salt"): no medicine's dose.
 */
export const DIETARY_AMOUNT_NAMES: readonly string[] = [
  ...['sodium', 'salt', 'sugar', 'sugars', 'caffeine', 'protein', 'fibre', 'fiber', 'carbohydrate', 'carbohydrates'],
  ...['carbs', 'fat', 'calories', 'fluid', 'fluids', 'water', 'alcohol'],
];

/**
 * How a clinician states a change to a medicine as the plan ("i'd like to reduce the doxazosin", "you can keep
 * taking the paracetamol"): said first person, or as leave to go on, never asked nor only offered ("we could").
 */
export const PLAN_LEAD_INS: readonly string[] = [
  ...PLAN_STATED_OPENERS,
  ...["i'm", "we're", 'you can keep', 'you can carry on', 'keep taking', 'carry on with'],
];

/** What the clinician does with a medicine today (its action) when the change is stated as the plan. */
export const PLANNED_MEDICATION_ACTIONS: readonly string[] = ['start', 'increase', 'decrease', 'continue'];

/** Words that would make the lead-in asked ("would you like me to …", "shall i …", "do you want …"). */
export const ASKING_BEFORE_LEAD_IN: readonly string[] = [
  ...['would', 'could', 'should', 'shall', 'do', 'does', 'did', 'are', 'is', 'can', 'want', 'how', 'what', 'if'],
];

/**
 * Words in the sentence that starts a medicine which make the start no plan stated today: declined or taken back
 * ("I was going to start it but you said no"), only offered ("we could start"), or told of the past ("we started
 * it last year but"). Steps of a dose said next are then not carried to that medicine.
 */
export const UNSTATED_START_WORDS: readonly string[] = [
  ...['no', 'not', "don't", 'dont', "doesn't", "won't", "didn't", "wouldn't", 'never', 'but', 'instead', 'rather'],
  ...['declined', 'declines', 'refused', 'refuses', 'could', 'might', 'maybe', 'perhaps', 'was', 'were', 'used'],
];

/**
 * When in the day a step of a dose is taken ("five milligrams once a day, in the morning, for four weeks, then
 * ten"): part of the step, written with it, never a word that could make the step another medicine's.
 */
export const DOSE_TIMES_OF_DAY: readonly string[] = [
  ...['in the morning', 'in the evening', 'in the afternoon', 'at night', 'at bedtime', 'before bed'],
  ...['with breakfast', 'with dinner', 'with supper', 'with food', 'with a meal', 'with meals'],
];

/**
 * Measures of a liquid a strength may be given "per" ("fifteen milligrams per milliliter", "160 mg per 5 ml"): the
 * strength of the bottle, not the dose given, which is said as the volume.
 */
export const LIQUID_VOLUME_WORDS: readonly string[] = [
  ...['ml', 'milliliter', 'milliliters', 'millilitre', 'millilitres', 'cc', 'ccs'],
  ...['teaspoon', 'teaspoons', 'teaspoonful', 'tsp', 'spoonful', 'dropperful'],
];

/**
 * Words that may stand between who takes a step and the step itself ("we'll probably go up to", "I don't want to
 * go up to"): passed over to find the word that says whose step it is, or that it is not taken.
 */
export const STEP_VERB_CHAIN_WORDS: readonly string[] = [
  ...['want', 'wanna', 'to', 'will', 'would', 'shall', 'should', 'can', 'just', 'then', 'also', 'probably'],
  ...['ever', 'eventually', 'gradually', 'slowly', 'usually', 'normally', 'often', 'sometimes', 'like'],
];

/**
 * Said right before a step ("I don't want to go up to 20 mg", "we could go up to 100 mg, but …", "many people go
 * up to 200 mg", "she went up to 40 mg"): the step is not this patient's plan, so it is never kept as the next dose.
 */
export const STEP_NOT_TAKEN_WORDS: readonly string[] = [
  ...['not', "don't", 'dont', "won't", 'wont', 'never', "wouldn't", "shouldn't", "can't", 'cannot', 'rather'],
  ...['could', 'might', 'may'],
  ...['he', 'she', 'they', 'people', 'others', 'someone', 'somebody', 'patients', 'everyone', 'most', 'many'],
  ...['mother', 'mom', 'mum', 'father', 'dad', 'sister', 'brother', 'wife', 'husband', 'son', 'daughter'],
  ...['friend', 'partner', 'aunt', 'uncle', 'cousin', 'grandmother', 'grandfather'],
];

/**
 * Words that join a dose to the same dose said in another unit ("ten milliliters, that's two hundred milligrams",
 * "400 mg, which is 16 mL"): one dose, its amount and its volume, never two rival strengths.
 */
export const EQUIVALENT_DOSE_JOINERS: readonly string[] = ["that's", 'that is', 'which is', "which's", 'so that is'];

/** Kinds of dose unit (as the dose reader writes them): an equivalent is said in a unit of another kind. */
export const DOSE_UNIT_KINDS: Readonly<Record<string, 'mass' | 'volume'>> = lookupTable({
  g: 'mass',
  mg: 'mass',
  mcg: 'mass',
  mL: 'volume',
});

/**
 * Words that open the dose a medicine's sig works out to ("one and a half tablets of the fifty, so seventy-five
 * micrograms"): the amount is the sum of the sig said before it, in the same clause.
 */
export const DOSE_RESULT_OPENERS: readonly string[] = ["so that's", 'so that is', 'so'];
