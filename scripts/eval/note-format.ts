import type { NoteResult } from '../../server/src/engines/note/note.engine';

const HEADINGS = [
  ['SUBJECTIVE', 'subjective'],
  ['OBJECTIVE', 'objective'],
  ['ASSESSMENT', 'assessment'],
  ['PLAN', 'plan'],
] as const;

/** The note as plain text: the four SOAP sections under their headings, as it is printed and scored. */
export function formatNoteText(note: Pick<NoteResult, 'subjective' | 'objective' | 'assessment' | 'plan'>): string {
  return HEADINGS.map(([heading, key]) => [heading, note[key]].filter((part) => part.trim() !== '').join('\n\n')).join(
    '\n\n',
  );
}
