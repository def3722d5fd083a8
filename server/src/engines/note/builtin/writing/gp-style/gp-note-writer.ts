import type { TranscriptAnalysis } from '../../../shared/analysis/analysis.types';
import { composeNote, type ComposedNote } from '../note-composer';
import type { SectionDraft } from '../note-draft';
import { writeObjective } from '../objective-writer';
import { withUnwrittenDoses } from '../unwritten-dose';
import { WriterContext } from '../writer-context';
import { writeGpHistory } from './gp-history-writer';
import { writeStatedImpressions } from './gp-impression-writer';
import { takeAdviceAfterImpression, writeGpImpressionAndPlan } from './gp-plan-writer';
import { UK_WRITTEN_FORMS } from './gp-style.vocab';
import { writeSafetyNetting } from './safety-net-writer';

/** EXAMINATION and INVESTIGATIONS: the SOAP note's vitals, exam and results, as plain lines without system labels. */
export function asGpExamination(objective: SectionDraft): SectionDraft {
  const examination = objective.blocks.filter((draft) => draft.heading !== 'RESULTS');
  const results = objective.blocks.filter((draft) => draft.heading === 'RESULTS');
  const lines = (drafts: typeof examination, heading: string) =>
    drafts.length > 0 ? [{ layout: 'lines' as const, heading, statements: drafts.flatMap((d) => d.statements) }] : [];
  return {
    section: 'objective',
    blocks: [...lines(examination, 'EXAMINATION'), ...lines(results, 'INVESTIGATIONS')],
  };
}

const spellUk = (text: string) => UK_WRITTEN_FORMS.reduce((out, [pattern, form]) => out.replace(pattern, form), text);

function withUkSpelling(draft: SectionDraft): SectionDraft {
  return {
    ...draft,
    blocks: draft.blocks.map((b) => ({ ...b, statements: b.statements.map((s) => ({ ...s, text: spellUk(s.text) })) })),
  };
}

/**
 * The note as a UK GP writes up a consultation, in the four fields of the SOAP record: history, examination,
 * impression, plan with safety-netting. Safety-netting and stated diagnoses are taken first so they are written
 * where a GP looks for them, not in the history; every statement keeps the sentence(s) it rests on.
 */
export function draftGpSections(analysis: TranscriptAnalysis): SectionDraft[] {
  const context = new WriterContext(analysis);
  const safetyNetting = writeSafetyNetting(context);
  const stated = takeAdviceAfterImpression(context, writeStatedImpressions(context));
  const history = writeGpHistory(context);
  const examination = asGpExamination(writeObjective(context));
  const [impression, plan] = writeGpImpressionAndPlan(context, stated, safetyNetting);
  return withUnwrittenDoses(context, [history, examination, impression, plan], 'lines').map(withUkSpelling);
}

/** Drafts and lays out the GP note in one call (the engine runs these as separate stages, with the support check). */
export function writeGpNote(analysis: TranscriptAnalysis): ComposedNote {
  return composeNote(draftGpSections(analysis));
}
