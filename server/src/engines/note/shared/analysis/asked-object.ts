import { cueIndex } from './phrase-index';
import { LEXICON } from './concept-lexicon';
import { ASKED_OBJECT_VERB_PHRASE, DRUG_TO_ANSWERED_DOSE, NOUN_QUESTION_OPENINGS } from './speech-seam.rules';
import { readNumberAt } from './spoken-number';
import { DOSE_UNITS } from '../vocabulary/medication-sig.vocab';
import { SPOKEN_UNITS } from '../vocabulary/unit.vocab';
import type { WordToken } from './word-tokenizer';

/**
 * Questions that name what they ask about before their verb ("what tablets do you take", "what dose of the
 * sertraline are you on") and the answer run on after that verb in unpunctuated speech. Pure helpers for the
 * speech seams.
 */

// A question's own verb or subject: once said, the question no longer waits for one.
export const QUESTION_VERBS = new Set([
  ...['do', 'does', 'did', 'is', 'are', 'was', 'were', 'have', 'has', 'had', 'can', 'could', 'will', 'would'],
  ...['should', 'you', 'your', 'i', 'he', 'she', 'it', 'they', 'we'],
]);
// Small words inside a named object that do not make it longer ("dose of the sertraline" names two things).
const OBJECT_FUNCTION_WORDS = new Set(['of', 'the', 'a', 'an', 'your', 'his', 'her', 'their']);
const verbPhrase = new Set(ASKED_OBJECT_VERB_PHRASE);
const toDose = new Set(DRUG_TO_ANSWERED_DOSE);
const openings = cueIndex(NOUN_QUESTION_OPENINGS);
const drugIndex = LEXICON.drugs;

// How far back from a seam the opening of a noun question is looked for (opening, object and verb phrase).
const OPENING_REACH = 8;

/**
 * The noun question opened nearest before token i in the piece starting at `last` ("and the knees | and what
 * tablets do you take"): where its object starts and ends (at its first verb or subject, or at i) and how many
 * content words name it. Null when no noun question opens there.
 */
export function namedObject(
  tokens: readonly WordToken[],
  last: number,
  i: number,
): { opening: string; start: number; from: number; to: number; size: number } | null {
  for (let start = i - 1; start >= Math.max(last, i - OPENING_REACH); start -= 1) {
    // On the words as said: "what's" has its verb already.
    const norms = tokens.slice(start, start + 3).map((token) => token.norm);
    const opening = openings.matchAt(norms, 0);
    if (!opening) continue;
    const from = start + opening.last;
    let to = from;
    while (to < i && !QUESTION_VERBS.has(tokens[to]!.norm)) to += 1;
    const size = tokens.slice(from, to).filter((token) => !OBJECT_FUNCTION_WORDS.has(token.norm)).length;
    return { opening: norms.slice(0, opening.last).join(' '), start, from, to, size };
  }
  return null;
}

/** Only the verb phrase of a question ("do you take", "are you on") stands from token `from` up to token i. */
export function onlyVerbPhrase(tokens: readonly WordToken[], from: number, i: number): boolean {
  return i > from && tokens.slice(from, i).every((token) => verbPhrase.has(token.norm));
}

/** A number with a unit of dose at token k ("ten milligrams", "75mcg"). */
export function doseNumberAt(tokens: readonly WordToken[], k: number): boolean {
  const number = readNumberAt(tokens, k);
  if (number === null) return false;
  // The splitter sees words before the normalise stage: "five mils" is read through the spoken units.
  const unit = tokens[number.last]?.norm ?? '';
  if (number.suffix !== undefined || (SPOKEN_UNITS[unit] ?? unit) in DOSE_UNITS) return true;
  // "two point five two point five milligrams": a number said twice has its unit after the second.
  const again = readNumberAt(tokens, number.last);
  return again !== null && again.value === number.value && doseNumberAt(tokens, number.last);
}

/**
 * "and what tablets do you take | levothyroxine seventy-five micrograms", "which inhaler are you on | clenil one
 * hundred micrograms": after a what-question has named its object and said its verb, a drug said with its dose is
 * the answer. Without the dose the drug may still be asked about ("what tablets do you take for it, aspirin?").
 */
export function answersAskedObjectAt(tokens: readonly WordToken[], stems: readonly string[], last: number, i: number) {
  const asked = namedObject(tokens, last, i);
  if (!asked || !/^(what|which)/.test(asked.opening) || asked.size < 1) return false;
  if (!onlyVerbPhrase(tokens, asked.to, i)) return false;
  const drug = drugIndex.matchAt(stems, i);
  if (!drug) return false;
  const after = toDose.has(tokens[drug.last]?.norm ?? '') ? drug.last + 1 : drug.last;
  return doseNumberAt(tokens, after);
}

/**
 * "and the ramipril | that's five milligrams": a "that's" right after a drug's name, followed by a dose, says
 * the drug's dose; no sentence starts there (a dose cut off from two drugs named before it is nobody's).
 */
export function dosesDrugAt(tokens: readonly WordToken[], stems: readonly string[], i: number): boolean {
  if (!toDose.has(tokens[i]?.norm ?? '') || !doseNumberAt(tokens, i + 1)) return false;
  for (let j = Math.max(0, i - 4); j < i; j += 1) if (drugIndex.matchAt(stems, j)?.last === i) return true;
  return false;
}

/**
 * "start miralax | that's polyethylene glycol seventeen grams": a "that's" right after a medicine's name, followed
 * by another name of the same medicine, says what the medicine is; no sentence (or turn) starts there, so the dose
 * said after the second name stays with the clinician who named the first.
 */
export function renamesDrugAt(tokens: readonly WordToken[], stems: readonly string[], i: number): boolean {
  if (!toDose.has(tokens[i]?.norm ?? '')) return false;
  const again = drugIndex.matchAt(stems, i + 1);
  if (!again || again.entry.isClass) return false;
  for (let j = Math.max(0, i - 4); j < i; j += 1) {
    const named = drugIndex.matchAt(stems, j);
    if (named?.last === i && named.entry.id === again.entry.id) return true;
  }
  return false;
}
