import type { TranscriptAnalysis } from '../../shared/analysis/analysis.types';
import { draftGpSections } from './gp-style/gp-note-writer';
import { decideNoteStyle, type NoteStyleOption, type StyleDecision } from './gp-style/note-style';
import { composeNote, draftSections, type ComposedNote } from './note-composer';
import type { SectionDraft } from './note-draft';

export interface StyledNote {
  note: ComposedNote;
  decision: StyleDecision;
}

/**
 * Where the composer picks the note's style: the US SOAP note, or the UK GP consultation when the option says so
 * or, under `auto`, when the conversation's words are a UK GP's (see note-style-cue.vocab.ts). This is the
 * pipeline's compose stage.
 */
export function draftStyledSections(
  analysis: TranscriptAnalysis,
  option: NoteStyleOption = 'auto',
): { drafts: SectionDraft[]; decision: StyleDecision } {
  const decision = decideNoteStyle(analysis.sentences, option);
  const drafts = decision.style === 'gp' ? draftGpSections(analysis) : draftSections(analysis);
  return { drafts, decision };
}

/** Drafts and lays out the note in the chosen style in one call (without the pipeline's support check). */
export function writeStyledNote(analysis: TranscriptAnalysis, option: NoteStyleOption = 'auto'): StyledNote {
  const { drafts, decision } = draftStyledSections(analysis, option);
  return { note: composeNote(drafts), decision };
}
