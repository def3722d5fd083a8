import {
  HOW_IS_OPENINGS,
  TOPIC_ASKING_OPENINGS,
  TOPIC_LEADS,
  TOPIC_POSSESSIVES,
} from '../vocabulary/question-topic.vocab';
import type { WordToken } from './word-tokenizer';

const possessives = new Set(TOPIC_POSSESSIVES);
const leads = new Set(TOPIC_LEADS);
const howIs = new Set(HOW_IS_OPENINGS);
const copulas = new Set(['is', 'are', 'was']);
const askingOpenings = new Set(TOPIC_ASKING_OPENINGS);

/**
 * Whether a problem named in a question is its topic, not an item asked about: "any wheezing or cough with your
 * asthma" asks about wheezing and cough in a patient known to have asthma; "how is your back pain" takes the back
 * pain as known. A "no" to such a question leaves the problem as it was said.
 */
export function isQuestionTopic(
  tokens: readonly WordToken[],
  span: { first: number },
  findings: readonly { first: number }[],
): boolean {
  const before = tokens[span.first - 1]?.norm ?? '';
  if (!possessives.has(before)) return false;
  const word = (k: number) => tokens[k]?.norm ?? '';
  // "how about your hands, any tingling": "how about" asks after the thing itself, it sets no topic.
  if (leads.has(word(span.first - 2))) return !askingOpenings.has(word(span.first - 3));
  // "how's your back pain and any numbness": a topic only beside an item asked; "how's your back pain?" "No, gone."
  // asks after the problem itself.
  if (!findings.some((other) => other.first !== span.first)) return false;
  return howIs.has(word(span.first - 2)) || (copulas.has(word(span.first - 2)) && howIs.has(word(span.first - 3)));
}
