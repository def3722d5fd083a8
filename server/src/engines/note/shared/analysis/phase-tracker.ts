import {
  EXAM_START_CUES,
  LATE_PLAN_CUES,
  PLAN_START_CUES,
  RESULT_VERBS,
  RESULTS_CUES,
} from '../vocabulary/section-cue.vocab';
import { LEXICON } from './concept-lexicon';
import type { VisitPhase } from './analysis.types';
import type { Speaker } from '../../../../coding/clinical-finding';
import { containsPhrase, stemTokens, cueIndex } from './phrase-index';
import { readSentenceAct } from './sentence-act';
import type { WordToken } from './word-tokenizer';

const examCues = cueIndex(EXAM_START_CUES);
const resultCues = cueIndex(RESULTS_CUES);
const planCues = cueIndex(PLAN_START_CUES);
const latePlanCues = cueIndex(LATE_PLAN_CUES);
const resultVerbs = cueIndex(RESULT_VERBS);

export interface PhaseInput {
  tokens: readonly WordToken[];
  speaker: Speaker;
  isQuestion: boolean;
}

// History talk rarely moves on before this share of the visit; earlier exam/plan words are taken as asides.
const EARLIEST_EXAM_SHARE = 0.12;

// "I'll call you with the results" is about later, not a result read out now.
const FUTURE = new Set(['will', "i'll", "we'll", 'going', 'gon', 'once', 'after', 'when', 'if']);

const drugs = LEXICON.drugs;
const treating = cueIndex([
  'start',
  'continue',
  'prescribe',
  'increase',
  'decrease',
  'stop',
  'refill',
  'need you to',
  'want you to',
  'switch',
  'put you on',
]);
const ordering = cueIndex([
  'order',
  'schedule',
  'plan for',
  'send you for',
  'set you up',
  'arrange',
  'recheck',
  'get you scheduled',
]);
const referring = cueIndex(['refer', 'referral']);

/** A clinician telling the patient what to take, what is ordered or where they are referred: the plan has begun. */
function soundsLikePlan(stems: readonly string[]): boolean {
  if (containsPhrase(stems, referring)) return true;
  if (containsPhrase(stems, drugs) && containsPhrase(stems, treating)) return true;
  return containsPhrase(stems, LEXICON.tests) && containsPhrase(stems, ordering);
}

/**
 * An impression said in its own words after the exam ("this is most likely a lumbar strain"). One that reads a
 * test ("the x-ray, this is consistent with arthritis") may be the first of several results, so it moves nothing.
 */
function statesImpression(tokens: readonly WordToken[], stems: readonly string[]): boolean {
  return !containsPhrase(stems, LEXICON.tests) && readSentenceAct(tokens) === 'impression';
}

function readsResult(stems: readonly string[]): boolean {
  if (stems.some((stem) => FUTURE.has(stem))) return false;
  if (containsPhrase(stems, resultCues)) return true;
  return containsPhrase(stems, resultVerbs) && containsPhrase(stems, LEXICON.tests);
}

/**
 * The phase of each sentence. A visit moves history → exam → results → plan; only the clinician moves it,
 * never with a question, and the plan's weaker cues ("for your …") count only after the exam or results.
 */
export function trackPhases(sentences: readonly PhaseInput[]): VisitPhase[] {
  const phases: VisitPhase[] = [];
  let phase: VisitPhase = 'history';
  sentences.forEach((sentence, position) => {
    const share = sentences.length > 0 ? position / sentences.length : 0;
    if (sentence.speaker !== 'patient' && !sentence.isQuestion && phase !== 'plan') {
      const stems = stemTokens(sentence.tokens);
      const late =
        phase !== 'history' &&
        (containsPhrase(stems, latePlanCues) ||
          soundsLikePlan(stems) ||
          statesImpression(sentence.tokens, stems) ||
          // "I would recommend a splint": advice said after the exam, not only the named cues.
          readSentenceAct(sentence.tokens) === 'plan');
      if (containsPhrase(stems, planCues) || late) phase = 'plan';
      else if (share >= EARLIEST_EXAM_SHARE && phase !== 'exam' && containsPhrase(stems, examCues)) phase = 'exam';
      else if (phase !== 'history' && readsResult(stems)) phase = 'results';
    }
    phases.push(phase);
  });
  return phases;
}
