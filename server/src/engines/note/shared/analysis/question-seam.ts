import { LEXICON } from './concept-lexicon';
import { isNumberWord } from './spoken-number';
import type { WordToken } from './word-tokenizer';

/**
 * Where a clinician's question starts or goes on inside one unpunctuated run of speech. Each keeps a question from
 * being handed to the patient as if they had its symptoms, and keeps the patient's answer ("no") its own piece.
 * Pure checks, used by the sentence splitter.
 */

/** How many words after "and any" the asked symptom may start ("and any actual weakness"). */
const SYMPTOM_REACH = 3;

/**
 * "… it's the big bits shoulders and hips | and any actual weakness": after talk that asked nothing (`asking`
 * false), "and any" before a symptom or condition is the clinician's next question, not more of the account.
 * Within a question ("any chest pain and any cough") the "and any" goes on asking.
 */
export function asksAnewWithAnd(stems: readonly string[], i: number, asking: boolean): boolean {
  if (asking || stems[i] !== 'and' || stems[i + 1] !== 'any') return false;
  for (let k = i + 2; k < i + 2 + SYMPTOM_REACH && k < stems.length; k += 1)
    if (LEXICON.symptoms.matchAt(stems, k) || LEXICON.conditions.matchAt(stems, k)) return true;
  return false;
}

/**
 * "any actual weakness | so you try to do something and the muscles won't": a "so you …" right after a question
 * spells out what was asked; the patient answers about themselves ("so I …"), not "so you".
 */
export function spellsOutQuestionAt(stems: readonly string[], i: number, asking: boolean): boolean {
  return asking && stems[i] === 'so' && stems[i + 1] === 'you';
}

// "the muscles just won't": verbs after "just" that make it an adverb inside a clause ("just a bit" answers).
const VERB_AFTER_JUST =
  /^(?:[a-z]+n't|cannot|will|would|can|could|does|do|did|is|are|was|were|gets|got|goes|went|feels|felt|stops|stopped)$/;

/** Token i is "just" modifying the verb after it, so no answer opens there ("… and the muscles just won't"). */
export function justBeforeVerbAt(tokens: readonly WordToken[], i: number): boolean {
  return tokens[i]?.norm === 'just' && VERB_AFTER_JUST.test(tokens[i + 1]?.norm ?? '');
}

// "do you take any regular medicines | just the amlodipine": words that open a short answer naming what is taken.
const ONLY_WORDS = new Set(['just', 'only']);
const ANSWER_DETERMINERS = new Set(['the', 'my', 'a', 'an', 'some']);
const MEDICINES_ASKED = new Set(['medicines', 'medicine', 'medications', 'medication', 'meds', 'tablets', 'pills']);

/**
 * "do you take any regular medicines | just the amlodipine for my blood pressure": right after "medicines",
 * "just the" or "only my" before a medicine opens the patient's answer, so the medicine is said, not asked about.
 */
export function answersWithOnlyAt(tokens: readonly WordToken[], stems: readonly string[], i: number): boolean {
  if (!ONLY_WORDS.has(tokens[i]?.norm ?? '') || !MEDICINES_ASKED.has(tokens[i - 1]?.norm ?? '')) return false;
  const at = ANSWER_DETERMINERS.has(tokens[i + 1]?.norm ?? '') ? i + 2 : i + 1;
  return LEXICON.drugs.matchAt(stems, at) !== null;
}

// "there" and "that" too: "no nothing there | any numbness", "the dentist gave me that | any allergies" (no clause
// starts "there any"; "is there any" starts at "is").
const OBJECT_PRONOUNS = new Set(['it', 'them', 'there', 'that']);

/**
 * "… if we can catch it | any fever or chills": an "it" right before a new "any" question ends the clause before
 * it as its object; no clause starts with "it any", so the question starts at the "any".
 */
export function objectBeforeQuestionAt(tokens: readonly WordToken[], i: number): boolean {
  return OBJECT_PRONOUNS.has(tokens[i]?.norm ?? '') && tokens[i + 1]?.norm === 'any';
}

/**
 * A word said twice in unpunctuated speech often marks a change of speaker ("any pain | pain in my knee"), and
 * the splitter cuts there. Two cases are one speaker going on: a question whose list of symptoms goes on after
 * the repeat ("any difficulty breathing breathing fast or any wheezing"), and digits of a number said one by one
 * ("call nine one one"). Cutting there hands the rest of a question to the patient as if they had the symptoms,
 * or leaves half a phone number standing alone.
 */

/** How far after the repeat an "or any" may carry the question's list on. */
const LIST_REACH = 4;

/** The question goes on with its list after token i: "or any …" / "or …" within reach. */
function listGoesOn(tokens: readonly WordToken[], i: number): boolean {
  for (let k = i + 1; k <= i + LIST_REACH && k + 1 < tokens.length; k += 1)
    if (tokens[k]!.norm === 'or' && tokens[k + 1]!.norm === 'any') return true;
  return false;
}

/** Token i repeats the word before it, and the same speaker goes on (`asking`: the piece so far asks). */
export function repeatGoesOnAt(tokens: readonly WordToken[], i: number, asking: boolean): boolean {
  const word = tokens[i]?.norm ?? '';
  if (word === '' || tokens[i - 1]?.norm !== word) return false;
  return isNumberWord(word) || (asking && listGoesOn(tokens, i));
}
