import type { Assertion } from '../../../../coding/clinical-finding';
import type { Mention, Sentence } from './analysis.types';

/** Words that may open a sentence before the first item of a list that goes on ("uh , seizure , stroke …"). */
const LIST_OPENERS = new Set(['uh', 'um', 'and', 'or', 'also', 'plus', 'as', 'well', 'then']);
/** The status a list carries on into the next sentence: what may happen (a differential is not carried). */
const CARRIED: ReadonlySet<Assertion> = new Set(['hypothetical']);

/** How many sentences back (in the same turn) the list may have started: a clause may sit between. */
const LOOK_BACK = 2;

const isComplaint = (mention: Mention) => mention.kind === 'symptom' || mention.kind === 'condition';

/** The sentence opens straight with a finding: nothing but list openers before its first mention. */
function opensWithFinding(sentence: Sentence, mentions: readonly Mention[]): boolean {
  const first = Math.min(...mentions.map((m) => m.first));
  return sentence.tokens.slice(0, first).every((token) => LIST_OPENERS.has(token.norm));
}

/**
 * "Risks of surgery include infection, need for further surgery … Uh, seizure, stroke, permanent numbness,
 * weakness or even death.": a sentence that is only a list, a sentence or two after the clinician's list of what may
 * happen in the same turn, goes on with that list, so its findings take the same status.
 */
export function carryListStatus(mentions: readonly Mention[], sentences: readonly Sentence[]): void {
  for (const sentence of sentences) {
    if (sentence.speaker !== 'doctor') continue;
    const own = mentions.filter((m) => m.sentenceIndex === sentence.index && isComplaint(m));
    if (own.length === 0 || own.some((m) => m.assertion !== 'present' || m.reason !== 'no context trigger')) continue;
    if (!opensWithFinding(sentence, own)) continue;
    const earlier = sentences
      .slice(Math.max(0, sentence.index - LOOK_BACK), sentence.index)
      .filter((s) => s.turnIndex === sentence.turnIndex)
      .map((s) => s.index);
    const before = mentions.filter((m) => earlier.includes(m.sentenceIndex) && CARRIED.has(m.assertion));
    const carried = before[before.length - 1];
    if (!carried) continue;
    for (const mention of own) {
      mention.assertion = carried.assertion;
      mention.inAssessment = false;
      mention.reason = `goes on with the list of sentence ${carried.sentenceIndex} (${carried.assertion})`;
    }
  }
}
