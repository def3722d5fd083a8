import {
  NO_RETRACTION_CUES,
  RETRACTION_OTHER_PEOPLE,
  WEAK_CUE_FOLLOWERS,
  WEAK_NO_RETRACTION_CUES,
} from '../vocabulary/correction-cue.vocab';
import { RELATIVE_WORDS } from '../vocabulary/relative-word.vocab';
import type { Sentence } from './analysis.types';
import { ANSWER_FILLERS, NO_OPENINGS } from './answer-polarity.rules';
import { hedgedNoEndAt } from './hedged-answer';
import { cueIndex, stemTokens } from './phrase-index';

const strongCues = cueIndex(NO_RETRACTION_CUES);
const weakCues = cueIndex(WEAK_NO_RETRACTION_CUES);
const noOpenings = cueIndex(NO_OPENINGS);
const fillers = cueIndex(ANSWER_FILLERS);
const followers = new Set(WEAK_CUE_FOLLOWERS);
const OTHER_PERSON = new Set([...RETRACTION_OTHER_PEOPLE, ...RELATIVE_WORDS]);
/** Words that may close the "no" before what takes it back ("i don't think so no | well yes"). */
const NO_TAILS = new Set(['no', 'nope', 'so', 'well', 'um', 'uh', 'er', 'erm', 'hmm', 'oh']);
/** How many words after the "no" a cue that takes it back may start ("i don't think so | um actually yes"). */
const STRONG_REACH = 4;
/** How many words after the cue may name someone else, whose the "yes" then is ("well yes, my wife does"). */
const OTHER_REACH = 4;

/** How many sentences the same speaker goes straight on with that are read with the answer (speech cuts them). */
const GOES_ON_REACH = 2;

/** The answer's words and the words of what its speaker goes straight on with; `cueEnd` bounds where a cue may be. */
function answerWords(sentences: readonly Sentence[], answer: Sentence): { stems: string[]; cueEnd: number } {
  const tokens = [...answer.tokens];
  let cueEnd = tokens.length;
  for (let k = 1; k <= GOES_ON_REACH; k += 1) {
    const next = sentences[answer.index + k];
    if (!next || next.turnIndex !== answer.turnIndex || next.speaker !== answer.speaker) break;
    tokens.push(...next.tokens);
    if (k === 1) cueEnd = tokens.length;
  }
  return { stems: stemTokens(tokens), cueEnd };
}

/** Where the "no" the answer opens with ends, past its fillers and trailing words; -1 when it opens with none. */
function noOpeningEnd(stems: readonly string[]): number {
  let i = 0;
  for (let match = fillers.matchAt(stems, i); match; match = fillers.matchAt(stems, i)) i = match.last;
  const hedged = hedgedNoEndAt(stems, i);
  if (hedged !== null) return hedged;
  return noOpenings.matchAt(stems, i)?.last ?? -1;
}

const namesOtherPerson = (stems: readonly string[], from: number) =>
  stems.slice(from, from + OTHER_REACH).some((stem) => OTHER_PERSON.has(stem));

/**
 * "I don't think so … well, yes, a bit last week", "not that I know of, actually yes, now you mention it": an answer
 * that opens with "no" and takes it back at once says yes after all. A bare "a bit" counts only right after the
 * "no" and before nothing but when it was ("no, a bit tired though" keeps the "no" for what was asked); a "yes"
 * said of someone else ("well yes, my husband does") takes nothing back.
 */
export function noTakenBack(sentences: readonly Sentence[], answer: Sentence): boolean {
  const { stems, cueEnd } = answerWords(sentences, answer);
  const end = noOpeningEnd(stems);
  if (end < 0) return false;
  let at = end;
  while (NO_TAILS.has(stems[at] ?? '')) at += 1;
  // Only right after the "no": a "well yes" further on answers something said since.
  for (let i = Math.min(end, at); i < Math.min(cueEnd, at + STRONG_REACH); i += 1) {
    const strong = strongCues.matchAt(stems, i);
    if (strong) return !namesOtherPerson(stems, strong.last);
  }
  const weak = at < cueEnd ? weakCues.matchAt(stems, at) : null;
  if (!weak) return false;
  const after = stems[weak.last];
  return after === undefined || (followers.has(after) && !namesOtherPerson(stems, weak.last));
}
