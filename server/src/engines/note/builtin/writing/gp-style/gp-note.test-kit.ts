import type { NoteStatement } from '@common/schemas/note.schema';
import { analyzeTranscript } from '../../../shared/analysis/transcript-analyzer';
import { toSpeechStyle } from '../../../shared/speech-style';
import { WriterContext } from '../writer-context';
import { writeGpNote } from './gp-note-writer';

/** Each test dialogue as written and as a speech recogniser gives it (lower case, no punctuation, no labels). */
export const BOTH_FORMS = [
  ['written', (text: string) => text],
  ['speech', toSpeechStyle],
] as const;

export const gpContext = (transcript: string) => new WriterContext(analyzeTranscript(transcript));

export function gpNote(transcript: string) {
  return writeGpNote(analyzeTranscript(transcript));
}

/** Every statement rests on words of the transcript: its evidence quotes are there, where they say. */
export function unsupported(transcript: string, statements: readonly NoteStatement[]): string[] {
  return statements
    .filter(
      (s) =>
        s.evidence.length === 0 || s.evidence.some((span) => transcript.slice(span.start, span.end) !== span.quote),
    )
    .map((s) => s.text);
}
