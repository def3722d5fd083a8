import { BODY_SYSTEMS } from '../../shared/vocabulary/vocabulary.types';
import { SYSTEM_LABELS } from '../../shared/vocabulary/ros-system.vocab';
import type { Mention } from '../../shared/analysis/finding-extractor';
import { writeAllergies } from './allergy-writer';
import { offeredInPlan, prescribedToday } from './prescribed-today';
import { block, type DraftBlock, type DraftStatement } from './note-draft';
import { capitalise, joinList, unique, writePhrase } from './written-form';
import type { WriterContext } from './writer-context';

function statementOf(context: WriterContext, text: string, mentions: readonly Mention[]): DraftStatement {
  return { text, evidence: context.evidence(mentions.flatMap((m) => m.evidenceSentences)) };
}

function historyMentions(context: WriterContext, kind: Mention['kind']): Mention[] {
  return context.analysis.mentions.filter(
    (m) => m.kind === kind && context.sentences[m.sentenceIndex]?.phase === 'history',
  );
}

/** Symptoms the patient reports or denies, by system: negated ones only when never reported present. */
function reviewedSymptoms(context: WriterContext): { present: Mention[]; denied: Mention[] } {
  const symptoms = historyMentions(context, 'symptom').filter((m) => !m.historyOf);
  const present = unique(
    symptoms.filter((m) => m.assertion === 'present'),
    (m) => m.conceptId,
  );
  const presentIds = new Set(present.map((m) => m.conceptId));
  const denied = unique(
    symptoms.filter((m) => m.assertion === 'negated' && !presentIds.has(m.conceptId) && patientDenied(context, m)),
    (m) => m.conceptId,
  );
  return { present, denied };
}

/**
 * A denial the patient gave: said in the patient's own words, or the patient's "no" to the question that named
 * it. The clinician's "you don't have a fever" is no denial until the patient answers it.
 */
function patientDenied(context: WriterContext, mention: Mention): boolean {
  if (context.sentences[mention.sentenceIndex]?.speaker === 'patient') return true;
  const pair = context.analysis.questions.get(mention.sentenceIndex);
  return pair?.polarity === 'no' && pair.answer.speaker === 'patient';
}

/**
 * "He denies fever, chills, and night sweats." — every pertinent negative of the history in one sentence, each
 * resting on the patient's own denial (its evidence).
 */
export function writePertinentNegatives(context: WriterContext): DraftStatement | null {
  const { denied } = reviewedSymptoms(context);
  if (denied.length === 0) return null;
  const terms = denied.map((m) => m.display.toLowerCase());
  return statementOf(context, `${capitalise(context.pronouns.subject)} denies ${joinList(terms)}.`, denied);
}

/** REVIEW OF SYSTEMS: one bullet per system, "Denies …" and "Endorses …". */
export function writeReviewOfSystems(context: WriterContext): DraftBlock[] {
  const { present, denied } = reviewedSymptoms(context);
  const blocks: DraftBlock[] = [];
  for (const system of BODY_SYSTEMS) {
    const endorsed = present.filter((m) => (m.system ?? 'constitutional') === system);
    const negative = denied.filter((m) => (m.system ?? 'constitutional') === system);
    const statements: DraftStatement[] = [];
    if (negative.length > 0)
      statements.push(
        statementOf(
          context,
          `Denies ${joinList(
            negative.map((m) => m.display.toLowerCase()),
            'or',
          )}.`,
          negative,
        ),
      );
    if (endorsed.length > 0)
      statements.push(statementOf(context, `Reports ${joinList(endorsed.map((m) => termWithSide(m)))}.`, endorsed));
    if (statements.length > 0)
      blocks.push(
        block('bullet', statements, {
          label: SYSTEM_LABELS[system].ros,
          heading: blocks.length === 0 ? 'REVIEW OF SYSTEMS' : undefined,
        }),
      );
  }
  return blocks;
}

function termWithSide(mention: Mention): string {
  const side = mention.attributes.laterality;
  const term = mention.display.toLowerCase();
  return side && !term.startsWith(side) ? `${side} ${term}` : term;
}

// Said about the patient: the patient's "I / my", or the clinician's "you / your".
const PATIENT_OWN = /\b(i|i'm|i've|my|me)\b/;
const CLINICIAN_TO_PATIENT = /\b(you|your|you're|you've)\b/;

function isPersonal(context: WriterContext, mention: Mention): boolean {
  const sentence = context.sentences[mention.sentenceIndex]!;
  const text = sentence.text.toLowerCase();
  return sentence.speaker === 'patient' ? PATIENT_OWN.test(text) : CLINICIAN_TO_PATIENT.test(text);
}

