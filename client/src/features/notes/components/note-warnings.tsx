import type { NoteWarning } from '@common/schemas/note.schema';
import { AlertTriangle } from 'lucide-react';

interface NoteWarningsProps {
  warnings: readonly NoteWarning[] | undefined;
}

/** The note engine's warnings about a draft, shown above it so nobody signs confident nonsense. */
export function NoteWarnings({ warnings }: NoteWarningsProps) {
  if (!warnings || warnings.length === 0) return null;
  return (
    <section
      aria-label="Draft warnings"
      role="status"
      className="space-y-1 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <h3 className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="h-4 w-4" />
        Check this draft
      </h3>
      <ul className="list-disc space-y-1 pl-6">
        {warnings.map((warning) => (
          <li key={warning.code} data-code={warning.code}>
            {warning.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
