import type { NoteStatement, SoapSection } from '@common/schemas/note.schema';
import type { TranscriptAnalysis } from '../../shared/analysis/analysis.types';
import { writeAssessmentAndPlan } from './assessment-plan-writer';
import { writeObjective } from './objective-writer';
import { writeSubjective } from './subjective-writer';
import { withUnwrittenDoses } from './unwritten-dose';
import { WriterContext } from './writer-context';
import { keepSupported, type DraftBlock, type SectionDraft } from './note-draft';

export interface ComposedNote {
  sections: Record<SoapSection, string>;
  statements: NoteStatement[];
}

function layoutBlock(draft: DraftBlock): string {
  const texts = draft.statements.map((statement) => statement.text);
  if (draft.layout === 'bullet') return `• ${draft.label ?? ''}: ${texts.join(' ')}`;
  if (draft.layout === 'lines') return texts.join('\n');
  return texts.join(' ');
}

/**
 * Lays the drafts out as note text (headings in capitals on their own line, a blank line between parts,
 * bullets kept together) and lists every statement with its evidence. Unsupported statements never get here.
 */
export function composeNote(drafts: readonly SectionDraft[]): ComposedNote {
  const sections: Record<SoapSection, string> = { subjective: '', objective: '', assessment: '', plan: '' };
  const statements: NoteStatement[] = [];
  for (const draft of drafts) {
    const parts: string[] = [];
    let previousBullet = false;
    for (const item of keepSupported(draft.blocks)) {
      if (item.heading) parts.push(`${parts.length > 0 ? '\n' : ''}${item.heading}\n`);
      const text = layoutBlock(item);
      const joinToPrevious = item.layout === 'bullet' && previousBullet && !item.heading;
      parts.push(joinToPrevious || parts.length === 0 || item.heading ? text : `\n${text}`);
      previousBullet = item.layout === 'bullet';
      for (const statement of item.statements)
        statements.push({ section: draft.section, text: statement.text, evidence: statement.evidence });
    }
    sections[draft.section] = parts.join('\n').trim();
  }
  return { sections, statements };
}

/**
 * Drafts the SOAP sections from the analysis. Sections are written history first, then objective, then
 * assessment and plan, so each transcript sentence lands in one place only.
 */
export function draftSections(analysis: TranscriptAnalysis): SectionDraft[] {
  const context = new WriterContext(analysis);
  const subjective = writeSubjective(context);
  const objective = writeObjective(context);
  const [assessment, plan] = writeAssessmentAndPlan(context);
  return withUnwrittenDoses(context, [subjective, objective, assessment, plan], 'bullet');
}

/** Drafts and lays out the note in one call (the engine runs these as separate stages, with the support check). */
export function writeNote(analysis: TranscriptAnalysis): ComposedNote {
  return composeNote(draftSections(analysis));
}
