import type { EvidenceSpan, SoapSection } from '@common/schemas/note.schema';

/** One written sentence of the note and the transcript spans it rests on. */
export interface DraftStatement {
  text: string;
  evidence: EvidenceSpan[];
}

/**
 * A run of statements laid out one way: a paragraph, a bullet ("• Label: …"), or one statement per line. A
 * block may open a heading ("HISTORY OF PRESENT ILLNESS"); the heading is printed once, before its first block.
 */
export interface DraftBlock {
  heading?: string;
  label?: string;
  layout: 'paragraph' | 'bullet' | 'lines';
  statements: DraftStatement[];
}

export interface SectionDraft {
  section: SoapSection;
  blocks: DraftBlock[];
}

export function block(
  layout: DraftBlock['layout'],
  statements: DraftStatement[],
  extra: Pick<DraftBlock, 'heading' | 'label'> = {},
): DraftBlock {
  return { layout, statements, ...extra };
}

/** Drops statements with no evidence or no text, and blocks left empty: nothing unsupported reaches the note. */
export function keepSupported(blocks: readonly DraftBlock[]): DraftBlock[] {
  return blocks
    .map((draft) => ({
      ...draft,
      statements: draft.statements.filter((s) => s.text.trim() !== '' && s.evidence.length > 0),
    }))
    .filter((draft) => draft.statements.length > 0);
}
