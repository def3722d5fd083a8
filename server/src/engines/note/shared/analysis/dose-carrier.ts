import type { Mention, Sentence } from './analysis.types';
import { answeredDose } from './medication-extractor';
import type { QuestionAnswer } from './question-answer';

/** How many sentences back a dose said without its medicine may look for the medicine it is the dose of. */
const CARRY_REACH = 3;

/**
 * "How much Lexapro are you taking?" "I am taking ten M G.", "I take Aciphex." "Is that twenty M G once a day?"
 * "It is.": a dose said without a medicine's name is the dose of the one medicine named just before it, when
 * that medicine has no dose yet. A clinician's question carries its dose only when the patient says yes. The
 * sentence that said the dose joins the mention's evidence. Two medicines before it, two doses in it, or a
 * medicine that already has a dose leave it unread: whose dose it is would be a guess, and a wrong dose is
 * worse than none.
 */
export function carryDoses(
  mentions: Mention[],
  sentences: readonly Sentence[],
  questions: ReadonlyMap<number, QuestionAnswer>,
): void {
  const medicines = new Map<number, Mention[]>();
  for (const m of mentions)
    if (m.kind === 'medication') medicines.set(m.sentenceIndex, [...(medicines.get(m.sentenceIndex) ?? []), m]);
  for (const sentence of sentences) {
    if (medicines.has(sentence.index)) continue;
    const asked = sentence.isQuestion ? questions.get(sentence.index) : undefined;
    if (sentence.isQuestion && asked?.polarity !== 'yes') continue;
    const found = answeredDose([sentence.tokens]);
    if (!found) continue;
    const named = nearestMedicines(medicines, sentence.index);
    const drugs = new Set(named.map((m) => m.conceptId));
    if (drugs.size !== 1 || named.some((m) => m.attributes.dose || m.medication?.drug.isClass)) continue;
    const said = asked ? [sentence.index, asked.answer.index] : [sentence.index];
    for (const m of named) {
      m.attributes.dose = found.dose;
      m.evidenceSentences = [...new Set([...m.evidenceSentences, ...said])].sort((a, b) => a - b);
    }
  }
}

function nearestMedicines(medicines: ReadonlyMap<number, Mention[]>, index: number): Mention[] {
  for (let back = index - 1; back >= Math.max(0, index - CARRY_REACH); back -= 1) {
    const named = medicines.get(back);
    if (named) return named;
  }
  return [];
}
