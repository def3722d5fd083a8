import { FILLER_WORDS, LEADING_WORDS } from '../vocabulary/filler.vocab';
import { CLOSING_DENIALS, IRONIC_DENIALS } from '../vocabulary/negation-trigger.vocab';
import type { Mention, Sentence } from './analysis.types';
import { cueIndex, stemTokens } from './phrase-index';

const ironies = cueIndex(IRONIC_DENIALS);
// Words that may stand around the finding and the wry answer without saying anything of their own ("um", "no").
const idle: ReadonlySet<string> = new Set([...FILLER_WORDS, ...LEADING_WORDS, ...CLOSING_DENIALS]);
const isComplaint = (mention: Mention) => mention.kind === 'symptom' || mention.kind === 'condition';

const idleRun = (sentence: Sentence, from: number, to: number) =>
  sentence.tokens.slice(from, to).every((token) => idle.has(token.norm));

/** Where the wry answer ends if it starts at token `at` and only idle words follow it; -1 otherwise. */
function ironyFrom(sentence: Sentence, at: number): number {
  const match = ironies.matchAt(stemTokens(sentence.tokens), at);
  return match && idleRun(sentence, match.last, sentence.tokens.length) ? match.last : -1;
}

/** The finding is said alone and the wry answer follows it: later in the sentence, or as the turn's next sentence. */
function answeredWryly(mention: Mention, sentences: readonly Sentence[]): boolean {
  const sentence = sentences[mention.sentenceIndex]!;
  if (!idleRun(sentence, 0, mention.first)) return false;
  for (let at = mention.last; at < sentence.tokens.length; at += 1) {
    if (ironyFrom(sentence, at) > 0) return true;
    if (!idle.has(sentence.tokens[at]!.norm)) return false;
  }
  const next = sentences[mention.sentenceIndex + 1];
  if (!next || next.turnIndex !== sentence.turnIndex || next.speaker !== sentence.speaker) return false;
  let at = 0;
  while (at < next.tokens.length && idle.has(next.tokens[at]!.norm)) at += 1;
  return ironyFrom(next, at) > 0;
}

/**
 * "Have you lost any weight?" "Lost weight, I wish. No.": the patient says the finding back and answers it wryly.
 * Read alone the echo had no trigger and was written as weight loss, the very thing denied. Only a finding said
 * with nothing else of the patient's own, the wry phrase closing the sentence or opening the next, is denied.
 */
export function applyIronicDenials(mentions: Mention[], sentences: readonly Sentence[]): void {
  for (const mention of mentions) {
    if (!isComplaint(mention) || mention.assertion !== 'present' || mention.reason !== 'no context trigger') continue;
    if (sentences[mention.sentenceIndex]?.speaker !== 'patient' || !answeredWryly(mention, sentences)) continue;
    mention.assertion = 'negated';
    mention.inAssessment = false;
    mention.reason = 'said back and answered wryly ("I wish")';
  }
}
