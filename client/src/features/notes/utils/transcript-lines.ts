import type { EvidenceSpan, TranscriptSegment } from '@common/schemas/note.schema';

/** A stretch of the transcript: characters [start, end), said from startTime (seconds) when known. */
export interface TranscriptLine {
  start: number;
  end: number;
  startTime: number | null;
  speaker: 'doctor' | 'patient' | null;
}

/**
 * Places each timed segment in the transcript text, in order. When any segment cannot be found (the transcript
 * was edited after transcription) the whole text is one untimed line, so nothing is shown at the wrong time.
 */
export function transcriptLines(
  transcription: string,
  segments: readonly TranscriptSegment[] | null,
): TranscriptLine[] {
  const whole: TranscriptLine[] = transcription
    ? [{ start: 0, end: transcription.length, startTime: null, speaker: null }]
    : [];
  if (!segments || segments.length === 0) return whole;
  const lower = transcription.toLowerCase();
  const lines: TranscriptLine[] = [];
  let cursor = 0;
  for (const segment of segments) {
    const text = segment.text.trim().toLowerCase();
    if (text === '') continue;
    const at = lower.indexOf(text, cursor);
    if (at < 0) return whole;
    lines.push({ start: at, end: at + text.length, startTime: segment.start, speaker: segment.speaker ?? null });
    cursor = at + text.length;
  }
  return lines.length > 0 ? lines : whole;
}

/** When the evidence was said: its own time, else the start of the line it falls in; null when unknown. */
export function evidenceTime(span: EvidenceSpan, lines: readonly TranscriptLine[]): number | null {
  if (span.startTime !== undefined) return span.startTime;
  const line = lines.find((item) => item.start <= span.start && span.start < item.end);
  return line?.startTime ?? null;
}

/** Seconds as m:ss (or h:mm:ss), the way audio players show time. */
export function formatTimestamp(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
