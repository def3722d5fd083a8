import type { EvidenceSpan, NoteStatement, TranscriptSegment } from '@common/schemas/note.schema';
import type { NoteResult } from '../note.engine';

/** A dictated section: its text and where in the transcript it was said. */
export interface DictatedSection {
  text: string;
  start: number;
  end: number;
}

export interface DictatedSections {
  assessment: DictatedSection | null;
  plan: DictatedSection | null;
}

// Spoken headings: "Assessment: …", "my assessment is …", "impression …", "Plan: …", "the plan is …".
const ASSESSMENT_HEADING = /\b(?:(?:my|the)\s+)?(?:assessment|impression)(?:\s+(?:is|was))?\s*[:,.-]?\s*/i;
const PLAN_HEADING = /\b(?:(?:my|the)\s+)?plan(?:\s+(?:is|will be))?\s*[:,.-]?\s*/i;

/**
 * Reads a doctor's dictation for spoken "Assessment … Plan …" headings. Returns what was said after each heading
 * (assessment up to the plan heading), with its character span in the transcript; null when neither was said.
 */
export function sectionDictation(transcript: string): DictatedSections | null {
  const assessmentAt = ASSESSMENT_HEADING.exec(transcript);
  const planSearchFrom = assessmentAt ? assessmentAt.index + assessmentAt[0].length : 0;
  const planMatch = PLAN_HEADING.exec(transcript.slice(planSearchFrom));
  const planAt = planMatch ? { index: planSearchFrom + planMatch.index, length: planMatch[0].length } : null;
  if (!assessmentAt && !planAt) return null;
  const section = (from: number, to: number): DictatedSection | null => {
    const raw = transcript.slice(from, to);
    const lead = raw.length - raw.trimStart().length;
    const text = raw.trim().replace(/[\s,;:-]+$/, '');
    if (text === '') return null;
    return { text: capitalize(text), start: from + lead, end: from + lead + text.length };
  };
  const assessment = assessmentAt
    ? section(assessmentAt.index + assessmentAt[0].length, planAt ? planAt.index : transcript.length)
    : null;
  const plan = planAt ? section(planAt.index + planAt.length, transcript.length) : null;
  return assessment || plan ? { assessment, plan } : null;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Where each segment was said in the transcript, by finding its text in order (skipped when not found). */
function segmentRanges(transcript: string, segments: readonly TranscriptSegment[]) {
  const lower = transcript.toLowerCase();
  const ranges: Array<{ start: number; end: number; startTime: number; endTime: number }> = [];
  let cursor = 0;
  for (const segment of segments) {
    const text = segment.text.trim().toLowerCase();
    if (text === '') continue;
    const at = lower.indexOf(text, cursor);
    if (at < 0) continue;
    ranges.push({ start: at, end: at + text.length, startTime: segment.start, endTime: segment.end });
    cursor = at + text.length;
  }
  return ranges;
}

function spanOf(transcript: string, section: DictatedSection, segments: readonly TranscriptSegment[]): EvidenceSpan {
  const span: EvidenceSpan = {
    start: section.start,
    end: section.end,
    quote: transcript.slice(section.start, section.end),
  };
  const overlapping = segmentRanges(transcript, segments).filter((r) => r.start < span.end && span.start < r.end);
  if (overlapping.length === 0) return span;
  return {
    ...span,
    startTime: Math.min(...overlapping.map((r) => r.startTime)),
    endTime: Math.max(...overlapping.map((r) => r.endTime)),
  };
}

/**
 * A doctor_review dictation: what the doctor said under "Assessment" and "Plan" becomes those sections verbatim,
 * each resting on the dictated span; the rest of the engine's note is kept. Without headings the note is unchanged.
 */
export function applyDictatedSections(
  note: NoteResult,
  transcript: string,
  segments: readonly TranscriptSegment[],
): NoteResult {
  const dictated = sectionDictation(transcript);
  if (!dictated) return note;
  const replaced = (['assessment', 'plan'] as const).filter((key) => dictated[key] !== null);
  const statements: NoteStatement[] = note.statements.filter((s) => !(replaced as string[]).includes(s.section));
  const result: NoteResult = { ...note, statements };
  for (const key of replaced) {
    const section = dictated[key];
    if (!section) continue;
    result[key] = section.text;
    statements.push({ section: key, text: section.text, evidence: [spanOf(transcript, section, segments)] });
  }
  return result;
}
