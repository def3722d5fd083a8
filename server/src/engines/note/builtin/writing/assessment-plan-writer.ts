import type { Mention, Problem, Sentence } from '../../shared/analysis/analysis.types';
import { block, type DraftBlock, type DraftStatement, type SectionDraft } from './note-draft';
import { openingStatement } from './hpi-writer';
import { patientFollowUp } from './patient-followup';
import { plansOutsidePlanPhase, plansSomething, proposesPlan } from './plan-fallback';
import { statedDiagnoses } from './stated-assessment';
import { classifyPlanSentence, type PlanKind } from './plan-classifier';
import { completeCondition, conditionCompletedBy } from './condition-first-precaution';
import {
  type Classified,
  continuedItem,
  goesOnWithList,
  isDanglingCondition,
  joinClause,
  onlyPeopleInGeneral,
  UNFINISHED,
  withoutDanglingEnd,
} from './plan-sentence-tidy';
import type { WriterContext } from './writer-context';
import { writePhrase } from './written-form';

const PLAN_LABELS: ReadonlyArray<readonly [PlanKind, string]> = [
  ['treatment', 'Medical Treatment'],
  ['testing', 'Additional Testing'],
  ['referral', 'Referral'],
  ['education', 'Patient Education and Counseling'],
];
const AGREEMENT_QUESTION = /\b(sound|sounds|okay|ok|plan|questions?|agree|make sense|alright|all right)\b/i;
const AGREEMENT_ANSWER =
  /\b(sounds good|sounds great|okay|ok|sure|alright|all right|yes|yeah|great|perfect|got it|will do|that's fine|no questions)\b/i;

// Words that only announce a problem ("for his first problem, his heart failure").
const ANNOUNCING = new Set([
  'for',
  'his',
  'her',
  'the',
  'your',
  'their',
  'okay',
  'right',
  'left',
  'bilateral',
  'like',
  'said',
  'i',
  'just',
  "patient's",
  'patient',
  'first',
  'second',
  'third',
  'fourth',
  'last',
  'next',
  'problem',
  'of',
  'and',
  'then',
  'now',
  'so',
  'regarding',
  'in',
  'terms',
  'as',
  'far',
  'with',
  'regards',
  'to',
  'lastly',
  'finally',
  'moving',
  'on',
  'onto',
  'is',
  'let',
  'us',
  'talk',
  'about',
  'we',
  'will',
  // "we'll talk a little bit about my assessment and plan for this …": the clinician turning to the plan.
  'a',
  'little',
  'bit',
  'my',
  'assessment',
  'plan',
  'this',
  'that',
  'go',
  'over',
]);

const LEAD_WORDS = new Set([
  'for',
  'regarding',
  'terms',
  'problem',
  'regards',
  'far',
  'lastly',
  'finally',
  'assessment',
]);
// A sentence that names a medicine, a test, a referral or a procedure does more than announce the problem.
const ACTS = new Set(['medication', 'order', 'referral', 'procedure']);

function onlyAnnounces(
  context: WriterContext,
  sentence: Sentence,
  text: string,
  problem: Problem | undefined,
): boolean {
  const named = [
    problem?.title ?? '',
    ...context.mentionsOf(sentence).map((m) => `${m.display} ${m.attributes.laterality ?? ''}`),
  ];
  const nameWords = new Set(named.join(' ').toLowerCase().split(/\s+/));
  const words = text
    .toLowerCase()
    .replace(/[^a-z0-9' ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (!words.some((word) => LEAD_WORDS.has(word))) return false;
  if (context.mentionsOf(sentence).some((m) => ACTS.has(m.kind))) return false;
  return words.filter((word) => !ANNOUNCING.has(word) && !nameWords.has(word)).length <= 1;
}

/**
 * "Hey dragon, order prozac 40 milligrams once a day": the order is talk to the device, but the medicine it
 * orders, with its dose, route and frequency, is the plan. Written from the order's own words only.
 */
function orderedMedicine(context: WriterContext, sentence: Sentence): string | null {
  if (!context.isDeviceCommand(sentence)) return null;
  const ordered = context
    .mentionsOf(sentence)
    .filter((m) => m.kind === 'medication' && m.attributes.dose && m.assertion === 'present');
  if (ordered.length === 0) return null;
  const text = ordered.map(sigOf).join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

const sigOf = (m: Mention) =>
  [writePhrase(m.display.split(' ')), m.attributes.dose, m.attributes.route, m.attributes.frequency]
    .filter(Boolean)
    .join(' ');

/** The sentence a carried dose was said in: not the medicine's own, the first of its evidence holding the amount. */
function doseSentence(context: WriterContext, m: Mention): number | undefined {
  const amount = m.attributes.dose?.split(' ')[0];
  return m.evidenceSentences.find(
    (index) => index !== m.sentenceIndex && context.sentences[index]?.tokens.some((token) => token.norm === amount),
  );
}

/**
 * "We'll get you some Motrin." "We'll give you 600 milligrams every six hours.": neither sentence names the
 * medicine with its dose, so the plan also writes the sig the analysis put together ("Motrin 600 mg every 6
 * hours."), where the dose was said and resting on both sentences: the same dose as the Medications list, never a
 * number the sentences did not say.
 */
function carriedSigs(context: WriterContext, sentence: Sentence): Classified[] {
  const carried = context.analysis.mentions
    .filter((m) => m.kind === 'medication' && m.assertion === 'present' && m.attributes.dose)
    .filter((m) => doseSentence(context, m) === sentence.index);
  // "varenicline, the brand is Chantix": two names of one medicine given the same dose make one line.
  return carried
    .filter(
      (m, k) => carried.findIndex((o) => o.conceptId === m.conceptId && o.attributes.dose === m.attributes.dose) === k,
    )
    .map((m) => {
      const text = sigOf(m);
      return {
        sentence,
        kind: 'treatment' as const,
        text: `${text.charAt(0).toUpperCase()}${text.slice(1)}.`,
        also: m.evidenceSentences.filter((index) => index !== sentence.index),
      };
    });
}

function classify(context: WriterContext, indexes: readonly number[], problem?: Problem): Classified[] {
  const found: Classified[] = [];
  for (const index of indexes) {
    const sentence = context.sentences[index]!;
    if ((sentence.isQuestion && !proposesPlan(sentence)) || context.used.has(index)) continue;
    const order = orderedMedicine(context, sentence);
    if (order) {
      found.push({ sentence, kind: 'treatment', text: order });
      continue;
    }
    const sigs = carriedSigs(context, sentence);
    // "If he ever notices it at rest, | let me know": where to turn completes the condition, though it reads polite.
    const condition = conditionCompletedBy(found, sentence, context.sentences);
    const advice = condition ? context.rewrite(sentence) : null;
    if (condition && advice) {
      completeCondition(condition, advice, index);
      found.push(...sigs);
      continue;
    }
    // "I will start him on some medicines": a plan said with the words of a polite reply ("I will") is still a plan.
    const smallTalk = context.isSmallTalk(sentence) && !plansSomething(sentence);
    if (smallTalk && sigs.length === 0) continue;
    const continued = continuedItem(context, found, sentence);
    const tail = continued ? context.rewrite(sentence) : null;
    if (continued && tail) {
      joinClause(continued, tail, index);
      found.push(...sigs);
      continue;
    }
    // The rest of a list whose opening was not written is a fragment that would read as the patient's findings.
    if (goesOnWithList(context, sentence) || onlyPeopleInGeneral(context, sentence)) continue;
    const kind = classifyPlanSentence(context, sentence);
    const text = kind ? context.rewrite(sentence) : null;
    if (text && isDanglingCondition(text)) continue;
    if (kind && text && !onlyAnnounces(context, sentence, text, problem)) found.push({ sentence, kind, text });
    found.push(...sigs);
  }
  return found;
}

// "I want her to ice the knee" is advice, written as clinicians record counselling.
const WANTS_PATIENT_TO = /^I (?:want|would like|need|would want) (her|him|them|the patient) to /;
const PATIENT_SHOULD = /^(She|He|The patient) (?:should|needs to|has to|must) /;

export function asAdvice(text: string): string {
  const wants = WANTS_PATIENT_TO.exec(text);
  if (wants) return `I advised ${wants[1]} to ${text.slice(wants[0].length)}`;
  const should = PATIENT_SHOULD.exec(text);
  if (should)
    return `I advised ${should[1] === 'She' ? 'her' : should[1] === 'He' ? 'him' : 'the patient'} to ${text.slice(should[0].length)}`;
  return text;
}

const statementsOf = (context: WriterContext, items: readonly Classified[]): DraftStatement[] =>
  items.map((item) => ({
    text: withoutDanglingEnd(item.kind === 'education' ? asAdvice(item.text) : item.text),
    evidence: context.evidence([item.sentence.index, ...(item.also ?? [])]),
  }));

/** "The patient will follow up in 4 weeks." from the interval the clinician gave. */
function followUp(context: WriterContext): DraftStatement | null {
  // A conditional return ("come back in a week if it is not better") is not a scheduled follow-up.
  const mention = context.analysis.mentions.find(
    (m) =>
      m.kind === 'followup' &&
      m.attributes.interval &&
      !m.attributes.interval.endsWith('ago') &&
      !CONDITIONAL.test(context.sentences[m.sentenceIndex]?.text ?? ''),
  );
  if (!mention) return null;
  const subject = context.pronouns.subject === 'the patient' ? 'The patient' : capitaliseWord(context.pronouns.subject);
  return {
    text: `${subject} will follow up in ${mention.attributes.interval}.`,
    evidence: context.evidence(mention.evidenceSentences),
  };
}

const CONDITIONAL = /\b(if|unless|as needed|in case)\b/i;

const capitaliseWord = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function titleStatement(context: WriterContext, problem: Problem): DraftStatement {
  return { text: `${problem.title}.`, evidence: [context.timed(problem.evidence)] };
}

/**
 * "Patient Agreements: …" only when the patient said yes to the plan ("does that sound okay?" "sounds good").
 * Having no questions is not agreeing: nobody said it, so the note does not say it.
 */
function agreement(context: WriterContext): DraftStatement | null {
  for (const pair of context.analysis.questions.values()) {
    if (pair.question.phase !== 'plan' || !AGREEMENT_QUESTION.test(pair.question.text)) continue;
    if (/\bquestions?\b/i.test(pair.question.text)) continue;
    const agrees = pair.polarity === 'yes' || AGREEMENT_ANSWER.test(pair.answer.text);
    if (agrees) {
      return {
        text: 'Patient Agreements: The patient understands and agrees with the recommended medical treatment plan.',
        evidence: context.evidence([pair.question.index, pair.answer.index]),
      };
    }
  }
  return null;
}

/**
 * ASSESSMENT and PLAN, problem by problem as the clinician discussed them: the reasoning goes to the
 * Assessment; treatment, tests, referrals and counselling to the Plan, then the follow-up.
 */
export function writeAssessmentAndPlan(context: WriterContext): [SectionDraft, SectionDraft] {
  const assessment: DraftBlock[] = [];
  const plan: DraftBlock[] = [];
  const opening = openingStatement(context);
  if (opening && context.analysis.patient.summary) assessment.push(block('paragraph', [opening]));
  // The one-line summary of who the patient is assesses nothing: the stated diagnoses are still wanted after it.
  const openingBlocks = assessment.length;
  const problems = context.analysis.problems;
  const inProblems = new Set(problems.flatMap((problem) => problem.sentenceIndexes));
  const loose = context.sentences
    .filter((s) => s.phase === 'plan' && s.speaker === 'doctor' && !inProblems.has(s.index))
    .map((s) => s.index);
  const groups: Array<{ problem?: Problem; items: Classified[] }> = [
    ...problems.map((problem) => ({ problem, items: classify(context, problem.sentenceIndexes, problem) })),
    { items: classify(context, loose) },
  ];
  // Only what the fallback plans: an exam-time remark ("let me check him") is neither plan nor assessment.
  if (!groups.some((group) => group.items.some((item) => item.kind !== 'reasoning')))
    groups.push({
      items: classify(context, plansOutsidePlanPhase(context)).filter((item) => item.kind !== 'reasoning'),
    });
  const followups: Classified[] = [];
  for (const { problem, items } of groups) {
    items.forEach((item) => [item.sentence.index, ...(item.also ?? [])].forEach((index) => context.used.add(index)));
    const reasoning = items.filter((item) => item.kind === 'reasoning');
    if (problem) assessment.push(block('lines', [titleStatement(context, problem)]));
    if (reasoning.length > 0)
      assessment.push(
        block(
          problem ? 'bullet' : 'paragraph',
          statementsOf(context, reasoning),
          problem ? { label: 'Medical Reasoning' } : {},
        ),
      );
    const planned = PLAN_LABELS.map(
      ([kind, label]) => [label, items.filter((item) => item.kind === kind)] as const,
    ).filter(([, list]) => list.length > 0);
    if (problem && planned.length > 0) plan.push(block('lines', [titleStatement(context, problem)]));
    for (const [label, list] of planned) plan.push(block('bullet', statementsOf(context, list), { label }));
    // A follow-up cut off before its verb ("come back fine, then we will.") says no follow-up at all.
    followups.push(...items.filter((item) => item.kind === 'followup' && !UNFINISHED.test(item.text)));
  }
  if (assessment.length === openingBlocks) assessment.push(...statedDiagnoses(context));
  const agreed = agreement(context);
  if (agreed) plan.push(block('paragraph', [agreed]));
  const scheduled = followUp(context);
  if (scheduled) plan.push(block('paragraph', [scheduled], { heading: 'INSTRUCTIONS' }));
  else if (followups.length > 0)
    plan.push(block('paragraph', statementsOf(context, followups), { heading: 'INSTRUCTIONS' }));
  const ownFollowUp = plan.length === 0 ? patientFollowUp(context) : null;
  if (ownFollowUp) plan.push(block('paragraph', [ownFollowUp], { heading: 'INSTRUCTIONS' }));
  return [
    { section: 'assessment', blocks: assessment },
    { section: 'plan', blocks: plan },
  ];
}
