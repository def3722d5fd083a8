import type { Mention } from '../../shared/analysis/analysis.types';
import type { WriterContext } from './writer-context';

// "started" / "prescribed" tell of an earlier start ("Dr Lee started you on ramipril") unless the clinician says
// they have just done it ("I've prescribed you …").
const PAST_START = /\b(?:started|prescribed)\b/i;
const JUST_DONE = /\b(?:i|we)(?:'ve| have)(?: just)? (?:started|prescribed)\b/i;

/**
 * A medicine the clinician starts at this visit ("I'll start you on lymecycline"): the plan's, not one the patient
 * takes. Only the clinician's statement counts; the patient's "I started ibuprofen" is a medicine they take.
 */
export function prescribedToday(context: WriterContext, mention: Mention): boolean {
  const sentence = context.sentences[mention.sentenceIndex];
  if (!sentence || sentence.speaker !== 'doctor' || sentence.isQuestion) return false;
  if (mention.kind !== 'medication' || mention.attributes.action !== 'start') return false;
  return !PAST_START.test(sentence.text) || JUST_DONE.test(sentence.text);
}

// What the plan may say of a medicine the patient already takes: kept on, or its dose changed.
const TAKEN_ACTIONS = new Set(['taking', 'continue', 'increase', 'decrease', 'refill']);

/**
 * A medicine named in a sentence the plan already took ("Second, an antibiotic called lymecycline"), with no word
 * that it is one the patient takes: what the clinician offers, not a current medicine.
 */
export function offeredInPlan(planned: ReadonlySet<number>, mention: Mention): boolean {
  const action = mention.attributes.action;
  return planned.has(mention.sentenceIndex) && (action === undefined || !TAKEN_ACTIONS.has(action));
}
