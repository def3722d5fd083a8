import { agreedAppointment } from './agreed-appointment';
import { withCarriedDoses } from './gp-carried-dose';
import type { Sentence } from '../../../shared/analysis/analysis.types';
import { writeAssessmentAndPlan } from '../assessment-plan-writer';
import { classifyPlanSentence } from '../plan-classifier';
import { block, type DraftBlock, type DraftStatement, type SectionDraft } from '../note-draft';
import type { WriterContext } from '../writer-context';
import { writePhrase } from '../written-form';
import { conditionApart } from '../condition-reading';
import { asImpression, type StatedImpressions } from './gp-impression-writer';
import { ADVICE_LEAD_INS, ADVICE_VERBS } from './gp-style.vocab';
import type { SafetyNetting } from './safety-net-writer';

// The SOAP writer's agreement line says more than was said ("understands"); a GP records the agreement itself.
const AGREEMENT = /^Patient Agreements: /;

const adviceVerbs = new Set(ADVICE_VERBS);
const LEAD_IN = new RegExp(`^(?:(?:${ADVICE_LEAD_INS.join('|')}),?\\s+)+`, 'i');
const firstWord = (text: string) => text.replace(LEAD_IN, '').split(/\s+/)[0]?.toLowerCase() ?? '';
// "Do not drive" is the rewriter's "don't drive".
const isAdvice = (text: string) => adviceVerbs.has(firstWord(text)) || /^do not\b/i.test(text.replace(LEAD_IN, ''));
// What the practice will do ("we will probably refer them to physio", "we can arrange microsuction") is plan, even
// where the SOAP writer read it as part of the assessment.
const PRACTICE_WILL =
  /\b(?:we will|we'll|we can|we may|i will|i'll|i can (?:do|give|arrange|book|send|try)|refer|arrange|prescribe)\b/i;
const isPlanTalk = (text: string) => isAdvice(text) || PRACTICE_WILL.test(text);

// A sentence cut off the advice before it ("sit | on the edge of the bed …"): it opens with a preposition or "and".
const CONTINUATION = /^(?:on|in|at|with|for|to|until|before|after|and)\b/i;

/** The rest of the advice just taken, cut from it by the sentence splitter in the same turn. */
function continuesAdvice(context: WriterContext, sentence: Sentence, advice: readonly DraftStatement[]): boolean {
  const previous = context.sentences[sentence.index - 1];
  return (
    advice.length > 0 &&
    previous !== undefined &&
    previous.turnIndex === sentence.turnIndex &&
    context.used.has(previous.index) &&
    CONTINUATION.test(sentence.text.trim())
  );
}

/**
 * Advice, treatment, tests and referrals the clinician gave after stating the diagnosis ("Bathe it with cooled
 * boiled water", "stay off work for 48 hours") that the SOAP writer, reading only the plan part of the visit, left
 * out. Said after the diagnosis, so a GP's plan; reasoning stays out.
 */
function adviceAfter(context: WriterContext, from: number): DraftStatement[] {
  const advice: DraftStatement[] = [];
  for (const sentence of context.sentences.slice(from + 1)) {
    if (sentence.speaker !== 'doctor' || sentence.isQuestion || context.used.has(sentence.index)) continue;
    // "No problem, take care": a goodbye, however much "take care" sounds like advice.
    if (context.isSmallTalk(sentence)) continue;
    const text = context.rewrite(sentence);
    const kind = text ? classifyPlanSentence(context, sentence) : null;
    if (
      !text ||
      (!isPlanTalk(text) && !continuesAdvice(context, sentence, advice) && (kind === null || kind === 'reasoning'))
    )
      continue;
    advice.push({ text, evidence: context.evidence([sentence.index]) });
    context.used.add(sentence.index);
  }
  return advice;
}

/**
 * The advice given after the stated diagnosis, taken before the history is written: speech's plan has no phase
 * marks, and the history would otherwise write "keep him off nursery for 48 hours" as history.
 */
export function takeAdviceAfterImpression(context: WriterContext, stated: StatedImpressions): StatedImpressions {
  return stated.lastSentence >= 0 ? { ...stated, advice: adviceAfter(context, stated.lastSentence) } : stated;
}

