import type { TranscriptAnalysis } from '../../shared/analysis/analysis.types';
import { writeGpNote } from './gp-style/gp-note-writer';
import { decideNoteStyle, type NoteStyleOption, type StyleDecision } from './gp-style/note-style';
import { writeNote, type ComposedNote } from './note-composer';

export interface StyledNote {
  note: ComposedNote;
  decision: StyleDecision;
}

/**
 * Where the composer picks the note's style: the US SOAP note, or the UK GP consultation when the option says so
 * or, under `auto`, when the conversation's words are a UK GP's (see note-style-cue.vocab.ts).
 */
export function writeStyledNote(analysis: TranscriptAnalysis, option: NoteStyleOption = 'auto'): StyledNote {
  const decision = decideNoteStyle(analysis.sentences, option);
  const note = decision.style === 'gp' ? writeGpNote(analysis) : writeNote(analysis);
  return { note, decision };
}
