import { History } from 'lucide-react';
import { DATE_TIME_LONG_FORMAT, formatDate } from '../../../lib/format-date';
import { useNoteVersions } from '../api/get-note-versions';
import { SECTION_LABELS } from './soap-section-field';

const FIELD_LABELS: Record<string, string> = {
  ...SECTION_LABELS,
  created: 'Created the note',
  transcription: 'Transcript',
  codeSuggestions: 'Codes',
};

/** Who changed what in the note, and when: one line per save, oldest first. */
export function NoteHistory({ visitId }: { visitId: number }) {
  const versionsQuery = useNoteVersions(visitId);
  const versions = versionsQuery.data ?? [];
  return (
    <details className="rounded-md border px-3 py-2 text-sm">
      <summary className="flex cursor-pointer items-center gap-2 font-medium">
        <History className="h-4 w-4" aria-hidden="true" />
        Version history ({versions.length})
      </summary>
      {versionsQuery.isError && <p className="mt-2 text-destructive">Could not load the version history</p>}
      <ol className="mt-2 space-y-1" data-testid="note-history">
        {versions.map((version) => (
          <li key={version.id} className="break-words">
            <span className="font-medium">{formatDate(version.changedAt, DATE_TIME_LONG_FORMAT, 'Unknown time')}</span>
            {' · '}
            {version.changedByName ?? 'Unknown'}
            {' · '}
            {version.fields.length > 0
              ? version.fields.map((field) => FIELD_LABELS[field] ?? field).join(', ')
              : 'No note changes'}
          </li>
        ))}
      </ol>
    </details>
  );
}