const asLines = (statements: DraftStatement[], heading?: string): DraftBlock[] =>
  statements.length > 0 ? [block('lines', statements, heading ? { heading } : {})] : [];

/**
 * IMPRESSION and PLAN as a GP lays them out, from the same problem-by-problem reading as the SOAP note: the
 * stated diagnoses and the clinician's reasoning as lines, then the plan items without the SOAP labels, the
 * safety-netting the clinician gave, and the follow-up.
 */
export function writeGpImpressionAndPlan(
  context: WriterContext,
  stated: StatedImpressions,
  safetyNetting: SafetyNetting,
): [SectionDraft, SectionDraft] {
  const [assessment, plan] = writeAssessmentAndPlan(context);
  const problems = context.analysis.problems;
  const titles = new Set(problems.map((problem) => `${problem.title}.`.toLowerCase()));
  // A problem's title when the clinician's own words for that diagnosis are already there.
  const named = new Set(
    [
      ...problems.filter((problem) => problem.conceptId && stated.conceptIds.has(problem.conceptId)),
      ...context.analysis.mentions
        .filter((m) => stated.conceptIds.has(m.conceptId))
        .map((m) => ({ title: writePhrase(m.display.split(' ')) })),
    ].map((named) => `${named.title}.`.toLowerCase()),
  );
  const impression = [...stated.statements];
  const seen = new Set([...named, ...stated.statements.map((statement) => statement.text.toLowerCase())]);
  const items: DraftStatement[] = [...safetyNetting.planItems];
  const followUp: DraftStatement[] = [];
  for (const statement of assessment.blocks.flatMap((draft) => draft.statements)) {
    const text = asImpression(statement.text);
    if (isPlanTalk(text)) {
      items.push(statement);
      continue;
    }
    if (seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    impression.push({ text, evidence: statement.evidence });
  }
  for (const draft of plan.blocks) {
    for (const statement of draft.statements) {
      // Problem titles head each problem's plan in the SOAP note; the GP impression already names them.
      if (titles.has(statement.text.toLowerCase())) continue;
      if (AGREEMENT.test(statement.text)) items.push({ text: 'Agreed with the plan.', evidence: statement.evidence });
      else if (draft.heading === 'INSTRUCTIONS') followUp.push(statement);
      else items.push(statement);
    }
  }
  items.push(...(stated.advice ?? (stated.lastSentence >= 0 ? adviceAfter(context, stated.lastSentence) : [])));
  const appointment = followUp.length === 0 ? agreedAppointment(context) : null;
  if (appointment) followUp.push(appointment);
  // In the order said: items come from the safety-netting sentences, the problem list and the advice after it.
  items.sort((a, b) => (a.evidence[0]?.start ?? 0) - (b.evidence[0]?.start ?? 0));
  return [
    { section: 'assessment', blocks: asLines(impression, 'IMPRESSION') },
    {
      section: 'plan',
      blocks: [
        ...asLines(withCarriedDoses(context, withDosesJoined(items.flatMap(conditionApart)))),
        ...safetyNetting.blocks,
        ...asLines(followUp, 'FOLLOW-UP'),
      ],
    },
  ];
}

// "I'll prescribe nitrofurantoin." "It's 100 mg twice a day for 3 days." ("You take 200 mg on the first day …"):
// the dose said next is that medicine's.
const DOSE_ALONE =
  /^(?:It is|It's|That is|That's|This is|(?:He|She|They|You|The patient) takes?|Take) (\d[\d.,]* ?(?:mg|mcg|micrograms?|milligrams?|g|grams?|ml)\b.*)$/i;
const PRESCRIBES = /\b(?:prescribe|give|start|put (?:you|him|her|them|the patient) on)\b/i;

/** Joins a dose said on its own to the prescription just before it, so the plan line names drug and dose together. */
export function withDosesJoined(items: readonly DraftStatement[]): DraftStatement[] {
  const joined: DraftStatement[] = [];
  for (const item of items) {
    const dose = DOSE_ALONE.exec(item.text)?.[1];
    const previous = joined.at(-1);
    if (dose && previous && PRESCRIBES.test(previous.text)) {
      const text = `${previous.text.replace(/\.$/, '')}: ${dose}`;
      joined[joined.length - 1] = { text, evidence: [...previous.evidence, ...item.evidence] };
    } else joined.push(item);
  }
  return joined;
}