/** "lisinopril 20 mg daily", "Synthroid": the name as said, with the dose and frequency said with it. */
// A count of tablets or puffs says how many, not how strong: a strength said for the same medicine is the dose.
const COUNTED_DOSE = / (tablets|capsules|puffs|drops|sprays)$/;

function medicationItem(mentions: readonly Mention[]): string {
  const first = mentions[0]!;
  const doses = mentions.map((m) => m.attributes.dose).filter((dose): dose is string => dose !== undefined);
  const dose = doses.find((said) => !COUNTED_DOSE.test(said)) ?? doses[0];
  const frequency = mentions.find((m) => m.attributes.frequency)?.attributes.frequency;
  return `${writePhrase(first.display.split(' '))}${dose ? ` ${dose}` : ''}${frequency ? ` ${frequency}` : ''}`;
}

/**
 * CURRENT MEDICATIONS, ALLERGIES and MEDICAL HISTORY lists from what was said during the history. `planned`: the
 * sentences a plan writer already took, whose medicines are offered today unless said to be taken or kept on.
 */
export function writeHistoryLists(context: WriterContext, planned: ReadonlySet<number> = new Set()): DraftBlock[] {
  const blocks: DraftBlock[] = [];
  const conditions = unique(
    historyMentions(context, 'condition').filter(
      (m) => (m.assertion === 'present' || m.assertion === 'historical') && (m.historyOf || isPersonal(context, m)),
    ),
    (m) => m.conceptId,
  );
  if (conditions.length > 0) {
    const text = `${capitalise(context.pronouns.subject)} reports a history of ${joinList(conditions.map((m) => writePhrase(m.display.split(' '))))}.`;
    blocks.push(block('paragraph', [statementOf(context, text, conditions)], { heading: 'MEDICAL HISTORY' }));
  }
  // Current medicines only: not one the patient stopped or used to take ("I stopped taking my metformin"). One
  // the patient takes counts wherever it was said ("you do take atenolol 12.5 mg" during the exam), except in
  // the plan, where a medicine belongs to the plan; but one the plan continues ("continue the Cozaar 100 mg
  // daily") is one the patient takes now.
  const taken = context.analysis.mentions.filter(
    (m) =>
      m.kind === 'medication' &&
      m.attributes.action === 'taking' &&
      !['history', 'plan'].includes(context.sentences[m.sentenceIndex]?.phase ?? 'plan'),
  );
  const continued = context.analysis.mentions.filter(
    (m) => m.kind === 'medication' && m.assertion === 'present' && m.attributes.action === 'continue',
  );
  // One the clinician starts today is the plan's, though said while the phase still reads as history.
  const medications = [
    ...[...historyMentions(context, 'medication'), ...taken].filter(
      (m) =>
        m.assertion === 'present' &&
        m.attributes.action !== 'stop' &&
        !prescribedToday(context, m) &&
        !offeredInPlan(planned, m),
    ),
    ...continued,
  ];
  const byDrug = new Map<string, Mention[]>();
  for (const m of medications) byDrug.set(m.conceptId, [...(byDrug.get(m.conceptId) ?? []), m]);
  const groups = [...byDrug.values()];
  // "Blood pressure medicine" adds nothing once the medicines themselves are named.
  const named = groups.some((group) => !group[0]!.medication?.drug.isClass);
  const listed = groups.filter((group) => !named || !group[0]!.medication?.drug.isClass);
  if (listed.length > 0) {
    const itemTexts = listed.map(medicationItem);
    // "lisinopril and metformin twice a day" would give both the last one's sig: then each item stands apart.
    const signed = listed.map((group) => group.some((m) => m.attributes.dose || m.attributes.frequency));
    const shared = signed.at(-1) === true && signed.slice(0, -1).some((has) => !has);
    const items = shared ? itemTexts.join('; ') : joinList(itemTexts);
    // "Reports" only when the patient said it or confirmed it; otherwise what the clinician stated.
    const reported = listed
      .flat()
      .some((m) => m.evidenceSentences.some((index) => context.sentences[index]?.speaker === 'patient'));
    const text = reported
      ? `${capitalise(context.pronouns.subject)} reports taking ${items}.`
      : `Current medications include ${items}.`;
    blocks.push(block('paragraph', [statementOf(context, text, listed.flat())], { heading: 'MEDICATIONS' }));
  }
  const allergies = writeAllergies(context);
  if (allergies.length > 0) blocks.push(block('lines', allergies, { heading: 'ALLERGIES' }));
  return blocks;
}
