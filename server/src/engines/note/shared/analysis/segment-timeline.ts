import type { EvidenceSpan, TranscriptSegment } from '@common/schemas/note.schema';
import { tokenizeWords } from './word-tokenizer';

/** A timed segment placed in the transcript: characters [start, end) were said from startTime to endTime. */
export interface TimedRange {
  start: number;
  end: number;
  startTime: number;
  endTime: number;
}

/**
 * Finds each segment's text in the transcript, in order. Segments whose words cannot be found (the transcript
 * was edited) are skipped, so their evidence simply has no audio time.
 */
export function alignSegments(transcript: string, segments: readonly TranscriptSegment[] | undefined): TimedRange[] {
  if (!segments || segments.length === 0) return [];
  const lower = transcript.toLowerCase();
  const ranges: TimedRange[] = [];
  let cursor = 0;
  for (const segment of segments) {
    const words = tokenizeWords(segment.text).map((token) => token.norm);
    if (words.length === 0) continue;
    const first = lower.indexOf(words[0]!, cursor);
    if (first < 0) continue;
    let end = first;
    let found = true;
    for (const word of words) {
      const at = lower.indexOf(word, end);
      if (at < 0 || at - end > 40) {
        found = false;
        break;
      }
      end = at + word.length;
    }
    if (!found) continue;
    ranges.push({ start: first, end, startTime: segment.start, endTime: segment.end });
    cursor = end;
  }
  return ranges;
}

/** The evidence span with the audio times of the segments it overlaps, when there are any. */
export function timeEvidence(span: EvidenceSpan, timeline: readonly TimedRange[]): EvidenceSpan {
  const overlapping = timeline.filter((range) => range.start < span.end && span.start < range.end);
  if (overlapping.length === 0) return span;
  return {
    ...span,
    startTime: Math.min(...overlapping.map((range) => range.startTime)),
    endTime: Math.max(...overlapping.map((range) => range.endTime)),
  };
}
