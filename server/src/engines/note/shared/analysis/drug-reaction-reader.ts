import { lookupTable } from '../../../../lib/lookup-table';
import { PURPOSE_BACK_REFERENCES, TAKEN_FOR_WORDS } from '../vocabulary/drug-intolerance.vocab';
import type { WordToken } from './word-tokenizer';

/**
 * Allergies said as reactions ("you suffer from itching with the methylprednisolone", "the reaction to
 * dexamethasone", "that doesn't agree with me"): a drug the patient reacted to is an allergy or intolerance
 * even when nobody says "allergic". A side effect warned about ("it can cause a rash") or a drug given for the
 * symptom ("Benadryl for the itching") is none, so those are left alone.
 */
const REACTIONS: Readonly<Record<string, string>> = lookupTable({
  reaction: 'reaction',
  reactions: 'reaction',
  reacted: 'reaction',
  itching: 'itching',
  itched: 'itching',
  itchy: 'itching',
  rash: 'rash',
  rashes: 'rash',
  hives: 'hives',
  swelling: 'swelling',
  swelled: 'swelling',
  swell: 'swelling',
  swells: 'swelling',
  swollen: 'swelling',
  // "Angioedema caused by the ramipril": the swelling named as the clinician names it.
  angioedema: 'angioedema',
});
/** The reaction a word names ("hives", "itched"), if any. */
export const drugReactionWord = (word: string): string | undefined => REACTIONS[word];

// Talk of what a drug might do, or of people in general, is a warning, not the patient's reaction.
const WARNING = new Set([
  'may',
  'might',
  'can',
  'could',
  'if',
  'side',
  'risk',
  'watch',
  'people',
  'some',
  'rare',
  'rarely',
  'common',
]);
// Between a drug and the symptom: "cream for the rash", "the swelling went down with the prednisone" treat it;
// "… your apixaban, right, keep the rash clean" is care advice for the symptom, run on from talk of the drug.
const TREATS = new Set(
  'for help helps helped treat treats relieve relieves control soothe down better improved improving stopped away gone cleared resolved less relief worked works keep clean wash cover'.split(
    ' ',
  ),
);
const REACH = 6;
const takenFor = new Set(TAKEN_FOR_WORDS);
const purposeBack = new Set(PURPOSE_BACK_REFERENCES);
/** How far after the drug "for …" may say what it is taken for ("fluticasone nasal spray for …"). */
const PURPOSE_REACH = 3;

/**
 * "I use fluticasone spray for my hay fever", "cetirizine because the pollen makes me itchy": the drug is taken for
 * what the sentence names, unless the clause points back at it ("because it gave me hives").
 */
function takenForSomething(words: readonly string[], drug: { last: number }): boolean {
  const at = words.findIndex((word, i) => i >= drug.last && i < drug.last + PURPOSE_REACH && takenFor.has(word));
  return at >= 0 && !purposeBack.has(words[at + 1] ?? '');
}

/** The reaction the sentence ties to the drug at [first, last), or null when it names none. */
export function drugReaction(tokens: readonly WordToken[], drug: { first: number; last: number }): string | null {
  const words = tokens.map((token) => token.norm);
  if (words.some((word) => WARNING.has(word))) return null;
  if (disagrees(words)) return 'intolerance';
  if (takenForSomething(words, drug)) return null;
  for (let i = 0; i < words.length; i++) {
    const reaction = REACTIONS[words[i]!];
    if (!reaction) continue;
    const [from, to] = i < drug.first ? [i + 1, drug.first] : [drug.last, i];
    if (to - from > REACH) continue;
    if (words.slice(Math.max(0, from - 2), to).some((word) => TREATS.has(word))) continue;
    return reaction;
  }
  return null;
}

// "It doesn't agree with me" / "does not agree with me".
function disagrees(words: readonly string[]): boolean {
  const at = words.findIndex((word, i) => word === 'agree' && words[i + 1] === 'with' && words[i + 2] === 'me');
  return (
    at > 0 && ['not', "n't", "doesn't", "didn't", 'never'].some((w) => words.slice(Math.max(0, at - 2), at).includes(w))
  );
}
