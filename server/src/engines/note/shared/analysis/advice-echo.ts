import { ECHO_BOUND_WORDS } from '../vocabulary/advice-echo.vocab';
import type { Mention, Sentence } from './analysis.types';
import { stemTokens } from './phrase-index';

/** How many sentences back the advice echoed may have been said (a "that means …" may sit between). */
const LOOK_BACK = 3;
/** How many words of the advice besides the finding an echo repeats: a list, not a lone word. */
const MIN_OTHER_WORDS = 2;

const bounds: ReadonlySet<string> = new Set(ECHO_BOUND_WORDS);
const isComplaint = (mention: Mention) => mention.kind === 'symptom' || mention.kind === 'condition';

/** The sentences a few back that name, as what may come, a finding (the advice a patient may say back). */
function adviceBefore(mention: Mention, mentions: readonly Mention[], sentences: readonly Sentence[]): Sentence[] {
  const at = new Set(
    mentions
      .filter(
        (m) =>
          isComplaint(m) &&
          m.assertion === 'hypothetical' &&
          m.sentenceIndex < mention.sentenceIndex &&
          m.sentenceIndex >= mention.sentenceIndex - LOOK_BACK,
      )
      .map((m) => m.sentenceIndex),
  );
  return [...at].map((index) => sentences[index]!);
}

/**
 * The finding sits in a run of the advice's own words that only acknowledgements or the sentence's edges close
 * ("Okay. High temperature, vomiting, back pain. Thank you."): the speaker says nothing of their own around it.
 */
function echoes(sentence: Sentence, mention: Mention, advice: Sentence): boolean {
  const said = new Set(stemTokens(advice.tokens));
  const stems = stemTokens(sentence.tokens);
  // "back or side pain" advised, "back pain" said back: each of the finding's own words was in the advice.
  if (stems.slice(mention.first, mention.last).some((stem) => !said.has(stem))) return false;
  let first = mention.first;
  let last = mention.last;
  while (first > 0 && said.has(stems[first - 1]!)) first -= 1;
  while (last < stems.length && said.has(stems[last]!)) last += 1;
  const closed = (k: number) => k < 0 || k >= stems.length || bounds.has(sentence.tokens[k]!.norm);
  return last - first - (mention.last - mention.first) >= MIN_OTHER_WORDS && closed(first - 1) && closed(last);
}

/**
 * "If you start vomiting or can't open your bowels, go to A&E." — "Right. Stuck, painful, vomiting, A&E.": a
 * patient repeating back what to look out for names what may come, not what they have. Read on its own the bare
 * list has no trigger and was written as the patient's complaint, a symptom they had just denied. Only a finding
 * named inside words all taken from advice that named what may come counts; anything of the patient's own
 * beside it ("I've been vomiting") keeps it present.
 */
export function applyAdviceEchoes(mentions: Mention[], sentences: readonly Sentence[]): void {
  for (const mention of mentions) {
    if (!isComplaint(mention) || mention.assertion !== 'present' || mention.reason !== 'no context trigger') continue;
    const sentence = sentences[mention.sentenceIndex];
    const advice = sentence && adviceBefore(mention, mentions, sentences).find((s) => echoes(sentence, mention, s));
    if (!advice) continue;
    mention.assertion = 'hypothetical';
    mention.inAssessment = false;
    mention.reason = `repeats back the advice of sentence ${advice.index}`;
  }
}
