import { RETRACTION_CUES, RETRACTION_OTHER_PEOPLE } from '../vocabulary/correction-cue.vocab';
import { RELATIVE_WORDS } from '../vocabulary/relative-word.vocab';
import type { Mention, Sentence } from './analysis.types';
import { readCorrection } from './correction-reader';
import { stemTokens, cueIndex } from './phrase-index';

const retractionCues = cueIndex(RETRACTION_CUES);
// Words that may open a sentence before its retraction cue without saying anything of their own.
const OPENERS = new Set(['oh', 'um', 'uh', 'er', 'erm', 'and', 'but', 'so', 'no']);

/** Where the first retraction cue starts in a sentence, or -1. */
export function retractionAt(sentence: Sentence): number {
  const stems = stemTokens(sentence.tokens);
  for (let i = 0; i < stems.length; i += 1) if (retractionCues.matchAt(stems, i)) return i;
  return -1;
}

// "I think, well, no …": a few words of hedging may come before the cue that opens a sentence.
const OPENING_REACH = 3;

/** "No, sorry, …", "I think, well, no, hang on": a sentence that opens by taking back what its speaker just said. */
export function opensWithRetraction(sentence: Sentence): boolean {
  const at = retractionAt(sentence);
  const before = sentence.tokens.slice(0, Math.max(0, at));
  return at >= 0 && before.filter((token) => !OPENERS.has(token.norm)).length <= OPENING_REACH - 1;
}

/** The same speaker's next sentence in the same turn, which may still take back what this one said. */
function sameTurnNext(sentences: readonly Sentence[], sentence: Sentence): Sentence | undefined {
  const next = sentences[sentence.index + 1];
  return next && next.turnIndex === sentence.turnIndex && next.speaker === sentence.speaker ? next : undefined;
}

/**
 * "Yes, I get up at night, well, no, hang on …": an answer whose speaker takes it back after saying something, in
 * the answer itself or at the start of their next sentence. Its "yes" then answers nothing.
 */
export function answerTakenBack(sentences: readonly Sentence[], answer: Sentence): boolean {
  if (retractionAt(answer) > 0) return true;
  const next = sameTurnNext(sentences, answer);
  return next !== undefined && opensWithRetraction(next);
}

/** The sentence holding the cue that takes back what a mention said, or undefined. */
function retractingSentence(sentences: readonly Sentence[], mention: Mention): Sentence | undefined {
  const sentence = sentences[mention.sentenceIndex];
  if (!sentence) return undefined;
  const at = retractionAt(sentence);
  if (at >= mention.last) return sentence;
  const next = sameTurnNext(sentences, sentence);
  return next && opensWithRetraction(next) && at < 0 ? next : undefined;
}

// Who a finding re-said right after a retraction may be put on instead of the speaker ("… I say he snores").
const OTHER_PERSON = new Set([...RETRACTION_OTHER_PEOPLE, ...RELATIVE_WORDS]);
/** How many words before a re-said finding may name the other person it is now said of. */
const OTHER_REACH = 4;
/** How many sentences after the cue's own the re-said finding may come. */
const RESAID_REACH = 2;

/**
 * "I snore, no, sorry, it's the other way round, he snores": the finding re-said after the speaker took it back, of
 * someone else, is that person's. Written as said, it would read as the patient's.
 */
function giveToOtherPerson(
  mentions: readonly Mention[],
  sentences: readonly Sentence[],
  taken: Mention,
  cue: Sentence,
) {
  const cueAt = retractionAt(cue);
  for (const other of mentions) {
    if (other === taken || other.conceptId !== taken.conceptId || !RETRACTABLE.has(other.assertion)) continue;
    const sentence = sentences[other.sentenceIndex];
    if (!sentence || sentence.turnIndex !== cue.turnIndex || sentence.speaker !== cue.speaker) continue;
    if (other.sentenceIndex < cue.index || other.sentenceIndex > cue.index + RESAID_REACH) continue;
    if (other.sentenceIndex === cue.index && other.first < cueAt) continue;
    const before = sentence.tokens.slice(Math.max(0, other.first - OTHER_REACH), other.first);
    if (!before.some((token) => OTHER_PERSON.has(token.norm))) continue;
    other.assertion = 'family';
    other.inAssessment = false;
    other.reason = `said of someone else after the speaker took it back in sentence ${cue.index}`;
  }
}

/**
 * Sentences cut right after the cue ("… left knee, no, sorry" | "the right one"): the value set right comes in the
 * same speaker's next sentence, so the correction is read over both.
 */
function withRunOn(sentences: readonly Sentence[], cue: Sentence): Sentence {
  const next = sameTurnNext(sentences, cue);
  return next ? { ...cue, tokens: [...cue.tokens, ...next.tokens] } : cue;
}

const RETRACTABLE = new Set(['present', 'uncertain', 'historical']);
const isComplaint = (mention: Mention) => mention.kind === 'symptom' || mention.kind === 'condition';

/**
 * "I've had trouble swallowing, well, no, not swallowing, it burns", "She coughs at night, no, sorry, that's her
 * brother": a complaint its speaker takes back is not theirs, and written as said it would stand as present. It
 * becomes a denial. A cue that only sets a value right ("the left knee, no sorry, the right") is a correction.
 */
export function applyRetractions(mentions: readonly Mention[], sentences: readonly Sentence[]): void {
  for (const mention of mentions) {
    if (!isComplaint(mention) || !RETRACTABLE.has(mention.assertion)) continue;
    const cueSentence = retractingSentence(sentences, mention);
    if (!cueSentence) continue;
    const correction = readCorrection(withRunOn(sentences, cueSentence), undefined);
    const setsValue =
      correction !== null &&
      (correction.side !== undefined ||
        correction.duration !== undefined ||
        correction.dose !== undefined ||
        correction.amount !== undefined);
    if (setsValue) continue;
    mention.assertion = 'negated';
    mention.negatedToo = true;
    mention.inAssessment = false;
    mention.reason = `taken back by its speaker in sentence ${cueSentence.index}`;
    giveToOtherPerson(mentions, sentences, mention, cueSentence);
  }
}
