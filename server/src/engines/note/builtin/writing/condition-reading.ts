// Conditions written as conditions: what may come never reads as what the patient has.
import type { Mention, Sentence } from '../../shared/analysis/analysis.types';
import { leavesConditionOpen } from '../../shared/analysis/conditional-advice';
import { containsPhrase, stemTokens, cueIndex } from '../../shared/analysis/phrase-index';
import { HYPOTHETICAL_FORWARD_PHRASES } from '../../shared/vocabulary/hypothetical-trigger.vocab';
import type { DraftStatement } from './note-draft';

const hypotheticalCues = cueIndex([...HYPOTHETICAL_FORWARD_PHRASES, 'when', 'for a', 'for an', 'for any']);

// Findings a note states as the patient's; medicines, tests and vitals say nothing of what may come.
const FINDING_KINDS = new Set<Mention['kind']>(['symptom', 'condition', 'exam']);

/**
 * A clinician's sentence whose findings are all possibilities, with nothing in its own words that says so, after
 * a sentence of the same turn that left its "if" open: the rest of a condition the splitter cut off ("… if the
 * heel gets hot | and swollen or numb | come back"). Copied as it stands it reads as findings the patient has, so
 * writers leave it out (safety-netting joins it back to its "if").
 */
export function namesOnlyCutCondition(
  sentence: Sentence,
  mentions: readonly Mention[],
  previous: Sentence | undefined,
): boolean {
  if (sentence.speaker !== 'doctor' || sentence.isQuestion) return false;
  if (previous?.turnIndex !== sentence.turnIndex || !leavesConditionOpen(previous.tokens)) return false;
  const findings = mentions.filter((m) => FINDING_KINDS.has(m.kind));
  if (findings.length === 0 || findings.some((m) => m.assertion !== 'hypothetical')) return false;
  return !containsPhrase(stemTokens(sentence.tokens), hypotheticalCues);
}

/**
 * "No, this isn't a stroke. | In a stroke the forehead is spared": a clinician's sentence naming again only
 * conditions they ruled out before it (see ruled-out-talk), with nothing in its own words that says it is talk in
 * general. Copied as it stands it reads as the diagnosis the clinician excluded, so writers leave it out; the
 * ruling-out itself is written.
 */
export function namesOnlyRuledOut(
  sentence: Sentence,
  mentions: readonly Mention[],
  ruledOutAt: ReadonlyMap<string, number>,
): boolean {
  if (sentence.speaker !== 'doctor' || sentence.isQuestion) return false;
  const findings = mentions.filter((m) => FINDING_KINDS.has(m.kind));
  const excluded = (m: Mention) =>
    m.assertion === 'hypothetical' && (ruledOutAt.get(m.conceptId) ?? Infinity) < sentence.index;
  if (findings.length === 0 || !findings.every(excluded)) return false;
  return !containsPhrase(stemTokens(sentence.tokens), hypotheticalCues);
}

// What to do once a condition is met, said as an order: "… if you get a hypo, have something sugary".
const CONSEQUENCE = 'have|take|call|ring|phone|come|go|stop|let|contact|seek|eat|drink|sit|lie|book|use';
// Speech runs a plan item into advice for what may come, with nothing to cut it before the "if" and the order
// after the condition not joined to it by "and"/"or"/"to"/"then". At least three words each side of the "if".
const RUN_ON_CONDITION = new RegExp(
  `^((?:\\S+\\s+){2,}\\S+?)\\s+if\\s+((?:\\S+\\s+){2,}?)((?:${CONSEQUENCE})\\b.*)$`,
  'i',
);
const JOINS = /\b(?:and|or|to|then|not|you|he|she|they|i|we|will|would|can|could)\s+$/i;
// A plan action clinicians often make conditional ("I'll refer you if it's not better | take ibuprofen"): which
// side the "if" belongs to is a guess, and splitting would write a conditional referral as a definite one.
const CONDITIONAL_ACTION =
  /\b(?:refer|referral|send|see|review|scan|x-?ray|prescribe|start|increase|change|book|arrange|admit|test|check|bloods)\b/i;

/**
 * "We will talk about another medicine if he gets a hypo have something sugary" as two lines, the second a
 * condition ("If he gets a hypo, have something sugary."): left in one, the plan reads the possibility as a
 * finding. Both keep the sentence's evidence.
 */
export function conditionApart(statement: DraftStatement): DraftStatement[] {
  const found = RUN_ON_CONDITION.exec(statement.text);
  if (!found || JOINS.test(found[2]!) || CONDITIONAL_ACTION.test(found[1]!)) return [statement];
  const [, before, condition, consequence] = found;
  return [
    { text: `${before!.replace(/[,;]$/, '')}.`, evidence: statement.evidence },
    { text: `If ${condition!.trim().replace(/,$/, '')}, ${consequence!}`, evidence: statement.evidence },
  ];
}
