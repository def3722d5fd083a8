import type { DraftStatement } from '../note-draft';
import type { WriterContext } from '../writer-context';

/**
 * "Shall we say two forty this afternoon?" "Yes, that's fine.": a time the clinician proposes and the patient
 * takes is the follow-up, though nobody says "follow up". Written with the time as it was said.
 */
const PROPOSES =
  /^(?:(?:so|okay|ok|right|and|lovely),? )*(?:shall we say|how about|can you (?:come|bring \w+)(?: in)? at|could you (?:come|bring \w+)(?: in)? at)\s+(.+?)[?.]?$/i;
// The proposal names a time: a clock time, or a time of day.
const TIME =
  /\b(?:\d{1,2}(?::\d\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|half past|quarter (?:past|to)|(?:this|tomorrow) (?:morning|afternoon|evening)|today|tomorrow|monday|tuesday|wednesday|thursday|friday)\b/i;
const MAX_WORDS = 8;

/** "Appointment agreed for two forty this afternoon." from a proposed time answered yes, or null. */
export function agreedAppointment(context: WriterContext): DraftStatement | null {
  for (const pair of context.analysis.questions.values()) {
    if (pair.question.speaker !== 'doctor' || pair.polarity !== 'yes') continue;
    const time = PROPOSES.exec(pair.question.text.trim())?.[1]?.trim();
    if (!time || !TIME.test(time) || time.split(/\s+/).length > MAX_WORDS) continue;
    return {
      text: `Appointment agreed for ${time}.`,
      evidence: context.evidence([pair.question.index, pair.answer.index]),
    };
  }
  return null;
}
