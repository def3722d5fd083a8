import type { RecordingDto } from '@common/schemas/recording.schema';
import { useEffect, useRef } from 'react';
import type { EvidenceTarget } from '../utils/sourced-evidence';
import { formatTimestamp, transcriptLines } from '../utils/transcript-lines';

interface TranscriptViewProps {
  recording: Pick<RecordingDto, 'id' | 'transcription' | 'segments'>;
  /** The evidence span to highlight and scroll to, when it is in this transcript. */
  focus: (EvidenceTarget & { nonce: number }) | null;
}

const SPEAKER: Record<'doctor' | 'patient', string> = { doctor: 'Doctor', patient: 'Patient' };

/** The transcript line by line with timestamps and speakers when known; a clicked quote is highlighted. */
export function TranscriptView({ recording, focus }: TranscriptViewProps) {
  const text = recording.transcription ?? '';
  const lines = transcriptLines(text, recording.segments);
  const listRef = useRef<HTMLOListElement | null>(null);
  const target = focus?.recordingId === recording.id ? focus : null;

  useEffect(() => {
    const mark = target ? listRef.current?.querySelector('mark') : null;
    if (!mark) return;
    mark.scrollIntoView({ block: 'center' });
    mark.focus({ preventScroll: true });
  }, [target]);

  if (text.trim() === '') return <p className="text-sm italic text-muted-foreground">No transcript.</p>;
  return (
    <ol
      ref={listRef}
      className="max-h-72 space-y-1.5 overflow-y-auto rounded-md border bg-muted/30 p-3 text-sm"
      aria-label="Transcript"
      data-testid={`transcript-${recording.id}`}
    >
      {lines.map((line) => {
        const from = target ? Math.max(line.start, target.start) : 0;
        const to = target ? Math.min(line.end, target.end) : 0;
        const highlighted = target !== null && from < to;
        return (
          <li key={line.start} className="flex gap-2 break-words">
            {line.startTime !== null && (
              <span className="shrink-0 font-mono text-xs leading-5 text-muted-foreground">
                [{formatTimestamp(line.startTime)}]
              </span>
            )}
            <span className="min-w-0 whitespace-pre-wrap">
              {line.speaker && <span className="font-semibold">{SPEAKER[line.speaker]}: </span>}
              {highlighted ? (
                <>
                  {text.slice(line.start, from)}
                  <mark
                    tabIndex={-1}
                    className="rounded bg-yellow-200 px-0.5 text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    data-testid="transcript-highlight"
                  >
                    {text.slice(from, to)}
                  </mark>
                  {text.slice(to, line.end)}
                </>
              ) : (
                text.slice(line.start, line.end)
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
