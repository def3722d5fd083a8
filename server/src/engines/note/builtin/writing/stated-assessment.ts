import type { Mention, Sentence } from '../../shared/analysis/analysis.types';
import { containsPhrase, PhraseIndex, stemTokens } from '../../shared/analysis/phrase-index';
import { statesDiagnosis } from './gp-style/gp-impression-writer';
import { block, type DraftBlock, type DraftStatement } from './note-draft';
import type { WriterContext } from './writer-context';
import { writePhrase } from './written-form';

/**
 * Hedged impressions addressed to the patient that the general impression cues leave out ("you might have …", "the
 * other impression I have is that you have …", "X may be the cause of …"): with one of these the clinician is
 * giving an opinion, so a symptom named in it is part of the Assessment too.
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
const hedgedLeads = new PhraseIndex<true>(HEDGED_LEADS.map((phrase): [string, true] => [phrase, true]));

export function givesImpression(sentence: Sentence): boolean {
  return statesDiagnosis(sentence) || containsPhrase(stemTokens(sentence.tokens), hedgedLeads);
}

/**
 * How a mention of a clinician's statement reads in the Assessment, or null when it is no assessment: a condition
 * said as present; in an impression also a symptom, and a hedged one marked "Possible" so the note is no surer
 * than the clinician was.
 */
function assessedWording(m: Mention, impression: boolean): string | null {
  if (m.historyOf || (m.kind !== 'condition' && m.kind !== 'symptom')) return null;
  if (m.kind === 'symptom' && !impression) return null;
  const name = writePhrase(m.display.split(' '));
  if (m.assertion === 'present') return `${name.charAt(0).toUpperCase()}${name.slice(1)}.`;
  if (m.assertion === 'uncertain' && impression) return `Possible ${name}.`;
  return null;
}

/**
 * A short consultation where the clinician states a diagnosis without a plan phase ("you have kidney stones in
 * the ureter", "you might have short-term memory loss from the stress"): the conditions the clinician affirmed,
 * and the problems given as an impression, become the Assessment, each as said, with its evidence.
 */
export function statedDiagnoses(context: WriterContext): DraftBlock[] {
  const seen = new Set<string>();
  const statements: DraftStatement[] = [];
  for (const sentence of context.sentences) {
    if (sentence.speaker !== 'doctor' || sentence.isQuestion) continue;
    const impression = givesImpression(sentence);
    for (const m of context.mentionsOf(sentence)) {
      const text = seen.has(m.conceptId) ? null : assessedWording(m, impression);
      if (!text) continue;
      seen.add(m.conceptId);
      statements.push({ text, evidence: context.evidence([sentence.index]) });
    }
  }
  return statements.length > 0 ? [block('lines', statements)] : [];
}
