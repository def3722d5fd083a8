import type { Sentence } from '../../shared/analysis/analysis.types';
import { containsPhrase, stemTokens, cueIndex } from '../../shared/analysis/phrase-index';
import { readSentenceAct } from '../../shared/analysis/sentence-act';
import { asksSomewhere, opensLikeQuestion } from '../../shared/analysis/speaker-inference';
import { PLAN_ORDER_WORDS } from '../../shared/vocabulary/plan-order-word.vocab';
import { givesImpression } from './stated-assessment';
import type { WriterContext } from './writer-context';

const orderWords = cueIndex(PLAN_ORDER_WORDS);

/** A clinician sentence that plans: read as a plan act, or naming an order. */
export function plansSomething(sentence: Sentence): boolean {
  return readSentenceAct(sentence.tokens) === 'plan' || containsPhrase(stemTokens(sentence.tokens), orderWords);
}

/**
 * "We can proceed by releasing the pulley?": the clinician offers a plan with a question's rise. Said in a
 * statement's word order, it asks nothing the patient must answer yes or no to; it is the plan.
 */
export function proposesPlan(sentence: Sentence): boolean {
  return (
    sentence.speaker === 'doctor' &&
    sentence.isQuestion &&
    !opensLikeQuestion(sentence.tokens) &&
    !asksSomewhere(sentence.tokens) &&
    readSentenceAct(sentence.tokens) === 'plan'
  );
}

/** An excerpt that never leaves the history phase: no exam, results or plan phase to hold the clinician's plan. */
function onlyHistory(context: WriterContext): boolean {
  return context.sentences.every((s) => s.phase === 'history');
}

/**
 * In an excerpt that is all history, the clinician's plan or impression ("we will do a few more tests", "you might
 * have short-term memory loss") is left to the Assessment and Plan rather than retold in the HPI.
 */
export function leftForAssessmentAndPlan(context: WriterContext, sentence: Sentence): boolean {
  if (sentence.speaker !== 'doctor' || sentence.isQuestion || !onlyHistory(context)) return false;
  return plansSomething(sentence) || givesImpression(sentence);
}

/**
 * The clinician's plan statements heard while the visit never reached its plan phase (a recommendation made during
 * the exam, an unpunctuated "for assessment | and plan"): without them the visit would have no Plan at all. A short
 * excerpt that never leaves the history ("we will do a few more tests") has its plan there.
 */
export function plansOutsidePlanPhase(context: WriterContext): number[] {
  const allHistory = onlyHistory(context);
  return context.sentences
    .filter((s) => s.speaker === 'doctor' && (!s.isQuestion || proposesPlan(s)))
    .filter((s) => s.phase === 'exam' || s.phase === 'results' || (allHistory && s.phase === 'history'))
    .filter(plansSomething)
    .map((s) => s.index);
}
