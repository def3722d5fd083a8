import { lookupTable } from '../../../../lib/lookup-table';

/**
 * How a medicine the patient cannot tolerate is said without the word "allergic": "a medicine you can't take",
 * "I couldn't tolerate it", "it gave me the cough", "it made me sick". Such a medicine goes on the allergy list as
 * an intolerance; a lost intolerance is a drug given again.
 */

/** Phrases anywhere in the sentence that say the medicine is not tolerated. */
export const INTOLERANCE_PHRASES: readonly string[] = [
  ...['tolerate', 'tolerated'].flatMap((verb) =>
    ["can't", 'cannot', "couldn't", "didn't", "don't", "doesn't", 'never'].map((not) => `${not} ${verb}`),
  ),
  'intolerant of',
  'intolerant to',
  'an intolerance to',
  'intolerance to',
  // "a medicine you can't take", "drugs I cannot take": the clinician records it as one not to give.
  ...['medicine', 'medicines', 'medication', 'medications', 'drug', 'drugs'].flatMap((noun) =>
    ['you', 'i', 'he', 'she', 'they'].flatMap((who) =>
      ["can't", 'cannot', "couldn't", "shouldn't"].map((not) => `${noun} ${who} ${not} take`),
    ),
  ),
];

/** Verbs whose object is the patient when a medicine caused a reaction ("it gave me the cough", "made me sick"). */
export const CAUSED_REACTION_VERBS: readonly string[] = ['gave', 'gives', 'made', 'makes', 'caused', 'causes'];
/** Who the reaction happened to after the verb. */
export const CAUSED_REACTION_OBJECTS: readonly string[] = ['me', 'him', 'her', 'them', 'you'];

/** Reactions a medicine is said to have caused, by the word that names them. */
export const CAUSED_REACTIONS: Readonly<Record<string, string>> = lookupTable({
  cough: 'cough',
  sick: 'nausea',
  ill: 'nausea',
  vomit: 'vomiting',
  diarrhoea: 'diarrhoea',
  diarrhea: 'diarrhea',
  dizzy: 'dizziness',
  confused: 'confusion',
  rash: 'rash',
  hives: 'hives',
  itchy: 'itching',
  swell: 'swelling',
  palpitations: 'palpitations',
  headaches: 'headaches',
  nightmares: 'nightmares',
  wheezy: 'wheeze',
});

/**
 * Words that take the reaction back or make it a passing side effect the patient lives with ("made me a bit sick
 * at first", "gave me a cough but it settled"): the medicine is still taken, no intolerance.
 */
export const PASSING_REACTION_WORDS: readonly string[] = [
  ...['but', 'first', 'initially', 'settled', 'passed', 'wore', 'still', 'bit', 'little', 'slightly', 'relief'],
  ...['better', 'well', 'for', 'may', 'might', 'can', 'could', 'if', 'some'],
];
