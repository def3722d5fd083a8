import type { Assertion } from '../../../../coding/clinical-finding';
import type { Mention, PatientReferent, QuestionAnswer, Sentence } from './analysis.types';
import { assessContext, type ContextResult, type TokenSpan } from './assertion-context';
import type { RawMention } from './mention.types';
import { findMentions } from './mention-finder';
import { patientTokensOf } from './patient-referent';

/**
 * Whose medicine it is: "my brother has bipolar. He's on lithium." The relative a sentence speaks of (its leading
 * "he"/"she", or the answer to a question about them) takes the medicines it names as well as the illnesses, so a
 * relative's drug never lands in the patient's drug history.
 */
export function relativeMedicationStatus(
  item: Pick<RawMention, 'kind'>,
  assertion: Assertion,
  relative: string | undefined,
): { assertion: Assertion; time?: string } {
  const taken = assertion === 'present' || assertion === 'historical';
  return item.kind === 'medication' && relative !== undefined && taken ? { assertion: 'family' } : { assertion };
}

/** How many pieces back a sentence cut from unpunctuated speech may find the relative its clause began with. */
const CUT_REACH = 2;
/** The speaker or the one spoken to, before a finding: a clause of theirs, no relative's ("… | i've had a cough"). */
const FIRST_OR_SECOND_PERSON = /^(i|i'm|i've|i'd|i'll|me|my|myself|we|our|us|you|your|you're|you've)$/;

/** The sentences a speech recogniser's cut split off right before this one (no punctuation between, same turn). */
export function cutPiecesBefore(sentences: readonly Sentence[], sentence: Sentence): Sentence[] {
  const pieces: Sentence[] = [];
  let after = sentence;
  for (let k = 0; k < CUT_REACH; k += 1) {
    const before = sentences[after.index - 1];
    const gap = before ? after.start - before.end : Infinity;
    if (!before || before.turnIndex !== after.turnIndex || gap > 1 || before.isQuestion) break;
    pieces.unshift(before);
    after = before;
  }
  return pieces;
}

const shifted = (item: TokenSpan, by: number): TokenSpan => ({
  first: item.first + by,
  last: item.last + by,
  ...(item.conceptTokens ? { conceptTokens: item.conceptTokens.map((token) => token + by) } : {}),
});

/**
 * "his dad had grommets when he was little | because of glue ear", "her mum's got asthma | she's | on the purple
 * inhaler": unpunctuated speech cut into sentences at cue words loses the relative who began the clause. A
 * statement cut from the sentence before it (no punctuation between) is read again joined to it, and a finding the
 * relative's scope reaches there is the relative's, unless the speaker or the one spoken to comes in before it.
 */
export function carryRelativeAcrossCut(
  sentences: readonly Sentence[],
  sentence: Sentence,
  raw: readonly RawMention[],
  contexts: readonly ContextResult[],
  referent: PatientReferent | null,
): ContextResult[] {
  if (sentence.isQuestion) return [...contexts];
  const pieces = cutPiecesBefore(sentences, sentence);
  if (pieces.length === 0) return [...contexts];
  const before = pieces.flatMap((piece) => piece.tokens);
  const joined = [...before, ...sentence.tokens];
  const earlier = findMentions(before, false);
  const spans = [...earlier, ...raw.map((item) => shifted(item, before.length))];
  const rereads = assessContext(joined, spans, { patientTokens: patientTokensOf(joined, referent) }).slice(
    earlier.length,
  );
  return contexts.map((context, k) => {
    const reread = rereads[k]!;
    const own = context.assertion === 'present' || context.assertion === 'historical';
    const speakerFirst = sentence.tokens.slice(0, raw[k]!.first).some((t) => FIRST_OR_SECOND_PERSON.test(t.norm));
    return own && reread.assertion === 'family' && !speakerFirst ? { ...context, ...reread } : context;
  });
}

/** How many sentences back a relative's illness may be what a bare mention of it refers to. */
const SAME_ILLNESS_REACH = 3;
const SPEAKER = /^(i|i'm|i've|i'd)$/;
/** Verbs that, after "I", make the illness the speaker's own ("I had cancer too", "I've got it"). */
const OWNING = /^(have|has|had|got|get|gets|getting|was|been|suffer|suffered|take|took|taking|on)$/;
const OWNING_REACH = 3;
const ADDRESSED = /^(you|your|yourself)$/;

/** "I had it too", "my cancer": words in the sentence that make an illness the speaker's own. */
function speakerOwns(sentence: Sentence, mention: Pick<Mention, 'first'>): boolean {
  const words = sentence.tokens.map((token) => token.norm);
  if (words.slice(Math.max(0, mention.first - 2), mention.first).includes('my')) return true;
  return words.some(
    (word, k) => SPEAKER.test(word) && words.slice(k + 1, k + 1 + OWNING_REACH).some((next) => OWNING.test(next)),
  );
}

/**
 * "My parents died of cancer." "Which cancer?" "I don't know which cancer they had.": an illness said as a
 * relative's and named again just after, bare (the speaker owning nothing, and not asked about themselves), is still
 * the relative's.
 */
export function carryRelativeIllness(
  mentions: Mention[],
  sentences: readonly Sentence[],
  questions: ReadonlyMap<number, QuestionAnswer>,
): void {
  const askedBy = new Map([...questions.values()].map((pair) => [pair.answer.index, pair.question]));
  for (const mention of mentions) {
    if (mention.assertion !== 'present' || (mention.kind !== 'condition' && mention.kind !== 'symptom')) continue;
    const sentence = sentences[mention.sentenceIndex]!;
    if (sentence.speaker !== 'patient' || sentence.isQuestion || speakerOwns(sentence, mention)) continue;
    const question = askedBy.get(sentence.index);
    if (question?.tokens.some((token) => ADDRESSED.test(token.norm))) continue;
    const earlier = mentions
      .filter(
        (other) =>
          other.conceptId === mention.conceptId &&
          other.sentenceIndex < mention.sentenceIndex &&
          other.sentenceIndex >= mention.sentenceIndex - SAME_ILLNESS_REACH &&
          sentences[other.sentenceIndex]?.speaker === 'patient',
      )
      .at(-1);
    if (earlier?.assertion !== 'family') continue;
    mention.assertion = 'family';
    if (earlier.attributes.relative) mention.attributes.relative = earlier.attributes.relative;
    mention.reason = `named again after the relative's "${earlier.display}" in sentence ${earlier.sentenceIndex}`;
  }
}
