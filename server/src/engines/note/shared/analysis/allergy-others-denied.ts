import type { Mention, QuestionAnswer, Sentence } from './analysis.types';
import { ALLERGEN_SET_APART, OTHERS_DENIAL_OPENERS, OTHERS_ONLY } from '../vocabulary/allergy-denial.vocab';

const setApart = new Set(ALLERGEN_SET_APART);
const others = new Set(OTHERS_ONLY);
const openers = new Set(OTHERS_DENIAL_OPENERS);
const BARE_NO = new Set(['no', 'nope', 'nah']);
const DENIES = new Set([...OTHERS_DENIAL_OPENERS, "n't", "isn't", "wasn't", "aren't"]);
/** How far before the allergen a word may set it apart ("besides the oxybutynin problem"). */
const APART_REACH = 3;
/** How far after a denial word the "other" may come ("no known other allergies", "nothing much else"). */
const OTHERS_REACH = 3;

const wordsOf = (sentence: Sentence) => sentence.tokens.map((token) => token.norm);

/** "No other allergies", "nothing else": a denial of further allergies only, from word `from` on. */
export function deniesOnlyOthers(words: readonly string[], from = 0): boolean {
  return words.some(
    (word, i) => i >= from && openers.has(word) && words.slice(i + 1, i + 1 + OTHERS_REACH).some((w) => others.has(w)),
  );
}

/**
 * An allergen denied only by a denial of further allergies stands: "Codeine, no other allergies", "any allergies
 * besides the tramadol problem?" "No.", or in speech the question glued to its answer ("any allergies at all sesame
 * nothing else"). The denial leaves the named one out. An allergen denied in its own words before it ("not allergic
 * to penicillin, no other allergies") stays denied.
 */
export function keepAllergensSetApart(
  mentions: readonly Mention[],
  sentences: readonly Sentence[],
  questions: ReadonlyMap<number, QuestionAnswer>,
): void {
  for (const mention of mentions) {
    if (mention.kind !== 'allergy' || mention.assertion !== 'negated') continue;
    const sentence = sentences[mention.sentenceIndex];
    if (!sentence) continue;
    const words = wordsOf(sentence);
    if (words.slice(0, mention.first).some((word) => DENIES.has(word))) continue;
    const apart = words.slice(Math.max(0, mention.first - APART_REACH), mention.first).some((w) => setApart.has(w));
    const answer = questions.get(sentence.index)?.answer;
    const othersAfter = deniesOnlyOthers(words, mention.last);
    // "No, nothing else" answers no to what was asked first; "nothing else" alone leaves it standing.
    const answered = answer && answer !== sentence ? wordsOf(answer) : [];
    const bareNo = BARE_NO.has(answered[0] ?? '') && !others.has(answered[1] ?? '');
    const othersAnswered = !bareNo && deniesOnlyOthers(answered);
    if (!apart && !othersAfter && !othersAnswered) continue;
    mention.assertion = 'present';
    mention.negatedToo = false;
    mention.reason = 'named, then only further allergies denied';
  }
}
