import type { EvidenceSpan, NoteStatement } from '@common/schemas/note.schema';
import { Quote } from 'lucide-react';

interface EvidenceListProps {
  /** Statements with the recording their quotes come from (when known, the quotes can be clicked). */
  statements: Array<NoteStatement & { recordingId?: number }>;
  /** When given, each quote is a button that shows its place in the transcript and the audio. */
  onSelect?: (recordingId: number, span: EvidenceSpan) => void;
}

/** The transcript quotes each statement of a section rests on, folded away until asked for. */
export function EvidenceList({ statements, onSelect }: EvidenceListProps) {
  const supported = statements.filter((statement) => statement.evidence.length > 0);
  if (supported.length === 0) return null;
  return (
    <details className="group rounded-md border bg-muted/40 px-3 py-2 text-sm">
      <summary className="cursor-pointer select-none font-medium text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        Supporting transcript quotes ({supported.length})
      </summary>
      <ul className="mt-2 space-y-2">
        {supported.map((statement, index) => (
          <li key={`${statement.section}-${index}`} className="space-y-1">
            <p className="break-words font-medium">{statement.text}</p>
            {statement.evidence.map((span) => {
              const recordingId = statement.recordingId;
              return (
                <blockquote
                  key={`${span.start}-${span.end}`}
                  className="flex gap-1.5 border-l-2 border-primary/50 pl-2 italic text-muted-foreground"
                >
                  <Quote className="mt-0.5 h-3 w-3 shrink-0" aria-hidden="true" />
                  {onSelect && recordingId !== undefined ? (
                    <button
                      type="button"
                      className="break-words text-left underline decoration-dotted underline-offset-2 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      onClick={() => onSelect(recordingId, span)}
                      aria-label={`Show in transcript: ${span.quote}`}
                      data-testid="evidence-quote"
                    >
                      {span.quote}
                    </button>
                  ) : (
                    <span className="break-words">{span.quote}</span>
                  )}
                </blockquote>
              );
            })}
          </li>
        ))}
      </ul>
    </details>
  );
}
