import { ASKING_WORDS, OWN_STORY_WORDS } from '../vocabulary/asked-in-run.vocab';
import type { Mention, Sentence } from './analysis.types';
import { isQuestionTopic } from './question-topic';

/**
 * Unpunctuated speech can run a question and its answer into one sentence ("any chest pain or breathlessness on
 * the stairs no chest pain"): the items asked were read as present, and the denial after them did not reach them.
 * An item named again later in the run as denied, with asking words around it and no first-person story between,
 * was asked and answered "no"; the other items of the same question go with it, as a written "No chest pain." to
 * the question does. Speech only: punctuation already parts the question from its answer.
 */
const asking = new Set(ASKING_WORDS);
const ownStory = new Set(OWN_STORY_WORDS);
/** The most words between the question's first item and the denial that answers it. */
const MAX_RUN_WORDS = 25;
/** How far back from an item its own asking or first-person word may stand ("any chest pain", "i keep seeing"). */
const LEAD_WORDS = 4;

const isComplaint = (mention: Mention) => mention.kind === 'symptom' || mention.kind === 'condition';

function wordsBetween(sentence: Sentence, from: number, to: number): string[] {
  return sentence.tokens.slice(Math.max(0, from), to).map((token) => token.norm);
}

/**
 * Who the item's nearest lead word says it is: asked ("any floaters"), told ("i keep seeing floaters", the
 * speaker's own, though a question follows), or neither within reach.
 */
function leadOf(sentence: Sentence, item: Mention): 'asked' | 'told' | null {
  for (let k = item.first - 1; k >= Math.max(0, item.first - LEAD_WORDS); k -= 1) {
    const word = sentence.tokens[k]!.norm;
    if (asking.has(word)) return 'asked';
    if (ownStory.has(word)) return 'told';
  }
  return null;
}

/** The asked item the denial answers: present, the same concept, before it in the run, asked and not told. */
function askedItem(sentence: Sentence, own: readonly Mention[], denial: Mention): Mention | undefined {
  return own.find(
    (item) =>
      item.assertion === 'present' &&
      item.conceptId === denial.conceptId &&
      item.last <= denial.first &&
      denial.first - item.first <= MAX_RUN_WORDS &&
      leadOf(sentence, item) !== 'told' &&
      wordsBetween(sentence, item.first - LEAD_WORDS, denial.first).some((word) => asking.has(word)) &&
      !wordsBetween(sentence, item.last, denial.first).some((word) => ownStory.has(word)),
  );
}

/** Items of a spoken question denied by name later in the same run take the denial. */
export function applyAskedInRun(mentions: Mention[], sentences: readonly Sentence[]): void {
  for (const sentence of sentences) {
    if (!sentence.spoken) continue;
    const own = mentions.filter((m) => m.sentenceIndex === sentence.index && isComplaint(m));
    for (const denial of own.filter((m) => m.assertion === 'negated')) {
      const first = askedItem(sentence, own, denial);
      if (!first) continue;
      for (const item of own) {
        if (item.assertion !== 'present' || item.first < first.first || item.last > denial.first) continue;
        // "any wheezing with your asthma … no wheezing": the known problem is the topic, not asked.
        if (isQuestionTopic(sentence.tokens, item, own)) continue;
        item.assertion = 'negated';
        item.negatedToo = true;
        item.inAssessment = false;
        item.reason = `asked in the run and answered "no" (${denial.term})`;
      }
    }
  }
}
