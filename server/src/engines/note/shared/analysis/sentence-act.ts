import {
  DRUG_IMPERATIVES,
  EXAM_MANEUVER_CUES,
  EXAMINED_OWNERS,
  IMPRESSION_ACT_CUES,
  INSTRUCTION_COURTESIES,
  NOT_PLAN_PHRASES,
  PAST_CARE_WORDS,
  PAST_CONDITION_CUES,
  PLAN_ACT_CUES,
  PLAN_IMPERATIVES,
  PLAN_INTENT_OPENERS,
  PLAN_OBJECT_NOUNS,
  PLAN_VERBS,
  PLAN_VERBS_WITH_OBJECT,
} from '../vocabulary/clinician-act.vocab';
import { EXAM_JUDGEMENT_WORDS } from '../vocabulary/exam.vocab';
import { EXAM_START_CUES } from '../vocabulary/section-cue.vocab';
import { FINDING_VERBS, LEADING_FILLERS } from './speaker-cue.rules';
import type { Sentence, VisitPhase } from './analysis.types';
import { LEXICON } from './concept-lexicon';
import { namesDiagnosis } from './diagnosis-naming';
import { containsPhrase, stemTokens, cueIndex } from './phrase-index';
import { extractVitals } from './vital-extractor';
import type { WordToken } from './word-tokenizer';

/** What a clinician's statement does: states an impression, plans care, reads out a finding or a result. */
export type SentenceAct = 'impression' | 'plan' | 'exam' | 'result';

