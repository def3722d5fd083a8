// Reads a mention's status beyond ConText: from the answer to a question, a relative speaking, or a past date.

import type { Assertion } from '../../../../coding/clinical-finding';
import { CONTRAST_CUES } from '../vocabulary/context-trigger.vocab';
import { EVENT_CONCEPTS } from '../vocabulary/event-concept.vocab';
import type { Sentence } from './analysis.types';
import type { ContextResult } from './assertion-context';
import { readPastDate } from './event-timing';
import type { RawMention } from './mention-finder';
import type { QuestionAnswer } from './question-answer';
import { saidWords } from './word-tokenizer';

/** Status of a concept asked about: the answer decides, unless the question itself is about someone else. */
export function readAnsweredStatus(
  context: Assertion,
  polarity: QuestionAnswer['polarity'],
  single: boolean,
  trigger?: string,
): Assertion | null {
  // "Any cancer in the family?" "I was adopted.": nobody is known to have it, nor known not to.
  if (polarity === 'unknown') return null;
  // "Is it different from a sinus infection?" "Yes.": the answer confirms what it is not.
  if (context === 'negated' && trigger !== undefined && CONTRAST_CUES.includes(trigger))
    return polarity === 'yes' ? 'negated' : null;
  if (context === 'family' || context === 'hypothetical') return context;
  if (polarity === 'no') return 'negated';
  if (polarity === 'yes') return single ? (context === 'historical' ? 'historical' : 'present') : 'uncertain';
  return null;
}

// "History of a stroke" is a past stroke; "diagnosed with pneumonia" yesterday is not.
const PAST_HISTORY_PHRASES = new Set([
  'history of',
  'past medical history',
  'medical history',
  'past history of',
  'h/o',
  'status post',
  's/p',
]);

/**
 * A status the sentence's words give beyond ConText: what a parent says of their own health is family history, an
 * event dated months or years back or said as a "history of" is past (with its date).
 */
export function refineStatus(
  item: RawMention,
  assertion: Assertion,
  context: ContextResult,
  sentence: Sentence,
  ownedBySpeaker: boolean,
): { assertion: Assertion; time?: string } {
  if (ownedBySpeaker && (assertion === 'present' || assertion === 'historical')) return { assertion: 'family' };
  const dated = context.datedBy ? saidWords(sentence.tokens, context.datedBy) : undefined;
  if (assertion === 'historical') return dated ? { assertion, time: dated } : { assertion };
  if (assertion !== 'present' || !EVENT_CONCEPTS.has(item.conceptId)) return { assertion };
  const past = readPastDate(sentence.tokens, item);
  if (past) return { assertion: 'historical', time: past };
  return context.historyPhrase && PAST_HISTORY_PHRASES.has(context.historyPhrase)
    ? { assertion: 'historical' }
    : { assertion };
}
