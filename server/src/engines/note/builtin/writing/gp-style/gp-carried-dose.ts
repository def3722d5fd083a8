import type { Mention } from '../../../shared/analysis/analysis.types';
import type { DraftStatement } from '../note-draft';
import type { WriterContext } from '../writer-context';
import { writePhrase } from '../written-form';

/** The sentence a carried dose was said in: not the medicine's own, the first of its evidence holding the amount. */
function doseSentence(context: WriterContext, m: Mention): number | undefined {
  const amount = m.attributes.dose?.split(' ')[0];
  return m.evidenceSentences.find(
    (index) => index !== m.sentenceIndex && context.sentences[index]?.tokens.some((token) => token.norm === amount),
  );
}

const sigOf = (m: Mention) =>
  [writePhrase(m.display.split(' ')), m.attributes.dose, m.attributes.route, m.attributes.frequency]
    .filter(Boolean)
    .join(' ');

/**
 * "It's called Utrogestan, a capsule at night." … "Two hundred milligrams at bedtime.": the plan line names the
 * medicine, but its dose was said sentences later and left out, so a prescription reads without its strength. The
 * sig the analysis joined from both sentences follows the line, resting on both; never a number nobody said.
 */
export function withCarriedDoses(context: WriterContext, items: readonly DraftStatement[]): DraftStatement[] {
  const starts = new Set(items.flatMap((item) => item.evidence.map((span) => span.start)));
  const out: DraftStatement[] = [];
  for (const item of items) {
    out.push(item);
    const said = new Set(item.evidence.map((span) => span.start));
    for (const m of context.analysis.mentions) {
      if (m.kind !== 'medication' || m.assertion !== 'present' || !m.attributes.dose) continue;
      if (!said.has(context.sentences[m.sentenceIndex]?.start ?? -1)) continue;
      const at = doseSentence(context, m);
      // The dose's own sentence already in the plan, or the amount already on this line: nothing is missing.
      if (at === undefined || starts.has(context.sentences[at]!.start)) continue;
      if (item.text.includes(m.attributes.dose.split(' ')[0]!)) continue;
      const text = sigOf(m);
      out.push({
        text: `${text.charAt(0).toUpperCase()}${text.slice(1)}.`,
        evidence: context.evidence([m.sentenceIndex, at]),
      });
      starts.add(context.sentences[at]!.start);
    }
  }
  return out;
}
