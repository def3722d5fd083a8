import { OPEN_MEDICINE_ASKING_WORDS, OPEN_QUESTION_OPENERS } from '../vocabulary/dose-talk.vocab';

const asking: ReadonlySet<string> = new Set(OPEN_MEDICINE_ASKING_WORDS);
const openers: ReadonlySet<string> = new Set(OPEN_QUESTION_OPENERS);
/** How far before the asking word its opener may stand ("what have you been taking": four words). */
const OPENER_REACH = 4;

/**
 * Where an open question asking which medicines are taken ends before word `before`: the index of its last asking
 * word ("any medicines", "what have you been taking", "how you're taking your medicines"), or -1. Only an open
 * question counts, one with "any", "what", "which" or "how" just before the asking word: "are you taking
 * atorvastatin" asks about the one medicine it names, whose answer decides.
 */
export function openMedicineQuestionEnd(words: readonly string[], before: number): number {
  for (let at = before - 1; at >= 0; at -= 1) {
    if (!asking.has(words[at]!)) continue;
    const opened = words.slice(Math.max(0, at - OPENER_REACH), at).some((word) => openers.has(word));
    return opened ? at : -1;
  }
  return -1;
}