const impressionCues = cueIndex(IMPRESSION_ACT_CUES);
const pastCues = cueIndex(PAST_CONDITION_CUES);
const planCues = cueIndex(PLAN_ACT_CUES);
const intentOpeners = cueIndex(PLAN_INTENT_OPENERS);
const planVerbs = cueIndex(PLAN_VERBS);
const objectVerbs = cueIndex(PLAN_VERBS_WITH_OBJECT);
const notPlan = cueIndex(NOT_PLAN_PHRASES);
const planObjects = cueIndex(PLAN_OBJECT_NOUNS);
const courtesies = cueIndex(INSTRUCTION_COURTESIES);
const VERB_REACH = 3;
// Someone telling how they manage ("so ice and rest makes it feel better") gives no instruction.
const NOT_INSTRUCTING = new Set(['i', 'my', 'me', 'make', 'help', 'helped']);
const imperatives = cueIndex(PLAN_IMPERATIVES);
const drugImperatives = cueIndex(DRUG_IMPERATIVES);
const fillers = cueIndex(LEADING_FILLERS);
const examStarts = cueIndex(EXAM_START_CUES);
const examining = cueIndex(EXAM_MANEUVER_CUES);
const drugs = LEXICON.drugs;
const findingVerbs = new Set(FINDING_VERBS);
const owners = new Set(EXAMINED_OWNERS);
const judgements = new Set([
  ...EXAM_JUDGEMENT_WORDS,
  'red',
  'swollen',
  'tender',
  'bulging',
  'regular',
  'irregular',
  'fine',
  'good',
  'warm',
  'bumpy',
  'dry',
  'inflamed',
  'enlarged',
]);
// A reading from before today ("your temperature was 102 at home") is history, not today's exam.
const PAST = new Set([
  'was',
  'were',
  'had',
  'been',
  'said',
  'told',
  'mentioned',
  'noticed',
  'started',
  'ago',
  'since',
  'better',
  'worse',
  'improved',
  'getting',
  'gotten',
  'still',
  'anymore',
  'lately',
  'usually',
]);
const TODAY = new Set(['today', 'here', 'now']);
const pastCare = new Set(PAST_CARE_WORDS);
// The one-line summary ("this is a 52-year-old male with …") is no finding; neither is looking "pleasant".
const SUMMARY = /\byears?[- ]old\b/;
const WEAK_EXAM = new Set(['general-appearance']);
// "it sounds like you're endorsing nausea": talk about what was said, not a finding.
const IDIOMS = /\b(sounds like|looks like|you're endorsing|you mentioned|you said)\b/;
const FINDING_REACH = 3;

function opening(stems: readonly string[]): number {
  let i = 0;
  for (let match = fillers.matchAt(stems, i); match && i < stems.length; match = fillers.matchAt(stems, i))
    i = match.last;
  return courtesies.matchAt(stems, i)?.last ?? i;
}

// An impression names one or two diagnoses; a longer list is someone's history being read out.
const MAX_IMPRESSION_CONDITIONS = 2;

// The diagnosis is said right by the cue ("this is mild asthma", "your diabetes is not well controlled").
const CUE_REACH = 4;

function statesImpression(tokens: readonly WordToken[], stems: readonly string[]): boolean {
  if (!containsPhrase(stems, impressionCues) || containsPhrase(stems, pastCues)) return false;
  const conditions = LEXICON.conditions.matchAll(tokens);
  if (conditions.length === 0 || new Set(conditions.map((match) => match.entry.id)).size > MAX_IMPRESSION_CONDITIONS)
    return false;
  for (let i = 0; i < stems.length; i += 1) {
    const cue = impressionCues.matchAt(stems, i);
    const near =
      cue &&
      conditions.some(
        (c) =>
          (c.first >= cue.last && c.first - cue.last <= CUE_REACH) ||
          (c.last <= cue.first && cue.first - c.last <= CUE_REACH),
      );
    if (near) return true;
  }
  return false;
}

/** "Rest, ice and elevate it", "take ibuprofen …": the sentence opens with an instruction. */
export function opensWithInstruction(stems: readonly string[]): boolean {
  if (stems.some((stem) => NOT_INSTRUCTING.has(stem)) || containsPhrase(stems, notPlan)) return false;
  const start = opening(stems);
  if (imperatives.matchAt(stems, start)) return true;
  return drugImperatives.matchAt(stems, start) !== null && containsPhrase(stems, drugs);
}

/** "we will start …", "I'm going to order …", "let's get an x-ray": an intention with a plan verb after it. */
function intendsCare(stems: readonly string[]): boolean {
  const named =
    containsPhrase(stems, drugs) || containsPhrase(stems, LEXICON.tests) || containsPhrase(stems, planObjects);
  for (let i = 0; i < stems.length; i += 1) {
    const opener = intentOpeners.matchAt(stems, i);
    if (!opener) continue;
    for (let k = opener.last; k < Math.min(stems.length, opener.last + VERB_REACH); k += 1) {
      if (planVerbs.matchAt(stems, k) || (named && objectVerbs.matchAt(stems, k))) return true;
    }
  }
  return false;
}

function plansCare(tokens: readonly WordToken[], stems: readonly string[]): boolean {
  if (tokens.some((token) => pastCare.has(token.norm)) || containsPhrase(stems, notPlan)) return false;
  if (containsPhrase(stems, planCues) || intendsCare(stems)) return !containsPhrase(stems, examining);
  return opensWithInstruction(stems);
}

/** "your lungs sound clear", "the rash is red", "her left eardrum is red and bulging". */
function readsFinding(tokens: readonly WordToken[], stems: readonly string[]): boolean {
  const words = tokens.map((token) => token.norm);
  const text = words.join(' ');
  if (words.some((word) => PAST.has(word)) || SUMMARY.test(text) || IDIOMS.test(text) || words.includes('my'))
    return false;
  for (const site of LEXICON.sites.matchAll(tokens)) {
    const owned = words.slice(Math.max(0, site.first - 3), site.first).some((word) => owners.has(word));
    const verb = words.slice(site.last, site.last + FINDING_REACH).findIndex((word) => findingVerbs.has(word));
    if (owned && verb >= 0 && words.slice(site.last + verb + 1).some((word) => judgements.has(word))) return true;
  }
  const exam = LEXICON.exam.matchAll(tokens).some((match) => !WEAK_EXAM.has(match.entry.id));
  return (
    exam && (containsPhrase(stems, examStarts) || words.some((word) => findingVerbs.has(word) || word === "there's"))
  );
}

// "your a1c is eight point one", "the x-ray showed no fracture": a test read out, not one from before.
const RESULT_VERBS = new Set(['is', 'are', 'was', 'were', 'came', 'shows', 'showed', 'show', 'revealed']);
const EARLIER = new Set([
  'last',
  'ago',
  'before',
  'previous',
  'previously',
  'prior',
  'used',
  'diagnosed',
  'will',
  "we'll",
  "i'll",
  'going',
  'gon',
  'if',
  'when',
  'order',
  'get',
  'check',
]);

function readsResult(tokens: readonly WordToken[]): boolean {
  const words = tokens.map((token) => token.norm);
  if (words.some((word) => EARLIER.has(word))) return false;
  const test = LEXICON.tests
    .matchAll(tokens)
    .find((match) => match.entry.kind === 'lab' || match.entry.kind === 'imaging' || match.entry.kind === 'diagnostic');
  return test !== undefined && words.slice(test.last, test.last + 3).some((word) => RESULT_VERBS.has(word));
}

function readsVitals(tokens: readonly WordToken[]): boolean {
  const words = new Set(tokens.map((token) => token.norm));
  const past =
    ['was', 'were', 'had', 'been', 'home'].some((word) => words.has(word)) &&
    ![...TODAY].some((word) => words.has(word));
  return !past && extractVitals(tokens).some((reading) => reading.numeric);
}

/** True when the words state an impression with a diagnosis: a strong sign the clinician is speaking. */
export function soundsLikeImpression(tokens: readonly WordToken[]): boolean {
  return statesImpression(tokens, stemTokens(tokens));
}

// The extractor, the speaker guess and the plan writers each ask for a sentence's act: it is read once per token
// list (as its stems are, see stemTokens).
const actOf = new WeakMap<readonly WordToken[], SentenceAct | null>();

/** The act of one clinician statement, from its own words. */
export function readSentenceAct(tokens: readonly WordToken[]): SentenceAct | null {
  const known = actOf.get(tokens);
  if (known !== undefined) return known;
  const act = readActUncached(tokens);
  actOf.set(tokens, act);
  return act;
}

function readActUncached(tokens: readonly WordToken[]): SentenceAct | null {
  const stems = stemTokens(tokens);
  if (statesImpression(tokens, stems) || namesDiagnosis(tokens)) return 'impression';
  if (plansCare(tokens, stems)) return 'plan';
  if (readsVitals(tokens) || readsFinding(tokens, stems)) return 'exam';
  if (readsResult(tokens)) return 'result';
  return null;
}

const CONTINUING = new Set(['but', 'and', 'with', 'also']);
const PHASE_OF: Readonly<Record<SentenceAct, VisitPhase>> = {
  impression: 'plan',
  plan: 'plan',
  exam: 'exam',
  result: 'results',
};

/**
 * Moves clinician statements said during the history to the phase their act belongs to. Only that sentence
 * moves (a visit goes back to questions after an aside), and the statements that follow a plan in the same run
 * of clinician talk: once the clinician is explaining the plan, the rest of that speech is plan too, unless it
 * recalls what was done before.
 */
export function placeClinicianActs(sentences: readonly Sentence[]): VisitPhase[] {
  const phases = sentences.map((sentence) => sentence.phase);
  let carried: VisitPhase | null = null;
  let previousAct: SentenceAct | null = null;
  for (const sentence of sentences) {
    if (sentence.speaker !== 'doctor' || sentence.isQuestion) {
      carried = null;
      previousAct = null;
      continue;
    }
    if (sentence.phase !== 'history') continue;
    const act = readSentenceAct(sentence.tokens);
    const recalls = sentence.tokens.some((token) => pastCare.has(token.norm));
    // "your belly is soft | but tender in the right lower side": the finding goes on.
    const continues = previousAct === 'exam' && CONTINUING.has(sentence.tokens[0]?.norm ?? '');
    const phase = act ? PHASE_OF[act] : continues ? 'exam' : recalls ? null : carried;
    if (phase) phases[sentence.index] = phase;
    if (act === 'plan') carried = 'plan';
    previousAct = act;
  }
  return phases;
}
