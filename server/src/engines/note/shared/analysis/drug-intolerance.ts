import type { Mention, Sentence } from './analysis.types';
import {
  CAUSE_CLAUSE_OPENERS,
  CAUSED_REACTION_OBJECTS,
  CAUSED_REACTION_VERBS,
  CAUSED_REACTIONS,
  DOSE_STEP_PHRASES,
  INTOLERANCE_PHRASES,
  PASSING_REACTION_WORDS,
  STOPPED_WORDS,
  TAKE_LIMITS,
  TOLERATED_MEDICINE_NOUNS,
  TOLERATED_OBJECT_WORDS,
} from '../vocabulary/drug-intolerance.vocab';

const phrases = INTOLERANCE_PHRASES.map((phrase) => phrase.split(' '));
const verbs = new Set(CAUSED_REACTION_VERBS);
const objects = new Set(CAUSED_REACTION_OBJECTS);
const passing = new Set(PASSING_REACTION_WORDS);
const objectWords = new Set(TOLERATED_OBJECT_WORDS);
const medicineNouns = new Set(TOLERATED_MEDICINE_NOUNS);
const takeLimits = new Set(TAKE_LIMITS);
const clauseOpeners = new Set(CAUSE_CLAUSE_OPENERS);
const doseSteps = DOSE_STEP_PHRASES.map((phrase) => phrase.split(' '));
const stopped = new Set(STOPPED_WORDS);
/** Words that open a sentence pointing back at the medicine just named ("that's the one that gave me …"). */
const BACK_REFERENCE = new Set(['that', "that's", 'it', "it's", 'which', 'this', 'those', 'they', 'one']);
/** How far before the verb the medicine may be named ("ramipril, so they switched me, that's the one that gave"). */
const DRUG_REACH = 10;
/** How far before the verb the back-reference may be ("that's the one that gave"). */
const BACK_REACH = 3;
/** Sentences of the turn after the medicine's that may carry its reaction. */
const TURN_REACH = 3;
/** Words of the next sentence a phrase cut by speech may run into ("… you can't | take"). */
const PHRASE_SPILL = 3;
/** How far after "couldn't tolerate" the medicine or its stand-in may come ("tolerate the higher dose"). */
const OBJECT_REACH = 3;
/** How far after "gave me" the reaction may be named ("gave me a really bad cough"). */
const REACTION_REACH = 4;

const wordsOf = (sentence: Sentence) => sentence.tokens.map((token) => token.norm);
/** Whether a back-reference ("that's the one that …") stands in the few words before `at`, none before `from`. */
const pointsBack = (words: readonly string[], from: number, at: number) =>
  words.slice(Math.max(from, at - BACK_REACH), at).some((word) => BACK_REFERENCE.has(word));

/**
 * Whether the phrase ending at `end` is said of the medicine. "A medicine you can't take" names it before; a limit
 * after it ("in the morning") is a habit. "Couldn't tolerate" takes it after: the phrase ends the sentence, a
 * pronoun or the clause going on follows, or the medicine (or its dose, side effects) is its object.
 */
function saidOfMedicine(words: readonly string[], end: number, ownLength: number, mention: Mention): boolean {
  if (words[end - 1] === 'take') return !takeLimits.has(words[end] ?? '');
  if (end >= ownLength || objectWords.has(words[end]!)) return true;
  if (mention.first >= end && mention.first < end + OBJECT_REACH) return true;
  return words.slice(end, end + OBJECT_REACH).some((word) => medicineNouns.has(word));
}

function hasPhrase(words: readonly string[], startsBefore: number, mention: Mention): boolean {
  return words.some(
    (_, i) =>
      i < startsBefore &&
      phrases.some(
        (phrase) =>
          phrase.every((word, k) => words[i + k] === word) &&
          saidOfMedicine(words, i + phrase.length, startsBefore, mention),
      ),
  );
}

