import { writeFamilyHistory } from './family-history-writer';
import { block, type DraftBlock, type DraftStatement, type SectionDraft } from './note-draft';
import { writeHistoryLists, writePertinentNegatives, writeReviewOfSystems } from './history-writer';
import { writeHpi } from './hpi-writer';
import type { WriterContext } from './writer-context';

/**
 * SUBJECTIVE: chief complaint, history of present illness with pertinent negatives, history lists, social and
 * family history, and the review of systems — all from what the patient reported or answered.
 */
export function writeSubjective(context: WriterContext): SectionDraft {
  const blocks: DraftBlock[] = [];
  const complaint = context.analysis.chiefComplaint;
  if (complaint) {
    const evidence = complaint.evidence.map((span) => context.timed(span));
    blocks.push(block('paragraph', [{ text: `${complaint.text}.`, evidence }], { heading: 'CHIEF COMPLAINT' }));
  }
  const social: DraftStatement[] = [];
  const family: DraftStatement[] = [];
  const hpi = writeHpi(context, social, family);
  const negatives = writePertinentNegatives(context);
  if (negatives) {
    if (hpi[0]) hpi[0].statements.push(negatives);
    else hpi.push(block('paragraph', [negatives], { heading: 'HISTORY OF PRESENT ILLNESS' }));
  }
  blocks.push(...hpi, ...writeHistoryLists(context));
  if (social.length > 0) blocks.push(block('paragraph', social, { heading: 'SOCIAL HISTORY' }));
  blocks.push(...writeFamilyHistory(context, family), ...writeReviewOfSystems(context));
  return { section: 'subjective', blocks };
}
