import { familySentences } from '../family-history-writer';
import { writeHistoryLists, writePertinentNegatives } from '../history-writer';
import { openingStatement, writeHpi } from '../hpi-writer';
import { block, type DraftBlock, type DraftStatement, type SectionDraft } from '../note-draft';
import type { WriterContext } from '../writer-context';

import type { Mention, Sentence } from '../../../shared/analysis/analysis.types';
import { joinList, unique, writePhrase } from '../written-form';
import { statesDiagnosis } from './gp-impression-writer';
import { telephoneOpening } from './telephone-opening';

// How UK GP records label the history lists; the list writers' own sentences are cut down to the items.
const LIST_LABELS: ReadonlyArray<readonly [heading: string, label: string, items: RegExp]> = [
  ['MEDICATIONS', 'DH', /(?:reports taking|medications include) (.+?)\.?$/],
  ['ALLERGIES', 'Allergies', /^(?:Allergies: )?(.+?)\.?$/],
];

// Items keep their case (brand names are capitalised); only "No known drug allergies" reads on after a label.
const labelled = (label: string, text: string, statement: DraftStatement): DraftStatement => ({
  text: `${label}: ${text.replace(/^No known\b/, 'no known')}${/[.!?]$/.test(text) ? '' : '.'}`,
  evidence: statement.evidence,
});

/** "PMH: asthma." from "The patient reports a history of asthma."; a sentence of another shape keeps its words. */
export function asListLine(heading: string | undefined, statement: DraftStatement): DraftStatement {
  const found = LIST_LABELS.find(([known]) => known === heading);
  const items = found?.[2].exec(statement.text)?.[1];
  return found && items ? labelled(found[1], items, statement) : statement;
}

/** "No cough or fever." from "She denies cough or fever.": GP notes record negatives bare. */
export function asNegatives(statement: DraftStatement): DraftStatement {
  const denied = /^.*?\bdenies (.+)$/.exec(statement.text)?.[1];
  return denied ? { text: `No ${denied}`, evidence: statement.evidence } : statement;
}

const COMPLAINT_KINDS = new Set(['symptom', 'condition', 'medication']);

// Said about the patient: the patient's "I / my", or the clinician's "you / your".
const PATIENT_OWN = /\b(i|i'm|i've|my|me)\b/i;
const CLINICIAN_TO_PATIENT = /\b(you|your|you're|you've)\b/i;

function isPatients(context: WriterContext, mention: Mention): boolean {
  const sentence = context.sentences[mention.sentenceIndex]!;
  if (mention.historyOf) return true;
  // "I think you've got a urine infection" is today's diagnosis, whoever the recogniser says spoke it.
  if (statesDiagnosis(sentence)) return false;
  return (sentence.speaker === 'patient' ? PATIENT_OWN : CLINICIAN_TO_PATIENT).test(sentence.text);
}

/**
 * PMH: the patient's own conditions named while taking the history. Written before the story, and after the
 * clinician's stated diagnoses were taken, so today's diagnosis is the impression and not past history.
 */
function pastHistory(context: WriterContext): DraftStatement | null {
  const conditions = unique(
    context.analysis.mentions.filter(
      (m) =>
        m.kind === 'condition' &&
        (m.assertion === 'present' || m.assertion === 'historical') &&
        context.sentences[m.sentenceIndex]?.phase === 'history' &&
        !context.used.has(m.sentenceIndex) &&
        isPatients(context, m),
    ),
    (m) => m.conceptId,
  );
  if (conditions.length === 0) return null;
  return {
    text: `PMH: ${joinList(conditions.map((m) => writePhrase(m.display.split(' '))))}.`,
    evidence: context.evidence(conditions.flatMap((m) => m.evidenceSentences)),
  };
}

// "Have you tried anything?" "Some drops": the question turned statement says "has tried anything", which says nothing.
const SAYS_NOTHING = /\b(?:has|have|had) (?:\w+ )?(?:tried|taken|done|used|had|noticed) anything\b/;

// "Do you get any warning?" "Yes, zigzag lines": the question said back reads "gets any warning"; affirmed, it is
// "some". A denial ("does not take any", "denies any") keeps its "any".
const NEGATIVE = /\b(?:no|not|never|denies|without|none|nor)\b|n't\b/i;
export function asAffirmed(statement: DraftStatement): DraftStatement {
  if (NEGATIVE.test(statement.text) || !/\bany\b/i.test(statement.text)) return statement;
  return { ...statement, text: statement.text.replace(/\bany\b/gi, 'some') };
}

/** FAMILY HISTORY: what was said about relatives' (and friends') illnesses and medicines, each sentence naming whose it is. */
function familyLines(context: WriterContext): DraftStatement[] {
  const lines: DraftStatement[] = [];
  for (const index of familySentences(context)) {
    const sentence = context.sentences[index]!;
    if (context.used.has(index) || sentence.isQuestion) continue;
    const text = context.rewrite(sentence);
    if (!text) continue;
    lines.push({ text, evidence: context.evidence([index]) });
    context.used.add(index);
  }
  return lines;
}

/**
 * SUBJECTIVE, as a GP writes it: the presenting complaint, a short history in the patient's words with the
 * negatives that were asked, PMH, DH and allergy lines, then social and family history under their own headings
 * (so whose illness it is never depends on a reader knowing "FH:"). Relatives' illnesses are taken first so
 * they never read as the patient's story.
 */
export function writeGpHistory(context: WriterContext): SectionDraft {
  const blocks: DraftBlock[] = [];
  // Taken before the history: the impression, the advice after it and the safety-netting.
  const planned = new Set(context.used);
  const clinical = (sentence: Sentence) => context.mentionsOf(sentence).some((m) => COMPLAINT_KINDS.has(m.kind));
  for (const index of telephoneOpening(context.sentences, clinical)) context.used.add(index);
  const complaint = context.analysis.chiefComplaint;
  if (complaint) {
    const evidence = complaint.evidence.map((span) => context.timed(span));
    blocks.push(block('paragraph', [{ text: `${complaint.text}.`, evidence }], { heading: 'PRESENTING COMPLAINT' }));
  }
  const family = familyLines(context);
  const pmh = pastHistory(context);
  const social: DraftStatement[] = [];
  // The built one-liner only repeats the presenting complaint; a one-liner the clinician dictated stays.
  const opening = context.analysis.patient.summary ? null : openingStatement(context)?.text;
  const story = writeHpi(context, social)
    .flatMap((hpi) => hpi.statements)
    .filter((statement) => statement.text !== opening && !SAYS_NOTHING.test(statement.text))
    .map(asAffirmed);
  const negatives = writePertinentNegatives(context);
  if (negatives) story.push(asNegatives(negatives));
  if (story.length > 0) blocks.push(block('paragraph', story, { heading: 'HISTORY' }));
  const lists = writeHistoryLists(context, planned)
    .filter((list) => list.heading !== 'MEDICAL HISTORY')
    .flatMap((list) => list.statements.map((statement) => asListLine(list.heading, statement)));
  const lines = [...(pmh ? [pmh] : []), ...lists];
  if (lines.length > 0) blocks.push(block('lines', lines));
  if (social.length > 0) blocks.push(block('paragraph', social, { heading: 'SOCIAL HISTORY' }));
  if (family.length > 0) blocks.push(block('lines', family, { heading: 'FAMILY HISTORY' }));
  return { section: 'subjective', blocks };
}