/** The reaction "gave me the cough" names after token `from`, with the verb's index, or null. */
function causedReaction(words: readonly string[], from: number): { at: number; reaction: string } | null {
  for (let v = from; v < words.length; v += 1) {
    if (!verbs.has(words[v]!) || !objects.has(words[v + 1] ?? '')) continue;
    const after = words.slice(v + 2, v + 2 + REACTION_REACH);
    const named = after.find((word) => CAUSED_REACTIONS[word] !== undefined);
    if (!named || words.slice(v).some((word) => passing.has(word))) continue;
    // "Loratadine because the pollen makes me itchy": past a new clause, the cause must point back at the medicine.
    if (words.slice(from, v).some((word) => clauseOpeners.has(word)) && !pointsBack(words, from, v)) continue;
    return { at: v, reaction: CAUSED_REACTIONS[named]! };
  }
  return null;
}

const saysAt = (words: readonly string[], i: number, phrase: readonly string[]) =>
  phrase.every((word, k) => words[i + k] === word);

/**
 * "Pregabalin 75, then I went up to 150 but it made me dizzy, so I went back down": a dose step around the reaction
 * makes it the side effect of one dose of a medicine still taken, unless it was stopped after all.
 */
function doseStepSideEffect(words: readonly string[], from: number, at: number): boolean {
  const stepped = words.some((_, i) => i >= from && doseSteps.some((phrase) => saysAt(words, i, phrase)));
  return stepped && !words.slice(at).some((word) => stopped.has(word));
}

/**
 * The words from the medicine's sentence on, through the rest of its turn (up to `TURN_REACH` sentences): speech cuts
 * sentences where a writer would not ("a medicine you can't | take", "that's the one | that gave me the cough").
 */
function turnWords(mention: Mention, sentences: readonly Sentence[]): string[] {
  const sentence = sentences[mention.sentenceIndex]!;
  const words = wordsOf(sentence);
  for (let k = sentence.index + 1; k <= sentence.index + TURN_REACH; k += 1) {
    const next = sentences[k];
    if (!next || next.turnIndex !== sentence.turnIndex) break;
    words.push(...wordsOf(next));
  }
  return words;
}

/** The intolerance said of the medicine in its sentence or the rest of its turn, or null. */
function intoleranceOf(mention: Mention, sentences: readonly Sentence[]): string | null {
  const own = wordsOf(sentences[mention.sentenceIndex]!);
  const words = turnWords(mention, sentences);
  // The phrase must start in the medicine's own sentence.
  if (hasPhrase(words.slice(0, own.length + PHRASE_SPILL), own.length, mention)) return 'intolerance';
  const caused = causedReaction(words, mention.last);
  if (!caused || caused.at - mention.last > DRUG_REACH) return null;
  // Past the medicine's sentence, the reaction must point back at it ("that's the one that gave me …").
  if (caused.at >= own.length && !pointsBack(words, 0, caused.at)) return null;
  if (doseStepSideEffect(words, mention.last, caused.at)) return null;
  return caused.reaction;
}

/**
 * A medicine the patient cannot take, said without "allergic" ("I'll record it as a medicine you can't take",
 * "the ramipril, that's the one that gave me the cough") is an intolerance for the allergy list. A medicine
 * prescribed now, or a reaction that passed or is only possible ("may make you sick"), is left a medicine.
 */
export function applyDrugIntolerances(mentions: readonly Mention[], sentences: readonly Sentence[]): void {
  for (const mention of mentions) {
    if (mention.kind !== 'medication' || mention.assertion !== 'present') continue;
    const sentence = sentences[mention.sentenceIndex];
    if (!sentence || (sentence.speaker === 'doctor' && mention.medication?.action === 'start')) continue;
    const reaction = intoleranceOf(mention, sentences);
    if (!reaction) continue;
    mention.kind = 'allergy';
    mention.attributes = { ...mention.attributes, reaction };
    mention.reason = `${mention.reason ?? ''}; not tolerated ("${reaction}")`;
  }
}
