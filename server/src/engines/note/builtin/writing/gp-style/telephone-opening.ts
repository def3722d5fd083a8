import type { Sentence } from '../../../shared/analysis/analysis.types';

/**
 * How a GP telephone consultation opens: who is calling and from where, checking who answered and their date of
 * birth, whether it is a good time. None of it is history; a GP's note starts at the presenting complaint.
 */
const OPENING_TALK: readonly RegExp[] = [
  /\b(?:it's|it is|this is) (?:dr|doctor)\b/i,
  /\bcalling (?:from|about)\b/i,
  /\b(?:date of birth|your full name|first line of your address)\b/i,
  /\b(?:is that|am i speaking (?:to|with)) (?:mr|mrs|ms|miss|dr)\b/i,
  /\bgood time to (?:talk|speak|chat)\b/i,
  /\bis (?:now|this) (?:still )?(?:okay|ok|alright|all right|a good time)\b/i,
  /\bsomewhere (?:private|you can talk)\b/i,
  /\b(?:booked|requested) a (?:telephone|phone) (?:appointment|call|consultation)\b/i,
];

// A date of birth said back: a month, or a year in words or digits.
const DATE_ANSWER =
  /\b(?:january|february|march|april|may|june|july|august|september|october|november|december|nineteen|two thousand|(?:19|20)\d\d)\b/i;

const IDENTITY_CHECK = /\b(?:date of birth|your full name|first line of your address)\b/i;
const GOOD_TIME =
  /\b(?:good time to (?:talk|speak|chat)|is (?:now|this) (?:still )?(?:okay|ok|alright|all right|a good time))\b/i;

/**
 * The other speaker's sentences that answer the sentence: the next turn in written text; in untagged speech (one
 * turn) only a short next sentence guessed to be theirs.
 */
function answerTurn(sentences: readonly Sentence[], asked: Sentence): Sentence[] {
  const next = sentences[asked.index + 1];
  if (!next || next.speaker === asked.speaker) return [];
  if (next.turnIndex === asked.turnIndex) return next.tokens.length <= SHORT_SENTENCE ? [next] : [];
  return sentences.filter((s) => s.turnIndex === next.turnIndex && s.speaker !== asked.speaker);
}

/** The opening comes in the first few sentences of the call. */
const OPENING_REACH = 8;

// "I'm calling about your sore throat": the reason for the call, which the patient then tells in their own words.
const CALLING_ABOUT = /\bcalling about\b/i;
const SHORT_SENTENCE = 14;

/**
 * Indexes of the sentences that only open the call (and the date of birth said back), to leave out of the note.
 * `clinical` says a sentence names a complaint: speech glued to the opening keeps it, unless it only says why the
 * clinician is calling.
 */
export function telephoneOpening(sentences: readonly Sentence[], clinical: (sentence: Sentence) => boolean): number[] {
  const opening: number[] = [];
  // Checking who is on the line may come after the first words ("How old is she? … can you confirm her date of
  // birth?"); wherever it comes it is no history.
  const reached = (sentence: Sentence) => sentence.index < OPENING_REACH || IDENTITY_CHECK.test(sentence.text);
  for (const sentence of sentences.filter(reached)) {
    if (!OPENING_TALK.some((pattern) => pattern.test(sentence.text))) continue;
    const callReason = CALLING_ABOUT.test(sentence.text) && sentence.tokens.length <= SHORT_SENTENCE;
    if (clinical(sentence) && !callReason) continue;
    opening.push(sentence.index);
    // The date said back, after a "yes" of its own in speech ("… date of birth for me | yeah | it's the third …").
    const answer = sentences
      .slice(sentence.index + 1, sentence.index + 3)
      .find((next) => DATE_ANSWER.test(next.text) && next.tokens.length <= 12);
    if (/\bdate of birth\b/i.test(sentence.text) && answer) opening.push(answer.index);
    // "Is now still okay?" "Yes, I've pulled over in the car.": where the patient is taking the call.
    if (GOOD_TIME.test(sentence.text))
      opening.push(
        ...answerTurn(sentences, sentence)
          .filter((s) => !clinical(s))
          .map((s) => s.index),
      );
  }
  return opening;
}
