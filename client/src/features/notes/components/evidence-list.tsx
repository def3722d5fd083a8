import type { NoteStatement } from '@common/schemas/note.schema';
import { Quote } from 'lucide-react';

/** The transcript quotes each statement of a section rests on, folded away until asked for. */
export function EvidenceList({ statements }: { statements: NoteStatement[] }) {
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
            <p className="font-medium">{statement.text}</p>
            {statement.evidence.map((span) => (
              <blockquote
                key={`${span.start}-${span.end}`}
                className="flex gap-1.5 border-l-2 border-primary/50 pl-2 italic text-muted-foreground"
              >
                <Quote className="mt-0.5 h-3 w-3 shrink-0" aria-hidden="true" />
                {span.quote}
              </blockquote>
            ))}
          </li>
        ))}
      </ul>
    </details>
  );
}
