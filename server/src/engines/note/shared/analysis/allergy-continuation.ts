import { ALLERGENS } from '../vocabulary/allergen.vocab';
import type { Sentence } from './analysis.types';
import { conceptPhrases, PhraseIndex, stemTokens } from './phrase-index';

const ALLERGEN_INDEX = new PhraseIndex(conceptPhrases(ALLERGENS));

/** Words that may open a clinician's turn before the list goes on ("yeah, and …", "oh also …"). */
const OPENERS: ReadonlySet<string> = new Set(['yeah', 'yes', 'oh', 'okay', 'ok', 'right', 'um', 'uh']);
const LIST_GOES_ON: ReadonlySet<string> = new Set(['and', 'also', 'plus']);
/** A bare name, a list or "it's called …": longer clinician sentences say something else. */
const NAMING_WORDS = 8;
const CLARIFY_WORDS = 6;

export interface AllergyTalkSoFar {
  /** The allergy question was answered "yes". */
  affirmed: boolean;
  /** A medicine was already named in the exchange. */
  named: boolean;
  /** The allergy question was answered "no". */
  denied: boolean;
  /** The transcript has no speaker tags, so every speaker is a guess. */
  untagged: boolean;
}

/**
 * A clinician's sentence that still belongs to an exchange about allergies although it is no question and has no
 * allergy word. Either it goes on with the list just given ("Yeah, and Dilatrate and cyclobenzaprine" — a visiting
 * clinician's words are often tagged as the doctor's), or, after a "yes" with no name yet, it is the short naming of
 * the medicine the patient is searching for ("it's called Naprosyn", "it's a painkiller"), which speech leaves
 * without its question mark. `namesDrug` tells whether the sentence names a medicine.
 * In untagged speech (one turn) a guessed clinician's sentence naming a non-drug allergen goes on too.
 */
export function continuesAllergyTalk(sentence: Sentence, soFar: AllergyTalkSoFar, namesDrug: boolean): boolean {
  if (sentence.speaker !== 'doctor') return false;
  // Untagged speech is one turn whose speakers are guesses: "… once and the plasters the sticky ones" given to the
  // clinician still names the patient's allergen (no medicine, which a clinician's plan might name).
  const guessed = soFar.untagged && !soFar.denied;
  if (guessed && !sentence.isQuestion && ALLERGEN_INDEX.matchAll(sentence.tokens).length > 0) return true;
  if (!namesDrug) return false;
  const words = sentence.tokens.map((token) => token.norm).filter((word) => /\w/.test(word));
  const lead = words.findIndex((word) => !OPENERS.has(word));
  if (lead >= 0 && LIST_GOES_ON.has(words[lead]!) && words.length <= NAMING_WORDS) return true;
  return soFar.affirmed && !soFar.named && words.length <= CLARIFY_WORDS;
}

/**
 * "any allergies codeine okay and what brings you in today": untagged speech cuts after the question and gives the
 * patient's one-word answer to the clinician's next words. A sentence right after the allergy question that opens
 * with a medicine or allergen (`namesDrugAt`) starts with the answer, so it belongs to the exchange.
 */
export function opensWithGluedAnswer(
  sentence: Sentence,
  question: Sentence,
  soFar: AllergyTalkSoFar,
  namesDrugAt: (stems: readonly string[], at: number) => boolean,
): boolean {
  if (!soFar.untagged || soFar.denied || !question.isQuestion || sentence.index !== question.index + 1) return false;
  const lead = sentence.tokens.findIndex((token) => !OPENERS.has(token.norm));
  const stems = stemTokens(sentence.tokens);
  return lead >= 0 && (namesDrugAt(stems, lead) || ALLERGEN_INDEX.matchAt(stems, lead) !== null);
}
