import type { Mention, Sentence } from '../../shared/analysis/analysis.types';
import { containsPhrase, stemTokens, cueIndex } from '../../shared/analysis/phrase-index';
import { framesDiagnosis, leavesCauseOpen } from '../../shared/analysis/spoken-diagnosis';
import { asksMeaning } from '../../shared/analysis/question-elaboration';
import { confirmsWholeStatement } from '../../shared/analysis/tagged-question';
import { DIAGNOSIS_RECALL_WORDS } from '../../shared/vocabulary/clinician-act.vocab';
import { TREATMENT_TARGET_LEADS } from '../../shared/vocabulary/spoken-diagnosis.vocab';
import { asImpression, statesDiagnosis } from './gp-style/gp-impression-writer';
import { block, type DraftBlock, type DraftStatement } from './note-draft';
import type { WriterContext } from './writer-context';
import { writePhrase } from './written-form';

/**
 * Hedged impressions addressed to the patient that the general impression cues leave out ("you might have …", "the
 * other impression I have is that you have …", "X may be the cause of …"): with one of these the clinician is
 * giving an opinion, so a symptom named in it is part of the Assessment too; so is one a treatment is said to be for.
 */
const HEDGED_LEADS: readonly string[] = [
  'you might have',
  'you may have',
  'they might have',
  'they may have',
  'he might have',
  'she might have',
  'may be the cause',
  'might be the cause',
  'cause of the',
  'impression i have',
  'what i feel',
];
const hedgedLeads = cueIndex([...HEDGED_LEADS, ...TREATMENT_TARGET_LEADS]);

export function givesImpression(sentence: Sentence): boolean {
  return (
    statesDiagnosis(sentence) || containsPhrase(stemTokens(sentence.tokens), hedgedLeads) || saysDiagnosis(sentence)
  );
}

/**
 * "This is a case of hypothermia", "we were not able to find the cause of your pain": the clinician's words give a
 * diagnosis (or leave a symptom unexplained) whether or not the vocabulary knows the disorder they name.
 */
function saysDiagnosis(sentence: Sentence): boolean {
  return framesDiagnosis(sentence.tokens) || leavesCauseOpen(sentence.tokens);
}

/**
 * How a mention of a clinician's statement reads in the Assessment, or null when it is no assessment: a condition
 * said as present; in an impression also a symptom, and a hedged one marked "Possible" so the note is no surer
 * than the clinician was.
 */
function assessedWording(m: Mention, impression: boolean): string | null {
  if (m.historyOf || (m.kind !== 'condition' && m.kind !== 'symptom')) return null;
  if (m.kind === 'symptom' && !impression) return null;
  // A symptom keeps the side it was said with ("left shoulder pain").
  const side = m.kind === 'symptom' ? m.attributes.laterality : undefined;
  const said = side && !m.display.startsWith(side) ? `${side} ${m.display}` : m.display;
  const name = writePhrase(said.split(' '));
  if (m.assertion === 'present') return `${name.charAt(0).toUpperCase()}${name.slice(1)}.`;
  if (m.assertion === 'uncertain' && impression) return `Possible ${name}.`;
  return null;
}

// "They diagnosed you with asthma years ago, right?" recalls an event, not a problem the patient carries now; "you
// have a history of hepatitis C" does name one, written as "History of …".
const recalled = new Set(DIAGNOSIS_RECALL_WORDS.filter((word) => word !== 'history'));

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * "You have hepatitis C, right?" "That sounds right.": the clinician reads out a condition the patient confirms; it
 * is a known problem, written as said (a past one as "History of …").
 */
function confirmedProblems(context: WriterContext, sentence: Sentence): Mention[] {
  const pair = context.analysis.questions.get(sentence.index);
  if (pair?.polarity !== 'yes' || !confirmsWholeStatement(sentence.tokens)) return [];
  if (sentence.tokens.some((token) => recalled.has(token.norm))) return [];
  return context
    .mentionsOf(sentence)
    .filter((m) => m.kind === 'condition' && (m.assertion === 'present' || m.assertion === 'historical'));
}

function knownProblemWording(m: Mention): string {
  const name = writePhrase(m.display.split(' '));
  return m.historyOf || m.assertion === 'historical' ? `History of ${name}.` : capitalised(`${name}.`);
}

/**
 * A short consultation where the clinician states a diagnosis without a plan phase ("you have kidney stones in
 * the ureter", "you might have short-term memory loss from the stress"): the conditions the clinician affirmed,
 * and the problems given as an impression, become the Assessment, each as said, with its evidence. A diagnosis the
 * vocabulary does not know ("this is a case of hypothermia") is written as the clinician's own sentence, and a
 * condition the clinician read out for the patient to confirm is a known problem.
 */
export function statedDiagnoses(context: WriterContext): DraftBlock[] {
  const seen = new Set<string>();
  const statements: DraftStatement[] = [];
  const add = (m: Mention, text: string | null, index: number) => {
    if (!text || seen.has(m.conceptId)) return;
    seen.add(m.conceptId);
    statements.push({ text, evidence: context.evidence([index]) });
  };
  for (const sentence of context.sentences) {
    if (sentence.speaker !== 'doctor') continue;
    if (sentence.isQuestion) {
      for (const m of confirmedProblems(context, sentence)) add(m, knownProblemWording(m), sentence.index);
      continue;
    }
    const mentions = context.mentionsOf(sentence);
    // A disorder the vocabulary does not know is written in the clinician's words, with the symptom it explains.
    // Explaining a word the patient asked about ("what's that?" "It's a skin disease …") diagnoses nothing.
    const explains = context.sentences.slice(Math.max(0, sentence.index - 2), sentence.index).some(asksMeaning);
    // A result read out ("the ultrasound found a stone") is written in the Results and is the Assessment too.
    const readsResult = mentions.some((m) => m.kind === 'result');
    const unnamed =
      (!context.used.has(sentence.index) || readsResult) &&
      !explains &&
      saysDiagnosis(sentence) &&
      !mentions.some((m) => m.kind === 'condition');
    const said = unnamed ? context.rewrite(sentence) : null;
    if (said) {
      statements.push({ text: asImpression(said), evidence: context.evidence([sentence.index]) });
      for (const m of mentions) seen.add(m.conceptId);
      continue;
    }
    const impression = givesImpression(sentence);
    for (const m of mentions) add(m, assessedWording(m, impression), sentence.index);
  }
  return statements.length > 0 ? [block('lines', statements)] : [];
}
