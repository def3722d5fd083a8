import type { Sentence } from './analysis.types';
import {
  ALLERGY_CONDITION_FOLLOWERS,
  ALLERGY_STATE_ASKERS,
  MEDICINE_ASKED,
  REACTION_ASKERS,
} from './allergy-topic.rules';

const ALLERGY_WORD = /^allerg/;

/**
 * Whether an allergy word there speaks of the allergy condition (hay fever) rather than of allergens: "allergy
 * control", "allergic rhinitis", or a clinician asking how the allergies are ("the allergies, how are those?"). What
 * answers it names how the hay fever is treated ("I take the cetirizine"), never an allergen.
 */
function namesAllergyCondition(sentence: Sentence, at: number): boolean {
  const next = sentence.tokens[at + 1]?.norm ?? '';
  if (ALLERGY_CONDITION_FOLLOWERS.has(next)) return true;
  if (!sentence.isQuestion) return false;
  const words = sentence.tokens.map((token) => token.norm);
  // "How about allergies?" asks for the list; "how are your allergies?" asks how the condition is.
  return words.some((word, k) => ALLERGY_STATE_ASKERS.has(word) && words[k + 1] !== 'about');
}

/** A sentence that talks of allergens: an allergy word not used for the allergy condition. */
export function talksAllergens(sentence: Sentence): boolean {
  return sentence.tokens.some((token, at) => ALLERGY_WORD.test(token.norm) && !namesAllergyCondition(sentence, at));
}

/**
 * "Ever reacted poorly to any medications?", "any bad reactions to drugs?": a clinician's question about reactions
 * to medicines asks for the drug allergies, though it names no allergy.
 */
export function asksDrugReactions(sentence: Sentence): boolean {
  const words = sentence.tokens.map((token) => token.norm);
  return (
    sentence.speaker === 'doctor' &&
    words.some((word) => REACTION_ASKERS.has(word)) &&
    words.some((word) => MEDICINE_ASKED.has(word))
  );
}
