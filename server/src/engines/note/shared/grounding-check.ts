import type { EvidenceSpan } from '@common/schemas/note.schema';
import type { NoteResult } from '../note.engine';
import { collectNumberValues } from './analysis/spoken-number';

/** True when the span lies inside the transcript and its quote is exactly the text at its offsets. */
export function isExactEvidence(transcript: string, span: EvidenceSpan): boolean {
  return (
    span.start >= 0 &&
    span.end > span.start &&
    span.end <= transcript.length &&
    transcript.slice(span.start, span.end) === span.quote
  );
}

/** Numbers written in the text that nobody said in the transcript (as digits or as words). */
export function inventedNumbers(text: string, transcript: string): number[] {
  const said = collectNumberValues(transcript);
  const written = [...text.matchAll(/\d+(?:,\d{3})*(?:\.\d+)?/g)].map((match) => Number(match[0].replace(/,/g, '')));
  return [...new Set(written.filter((value) => !said.has(value)))];
}

/** Share of the note's statements that rest on at least one exact transcript span (1 for a note with none). */
export function groundedShare(note: Pick<NoteResult, 'statements'>, transcript: string): number {
  if (note.statements.length === 0) return 1;
  const grounded = note.statements.filter((statement) =>
    statement.evidence.some((span) => isExactEvidence(transcript, span)),
  );
  return grounded.length / note.statements.length;
}
