import { ECHO_BOUND_PHRASES } from '../vocabulary/advice-echo.vocab';
import type { Mention, Sentence } from './analysis.types';
import { cueIndex, stemTokens } from './phrase-index';

/** How many sentences back the advice echoed may have been said (a "that means …" may sit between). */
const LOOK_BACK = 3;
/** How many words of the advice besides the finding an echo repeats: a list, not a lone word. */
const MIN_OTHER_WORDS = 2;

const bounds = cueIndex(ECHO_BOUND_PHRASES);
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

/** Tokens [from, to) are acknowledgements only ("okay", "got it", "thank you"); an empty stretch is too. */
function onlyBounds(stems: readonly string[], from: number, to: number): boolean {
  for (let k = from; k < to;) {
    const match = bounds.matchAt(stems, k);
    if (!match) return false;
    k = match.last;
  }
  return true;
}

/**
 * The finding sits in a run of the advice's own words and everything else in the sentence is acknowledgement
 * ("Okay. High temperature, vomiting, back pain. Thank you."): the speaker says nothing of their own around it.
 * "I have already got vomiting, high temperature, back pain" has words of the patient's own before the run.
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
  return (
    last - first - (mention.last - mention.first) >= MIN_OTHER_WORDS &&
    onlyBounds(stems, 0, first) &&
    onlyBounds(stems, last, stems.length)
  );
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
    // Only the patient says advice back; a clinician's list is their own history or findings.
    if (sentence?.speaker !== 'patient') continue;
    const advice = adviceBefore(mention, mentions, sentences).find((s) => echoes(sentence, mention, s));
    if (!advice) continue;
    mention.assertion = 'hypothetical';
    mention.inAssessment = false;
    mention.reason = `repeats back the advice of sentence ${advice.index}`;
  }
}
