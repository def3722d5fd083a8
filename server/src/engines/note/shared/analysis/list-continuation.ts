import type { Assertion } from '../../../../coding/clinical-finding';
import type { Mention, Sentence } from './analysis.types';
import { stemTokens, cueIndex } from './phrase-index';

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

/**
 * Lead-ins to a list of what may come or what may cause something in general: what to look out for, the causes or
 * side effects a clinician explains. What follows is what may be, not what is there.
 */
const WATCH_PHRASES: readonly string[] = [
  'possible causes are',
  'possible causes include',
  'causes include',
  'common causes are',
  'side effects are',
  'side effects include',
  'risks include',
  'watch for',
  'watch out for',
  'look out for',
  'keep an eye out for',
  'monitor for',
  'be on the lookout for',
];
const watchIndex = cueIndex(WATCH_PHRASES);
/** How near its end a sentence may name what to watch for and still be cut inside the list. */
const WATCH_TAIL = 8;

/** Where a sentence opens a list of what to watch for without reaching any finding of it (or -1). */
function opensWatchList(sentence: Sentence, mentions: readonly Mention[]): number {
  const stems = stemTokens(sentence.tokens);
  for (let i = Math.max(0, stems.length - WATCH_TAIL); i < stems.length; i += 1) {
    const match = watchIndex.matchAt(stems, i);
    if (match && !mentions.some((m) => m.sentenceIndex === sentence.index && m.first >= match.last)) return i;
  }
  return -1;
}

/**
 * "What I want you to watch for is those infections | that don't stop … | or any changes to your abdominal
 * tract, severe diarrhea": a sentence cut (by the transcript or the speech splitter) just after "watch for" leaves
 * its list to the next sentences of the turn, so the complaints they name without a trigger of their own may come.
 * "Some possible causes are certain medications | that can be toxic to liver, alcohol abuse, hepatitis" likewise.
 */
export function carryWatchList(mentions: readonly Mention[], sentences: readonly Sentence[]): void {
  for (const opener of sentences) {
    if (opener.speaker !== 'doctor' || opensWatchList(opener, mentions) < 0) continue;
    const next = sentences.slice(opener.index + 1, opener.index + 1 + LOOK_BACK);
    // The same turn keeps to the clinician's words; in untagged speech every sentence is one turn and the guessed
    // speaker of a cut-off clause is no evidence.
    for (const sentence of next.filter((s) => s.turnIndex === opener.turnIndex)) {
      for (const mention of mentions) {
        if (mention.sentenceIndex !== sentence.index || !isComplaint(mention)) continue;
        if (mention.assertion !== 'present' || mention.reason !== 'no context trigger') continue;
        mention.assertion = 'hypothetical';
        mention.inAssessment = false;
        mention.reason = `goes on with the list opened at the end of sentence ${opener.index}`;
      }
    }
  }
}
