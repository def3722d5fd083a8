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

/** Whether the plan line resting on the dose's sentence (at `start`) names the medicine too. */
function namedWithDose(items: readonly DraftStatement[], start: number, m: Mention): boolean {
  const line = items.find((item) => item.evidence.some((span) => span.start === start));
  return line !== undefined && line.text.toLowerCase().includes(m.display.toLowerCase());
}

/**
 * "It's called Utrogestan, a capsule at night." … "Two hundred milligrams at bedtime.": the plan line names the
 * medicine, but its dose was said sentences later and left out, so a prescription reads without its strength. The
 * sig the analysis joined from both sentences follows the line, resting on both; never a number nobody said.
 */
export function withCarriedDoses(context: WriterContext, items: readonly DraftStatement[]): DraftStatement[] {
  // Dose sentences whose sig this writer already added once.
  const carried = new Set<number>();
  const out: DraftStatement[] = [];
  for (const item of items) {
    out.push(item);
    const said = new Set(item.evidence.map((span) => span.start));
    for (const m of context.analysis.mentions) {
      if (m.kind !== 'medication' || m.assertion !== 'present' || !m.attributes.dose) continue;
      if (!said.has(context.sentences[m.sentenceIndex]?.start ?? -1)) continue;
      const at = doseSentence(context, m);
      // The dose's own sentence already in the plan naming the medicine, or the amount already on this line:
      // nothing is missing. A bare "408 mg, once a day" line further on still leaves the prescription unsigned.
      if (at === undefined || carried.has(at) || namedWithDose(items, context.sentences[at]!.start, m)) continue;
      if (item.text.includes(m.attributes.dose.split(' ')[0]!)) continue;
      const text = sigOf(m);
      out.push({
        text: `${text.charAt(0).toUpperCase()}${text.slice(1)}.`,
        evidence: context.evidence([m.sentenceIndex, at]),
      });
      carried.add(at);
    }
  }
  return out;
}
