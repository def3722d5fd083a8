import { deniesOnlyOthers } from '../../shared/analysis/allergy-others-denied';
import type { WriterContext } from './writer-context';

/**
 * "I'm not allergic to amoxicillin, and no other allergies either": the one allergen named is denied and so are
 * the rest, so nothing is left: the patient has no known allergy. Returns the sentences that say so, or null. A
 * denial of the others after an allergen that stands ("codeine, no other allergies") says nothing of the kind.
 */
export function allAllergensDenied(context: WriterContext): number[] | null {
  const mentions = context.analysis.mentions.filter((m) => m.kind === 'allergy');
  if (mentions.some((m) => m.assertion !== 'negated')) return null;
  for (const sentence of context.sentences) {
    if (sentence.isQuestion || sentence.speaker !== 'patient') continue;
    if (!deniesOnlyOthers(sentence.tokens.map((token) => token.norm))) continue;
    // The allergen denied in the same sentence, or earlier in the same turn ("Not to penicillin. Nothing else.").
    const denied = mentions.find((m) => {
      const said = context.sentences[m.sentenceIndex];
      return said !== undefined && said.turnIndex === sentence.turnIndex && said.index <= sentence.index;
    });
    if (denied) return [...new Set([denied.sentenceIndex, sentence.index])];
  }
  return null;
}
