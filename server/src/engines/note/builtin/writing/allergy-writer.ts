import type { Mention } from '../../shared/analysis/finding-extractor';
import { deniesOnlyOthers } from '../../shared/analysis/allergy-others-denied';
import { asksDrugReactions } from '../../shared/analysis/allergy-topic';
import { answerPolarity } from '../../shared/analysis/question-answer';
import { ALLERGENS } from '../../shared/vocabulary/allergen.vocab';
import { OTHERS_ONLY } from '../../shared/vocabulary/allergy-denial.vocab';
import { drugReaction } from '../../shared/analysis/drug-reaction-reader';
import { allAllergensDenied } from './all-allergens-denied';
import { allergenName } from './allergen-name';
import { gluedAllergyDenial } from './glued-allergy-denial';
import type { DraftStatement } from './note-draft';
import { unique } from './written-form';
import type { WriterContext } from './writer-context';

const ALLERGY = /^allerg/;

// "Amoxicillin, my face swelled up when I was little": the reaction was long ago, the allergy is still the patient's.
const STILL_ALLERGIC = new Set(['present', 'historical']);

// Allergens that are medicines all the same (sulfa drugs, contrast and iodine given in hospital): one of them named
// says the drug allergies were not all denied.
const MEDICINE_LIKE = new Set(['allergen-sulfa', 'allergen-contrast', 'allergen-iodine']);
/** Allergens no medicine is: pollen, foods, latex, stings. */
const NOT_MEDICINES: ReadonlySet<string> = new Set(
  ALLERGENS.map((entry) => entry.id).filter((id) => !MEDICINE_LIKE.has(id)),
);

const HEDGES = new Set(['think', 'maybe', 'might', 'possibly', 'perhaps', 'probably']);

const NO_ALLERGIES =
  /\b(?:no|n't have (?:any|no)|not have any)\s+(?:(?:known|drug|medication|medicine|any)\s+)*allerg(?:y|ies)\b|\bnot allergic to anything\b/i;

function allergenItem(context: WriterContext, m: Mention): string {
  const name = allergenName(m, context.sentences[m.sentenceIndex]?.tokens.slice(m.first, m.last) ?? []);
  // A drug allergy said as a reaction keeps what the reaction was ("methylprednisolone (itching)").
  // "Latex gives me a rash": an allergen other than a medicine keeps its reaction too.
  const reaction = m.attributes.reaction ?? drugReaction(context.sentences[m.sentenceIndex]?.tokens ?? [], m);
  const said = reaction && reaction !== 'reaction' ? [reaction] : [];
  // "I think I'm allergic to contrast": kept (a lost allergy is worse), but as the patient hedged it.
  const before = context.sentences[m.sentenceIndex]?.tokens.slice(0, m.first) ?? [];
  if (before.some((token) => HEDGES.has(token.norm))) said.push('possible');
  return said.length > 0 ? `${name} (${said.join(', ')})` : name;
}

/** ALLERGIES: the allergens named, and "No known drug allergies" when the drug allergies were denied. */
export function writeAllergies(context: WriterContext): DraftStatement[] {
  const named = unique(
    context.analysis.mentions.filter((m) => m.kind === 'allergy' && STILL_ALLERGIC.has(m.assertion)),
    (m) => m.conceptId,
  );
  const denied = named.every((m) => NOT_MEDICINES.has(m.conceptId)) ? drugAllergiesDenied(context) : null;
  if (named.length === 0) return denied ? [{ text: NKDA, evidence: context.evidence(denied) }] : [];
  const listed = `Allergies: ${named.map((m) => allergenItem(context, m)).join(', ')}.`;
  const said = named.flatMap((m) => m.evidenceSentences);
  // "Codeine. No other allergies.": the list is complete, as the patient said.
  const othersDenied = context.sentences.some(
    (s) =>
      (!s.isQuestion &&
        wordsAt(context, s.index).some((w) => ALLERGY.test(w)) &&
        deniesOnlyOthers(wordsAt(context, s.index))) ||
      (asksOtherAllergies(wordsAt(context, s.index)) && context.analysis.questions.get(s.index)?.polarity === 'no'),
  );
  const text = othersDenied && !denied ? `${listed} No other allergies.` : listed;
  // "Allergies: grass pollen. No known drug allergies.": with only other allergens named, the drug allergies the
  // patient denied are said too, as a prescriber needs them.
  if (!denied) return [{ text, evidence: context.evidence(said) }];
  return [{ text: `${text} ${NKDA}`, evidence: context.evidence([...said, ...denied]) }];
}

const NKDA = 'No known drug allergies.';

/** "Any other allergies?", "allergies to anything else?": asked after one was named. */
const OTHER_REACH = 3;
const asksOtherAllergies = (words: readonly string[]) =>
  words.some(
    (word, i) =>
      ALLERGY.test(word) &&
      words.slice(Math.max(0, i - OTHER_REACH), i + OTHER_REACH + 1).some((w) => OTHER_WORDS.has(w)),
  );
const OTHER_WORDS: ReadonlySet<string> = new Set(OTHERS_ONLY);

const wordsAt = (context: WriterContext, index: number) =>
  context.sentences[index]?.tokens.map((token) => token.norm) ?? [];

/** The sentences that deny drug allergies: the "no" to an allergy question, or a denial said outright. */
function drugAllergiesDenied(context: WriterContext): number[] | null {
  for (const pair of context.analysis.questions.values()) {
    // "Ever reacted badly to any medicines?" "No." asks for the drug allergies as well as "any allergies?" does.
    const asksAllergies =
      pair.question.tokens.some((token) => ALLERGY.test(token.norm)) || asksDrugReactions(pair.question);
    // "Any other allergies besides the codeine?" "No, no other allergies.": one was named, so none is denied all.
    const onlyOthers =
      asksOtherAllergies(wordsAt(context, pair.question.index)) ||
      deniesOnlyOthers(wordsAt(context, pair.answer.index));
    if (asksAllergies && pair.polarity === 'no' && !onlyOthers) return [pair.question.index, pair.answer.index];
  }
  // "No, I don't have no allergies" said after the clinician's own aside, so it answers no question pair.
  const stated = context.sentences.find(
    (sentence) => (!sentence.isQuestion && NO_ALLERGIES.test(sentence.text)) || gluedAllergyDenial(sentence),
  );
  if (stated) return [stated.index];
  const allDenied = allAllergensDenied(context);
  if (allDenied) return allDenied;
  // "ever reacted badly to any medicines | i don't think so": speech may lose the question mark, and the pair.
  const asked = context.sentences.find((sentence) => asksDrugReactions(sentence) && !sentence.isQuestion);
  const next = asked && context.sentences[asked.index + 1];
  return next && next.speaker === 'patient' && answerPolarity(next.tokens) === 'no' ? [asked.index, next.index] : null;
}
