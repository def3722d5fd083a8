import type { NoteVersionDto } from '@common/schemas/recording.schema';
import type { RequestContext } from '../../lib/request-context';
import type { NewNoteVersionRow, NoteVersionRow } from './note-versions.repository';
import type { RecordingRow } from './recordings.repository';

/** Only changes to the note itself make a version's field list (not audio links or bookkeeping). */
const NOTE_FIELDS = new Set([
  'created',
  'transcription',
  'subjective',
  'objective',
  'assessment',
  'plan',
  'codeSuggestions',
]);

export function toNoteVersionRow(row: RecordingRow, fields: string[], context: RequestContext): NewNoteVersionRow {
  return {
    recordingId: row.id,
    visitId: row.visitId,
    version: row.version,
    changedBy: context.actor.id,
    changedByRole: context.actor.role ?? 'none',
    fields: fields.filter((field) => NOTE_FIELDS.has(field)),
    note: {
      subjective: row.subjective ?? '',
      objective: row.objective ?? '',
      assessment: row.assessment ?? '',
      plan: row.plan ?? '',
      codeSuggestions: row.codeSuggestions ?? null,
    },
  };
}

export function toNoteVersionDto(row: NoteVersionRow & { changedByName: string | null }): NoteVersionDto {
  return {
    id: row.id,
    recordingId: row.recordingId,
    version: row.version,
    changedBy: row.changedBy,
    changedByName: row.changedByName,
    changedByRole: row.changedByRole,
    fields: row.fields,
    note: { ...row.note, codeSuggestions: row.note.codeSuggestions ?? [] },
    changedAt: row.changedAt.toISOString(),
  };
}
