import type { TranscriptAnalysis } from '../../shared/analysis/analysis.types';
import { draftGpSections, writeGpNote } from './gp-style/gp-note-writer';
import { decideNoteStyle, type NoteStyleOption, type StyleDecision } from './gp-style/note-style';
import { draftSections, writeNote, type ComposedNote } from './note-composer';
import type { SectionDraft } from './note-draft';

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

/** The sections drafted in the style the option or the conversation's words pick (the pipeline's compose stage). */
export function draftStyledSections(
  analysis: TranscriptAnalysis,
  option: NoteStyleOption = 'auto',
): { drafts: SectionDraft[]; decision: StyleDecision } {
  const decision = decideNoteStyle(analysis.sentences, option);
  const drafts = decision.style === 'gp' ? draftGpSections(analysis) : draftSections(analysis);
  return { drafts, decision };
}
