import { CORRECTION_CUES } from '../vocabulary/correction-cue.vocab';
import type { Mention, Sentence } from './analysis.types';
import { stemTokens, cueIndex } from './phrase-index';

/** Cues that swap one word for another in what was just said ("… any back pain, I mean belly pain"). */
const SWAPPING = CORRECTION_CUES.filter((cue) => /\b(mean|meant|rather|should say)\b/.test(cue));
const swapIndex = cueIndex(SWAPPING);
/** Words that may stand between the cue and the finding ("I mean the belly pain"). */
const LEAD_WORDS = new Set(['the', 'a', 'an', 'any', 'my', 'no']);

const isComplaint = (mention: Mention) => mention.kind === 'symptom' || mention.kind === 'condition';

/** The token where a swapping cue ends right before the mention's words, or -1. */
function swapCueEnd(sentence: Sentence, mention: Mention): number {
  const stems = stemTokens(sentence.tokens);
  for (let start = Math.max(0, mention.first - 5); start < mention.first; start += 1) {
    const match = swapIndex.matchAt(stems, start);
    if (!match || match.last > mention.first) continue;
    const between = sentence.tokens.slice(match.last, mention.first);
    if (between.every((token) => LEAD_WORDS.has(token.norm))) return start;
  }
  return -1;
}

/**
 * "I wouldn't say any back pain, I mean belly pain": the finding a speaker swaps in takes the place of the one just
 * denied, and so is denied too. The one denied is the last complaint said before the cue, in the same sentence or
 * in the speaker's sentence just before.
 */
export function carryDenialThroughSwap(mentions: readonly Mention[], sentences: readonly Sentence[]): void {
  for (const mention of mentions) {
    if (!isComplaint(mention) || mention.assertion !== 'present') continue;
    const sentence = sentences[mention.sentenceIndex]!;
    const cue = swapCueEnd(sentence, mention);
    if (cue < 0) continue;
    const previous = sentences[sentence.index - 1];
    const sameSpeaker = previous?.speaker === sentence.speaker && previous.turnIndex === sentence.turnIndex;
    const before = mentions.filter(
      (other) =>
        isComplaint(other) &&
        other.conceptId !== mention.conceptId &&
        ((other.sentenceIndex === sentence.index && other.last <= cue) ||
          (cue === 0 && sameSpeaker && other.sentenceIndex === previous.index)),
    );
    const replaced = before.sort((a, b) => a.sentenceIndex - b.sentenceIndex || a.first - b.first).at(-1);
    if (replaced?.assertion !== 'negated') continue;
    mention.assertion = 'negated';
    mention.negatedToo = true;
    mention.inAssessment = false;
    mention.reason = `said in place of "${replaced.display}", denied just before`;
  }
}
