import {
  NOT_ASKING_BEFORE_TAKING,
  OPEN_MEDICINE_ASKING_NOUNS,
  OPEN_MEDICINE_ASKING_VERBS,
  OPEN_QUESTION_OPENERS,
} from '../vocabulary/dose-talk.vocab';

const nouns: ReadonlySet<string> = new Set(OPEN_MEDICINE_ASKING_NOUNS);
const verbs: ReadonlySet<string> = new Set(OPEN_MEDICINE_ASKING_VERBS);
const openers: ReadonlySet<string> = new Set(OPEN_QUESTION_OPENERS);
const notAsking: ReadonlySet<string> = new Set(NOT_ASKING_BEFORE_TAKING);
/** How far before the asking verb its opener may stand ("what have you been taking": four words). */
const OPENER_REACH = 4;

/** "any medicines", "what tablets": the noun asks which only with its opener right before it. */
function nounOpened(words: readonly string[], at: number): boolean {
  return openers.has(words[at - 1] ?? '');
}

/**
 * "what have you been taking", "how you're taking": the verb asks which when an opener stands a few words before
 * it, with no word between that proposes the one medicine or asks about it ("what about taking", "any reason you
 * stopped taking").
 */
function verbOpened(words: readonly string[], at: number): boolean {
  for (let k = at - 1; k >= Math.max(0, at - OPENER_REACH); k -= 1) {
    if (notAsking.has(words[k]!)) return false;
    if (openers.has(words[k]!)) return true;
  }
  return false;
}

/**
 * Where an open question asking which medicines are taken ends before word `before`: the index of its last asking
 * word ("any medicines", "what have you been taking", "how you're taking your medicines"), or -1. Only an open
 * question counts: "are you taking atorvastatin" asks about the one medicine it names, whose answer decides, and
 * "what about taking rosuvastatin" proposes it.
 */
export function openMedicineQuestionEnd(words: readonly string[], before: number): number {
  let end = -1;
  for (let at = before - 1; at >= 0; at -= 1) {
    const noun = nouns.has(words[at]!);
    if (!noun && !verbs.has(words[at]!)) continue;
    // The asking words of one question stand close together ("how you're taking your medicines").
    if (end >= 0 && end - at > OPENER_REACH) break;
    if (end < 0) end = at;
    if (noun ? nounOpened(words, at) : verbOpened(words, at)) return end;
  }
  return -1;
}
