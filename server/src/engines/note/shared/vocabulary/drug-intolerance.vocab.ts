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
// "made my lips swell", "gave his face a rash": the reaction named on a part of the patient.
export const CAUSED_REACTION_OBJECTS: readonly string[] = ['me', 'him', 'her', 'them', 'you', 'my', 'his', 'their'];

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

/**
 * Words right after "couldn't tolerate" that keep the medicine its object ("couldn't tolerate it", "… tolerate, so
 * I stopped"): a pronoun for it, or the clause going on. Another noun there is what was not tolerated ("the pain",
 * "the waiting list"), not the medicine.
 */
export const TOLERATED_OBJECT_WORDS: readonly string[] = [
  ...['it', 'them', 'those', 'these', 'either', 'anymore', 'at', 'well', 'very', 'really', 'much'],
  ...['so', 'and', 'but', 'because', 'cos', 'as', 'which', 'though'],
];
/** Nouns after "couldn't tolerate the" that still mean the medicine ("the side effects", "the higher dose"). */
export const TOLERATED_MEDICINE_NOUNS: readonly string[] = [
  ...['side', 'effects', 'dose', 'doses', 'tablets', 'tablet', 'pills', 'injections', 'injection', 'patches'],
  ...['medicine', 'medication', 'drug', 'stuff', 'treatment'],
];
/**
 * Words after "a medicine you can't take" that limit when or how, not whether ("can't take in the morning",
 * "… at night because I forget"): a habit, no intolerance.
 */
export const TAKE_LIMITS: readonly string[] = [
  ...['in', 'at', 'on', 'during', 'before', 'after', 'until', 'till', 'every', 'each', 'daily', 'twice', 'once'],
  ...['because', 'cos', 'since', 'when', 'whenever', 'unless', 'without', 'first', 'then', 'yet', 'today'],
];
/**
 * Words that open a new clause between the medicine and "gave me …" ("loratadine because the pollen makes me
 * itchy"): past one, the reaction's cause must point back at the medicine ("because it gave me a cough").
 */
export const CAUSE_CLAUSE_OPENERS: readonly string[] = [
  ...['because', 'cos', 'cause', 'when', 'whenever', 'if', 'since', 'as', 'while', 'until', 'unless', 'after'],
  ...['before', 'for'],
];

/**
 * A dose step said before the reaction ("went up to 150 but it made me dizzy") or a step back after it ("so I went
 * back down"): the side effect belongs to a dose of a medicine the patient still takes, no intolerance.
 */
export const DOSE_STEP_PHRASES: readonly string[] = [
  ...['went up', 'go up', 'gone up', 'going up', 'upped', 'increased', 'doubled', 'higher dose', 'bigger dose'],
  ...['back down', 'went down', 'came down', 'reduced', 'lowered', 'cut back', 'cut down', 'lower dose'],
];
/** Words after the reaction that say the medicine was stopped all the same ("… so they stopped it"). */
export const STOPPED_WORDS: readonly string[] = [
  ...['stopped', 'stop', 'stopping', 'off', 'switched', 'swapped', 'changed', 'discontinued', 'never'],
];

/**
 * Words right after a medicine that say what it is taken for ("fluticasone spray for my hay fever", "loratadine
 * because of the pollen"): a symptom named next to it is what it treats, not its reaction.
 */
export const TAKEN_FOR_WORDS: readonly string[] = ['for', 'because', 'cos', 'cause'];
/** Words that point the purpose clause back at the medicine ("because it gave me hives"): a reaction after all. */
export const PURPOSE_BACK_REFERENCES: readonly string[] = ['it', "it's", 'that', 'they', 'those', 'them', 'this'];
