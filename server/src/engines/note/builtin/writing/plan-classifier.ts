import type { Sentence } from '../../shared/analysis/analysis.types';
import { namesDiagnosis } from '../../shared/analysis/diagnosis-naming';
import { containsPhrase, PhraseIndex, stemTokens, cueIndex } from '../../shared/analysis/phrase-index';
import { RISK_TALK_CUES } from '../../shared/vocabulary/clinician-act.vocab';
import {
  IMPRESSION_CUES,
  PLAN_KIND_CUES,
  RECOMMENDED_COURSE_CUES,
  RETURN_PRECAUTION_CUES,
} from '../../shared/vocabulary/section-cue.vocab';
import { advisesReturnOnCondition } from './return-on-condition';
import type { WriterContext } from './writer-context';

const SECOND_PERSON = /\b(you|your|you're|you've|you'll)\b/i;
const DICTATION_MIN_WORDS = 6;

export type PlanKind = 'reasoning' | 'treatment' | 'testing' | 'referral' | 'education' | 'followup';

const impression = cueIndex(IMPRESSION_CUES);
const precautions = cueIndex(RETURN_PRECAUTION_CUES);
const risks = cueIndex(RISK_TALK_CUES);
const recommended = cueIndex(RECOMMENDED_COURSE_CUES);
const kindCues: ReadonlyArray<readonly [PlanKind, PhraseIndex<true>]> = [
  ['referral', cueIndex(PLAN_KIND_CUES.referral)],
  ['testing', cueIndex(PLAN_KIND_CUES.testing)],
  ['treatment', cueIndex(PLAN_KIND_CUES.treatment)],
  ['followup', cueIndex(PLAN_KIND_CUES.followup)],
  ['education', cueIndex(PLAN_KIND_CUES.education)],
];

// The list of risks is said right at the start of the sentence that goes on from the risk talk.
const LIST_START = 2;
const MIN_LISTED = 2;

/** "… risks of surgery include infection. Seizure, stroke or even death.": a list going on from risk talk. */
function continuesRiskList(context: WriterContext, sentence: Sentence): boolean {
  const previous = context.sentences[sentence.index - 1];
  if (!previous || previous.turnIndex !== sentence.turnIndex) return false;
  if (!containsPhrase(stemTokens(previous.tokens), risks)) return false;
  const listed = context.mentionsOf(sentence).filter((m) => m.kind === 'condition' || m.kind === 'symptom');
  return listed.length >= MIN_LISTED && listed.some((m) => m.first <= LIST_START);
}

// "If the pain is not settling, come back, | because then we'd want to rule out an infection": what would follow
// the condition, said in a sentence of its own. Only a possibility, so neither impression nor plan.
const CONSEQUENCE =
  /^(?:(?:and|so),? )?(?:because then|in which case|in that case|then (?:we|i)(?:'d|'ll| would| will))\b/i;
const CONDITION_REACH = 2;

function followsCondition(context: WriterContext, sentence: Sentence): boolean {
  if (!CONSEQUENCE.test(sentence.text)) return false;
  return context.sentences
    .slice(Math.max(0, sentence.index - CONDITION_REACH), sentence.index)
    .some((s) => s.turnIndex === sentence.turnIndex && s.tokens.some((token) => token.norm === 'if'));
}

/**
 * What a clinician's plan sentence does: reason about the diagnosis, treat, test, refer, advise or set the
 * follow-up. Named medicines, tests and referrals decide first; cue words next; null when it does none.
 */
export function classifyPlanSentence(context: WriterContext, sentence: Sentence): PlanKind | null {
  const mentions = context.mentionsOf(sentence).filter((m) => m.assertion !== 'negated');
  const stems = stemTokens(sentence.tokens);
  if (followsCondition(context, sentence)) return null;
  const reasons =
    containsPhrase(stems, impression) || mentions.some((m) => m.inAssessment) || namesDiagnosis(sentence.tokens);
  if (mentions.some((m) => m.kind === 'referral')) return 'referral';
  // "If she gets a rash, stop the cream and call us": safety-netting, though it names a medicine or a test.
  if (advisesReturnOnCondition(sentence.tokens, stems)) return 'education';
  // "Risks of surgery include infection …": counselling about what could happen, not a diagnosis or an order.
  if (containsPhrase(stems, risks) || continuesRiskList(context, sentence)) return 'education';
  const devices = mentions.some((m) => m.kind === 'order' && m.testKind === 'device');
  const tests = mentions.some((m) => m.kind === 'order' && m.testKind !== 'device');
  // A medicine only named while ordering tests ("… to see if we need to adjust your metformin") is not treatment.
  const treats = mentions.some(
    (m) => (m.kind === 'medication' && (!tests || m.attributes.action || m.attributes.dose)) || m.kind === 'procedure',
  );
  if (devices || treats) return 'treatment';
  if (tests) return 'testing';
  if (containsPhrase(stems, precautions)) return 'education';
  if (containsPhrase(stems, recommended)) return 'treatment';
  if (reasons) return 'reasoning';
  if (mentions.some((m) => m.kind === 'followup')) return 'followup';
  for (const [kind, index] of kindCues) if (containsPhrase(stems, index)) return kind;
  if (mentions.some((m) => m.kind === 'condition' || m.kind === 'symptom')) return 'reasoning';
  // Dictated after the patient left ("several organ systems can be affected …"): the clinician's reasoning.
  if (!SECOND_PERSON.test(sentence.text) && sentence.tokens.length >= DICTATION_MIN_WORDS) return 'reasoning';
  return null;
}
