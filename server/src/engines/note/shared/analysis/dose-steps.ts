import { DOSE_TIMES_OF_DAY, PLANNED_MEDICATION_ACTIONS, UNSTATED_START_WORDS } from '../vocabulary/dose-talk.vocab';
import type { Mention, Sentence } from './analysis.types';
import type { DoseReader } from './dose-conflict';
import { doseAt, frequencyAt } from './medication-extractor';
import { stemTokens } from './phrase-index';
import { formatNumber, readNumberAt } from './spoken-number';
import type { WordToken } from './word-tokenizer';

const planned: ReadonlySet<string> = new Set(PLANNED_MEDICATION_ACTIONS);
const unstated: ReadonlySet<string> = new Set(UNSTATED_START_WORDS);
// How long one step lasts: "for three days", "for twelve weeks".
const SPANS = new Set(['day', 'days', 'week', 'weeks', 'month', 'months']);
const unitOf = (dose: string) => dose.replace(/^[\d.,]+\s*/, '');
const TIMES_OF_DAY = DOSE_TIMES_OF_DAY.map((phrase) => phrase.split(' '));

/** How many tokens from i say when in the day the step is taken ("in the morning"), or 0. */
function timeOfDayAt(tokens: readonly WordToken[], i: number): number {
  const words = TIMES_OF_DAY.find((phrase) => phrase.every((word, k) => tokens[i + k]?.norm === word));
  return words?.length ?? 0;
}

/** One step at token i: its dose, how often and how long ("0.5 mg once a day for 3 days"), and where it ends. */
function stepAt(
  tokens: readonly WordToken[],
  i: number,
  read: DoseReader,
): { unit: string; text: string; last: number } | null {
  const dose = read(i);
  if (!dose) return null;
  const parts = [dose.dose];
  let j = dose.last;
  const frequency = frequencyAt(tokens, j);
  if (frequency) {
    parts.push(frequency.frequency);
    j = frequency.last;
  }
  const time = timeOfDayAt(tokens, j);
  if (time > 0) {
    parts.push(
      tokens
        .slice(j, j + time)
        .map((token) => token.norm)
        .join(' '),
    );
    j += time;
  }
  const length = tokens[j]?.norm === 'for' ? readNumberAt(tokens, j + 1) : null;
  if (length && SPANS.has(tokens[length.last]?.norm ?? '')) {
    parts.push(`for ${formatNumber(length.value)} ${tokens[length.last]!.norm}`);
    j = length.last + 1;
  }
  return { unit: unitOf(dose.dose), text: parts.join(' '), last: j };
}

/**
 * "Zero point five milligrams once a day for three days, then one milligram twice a day": a sentence that is
 * nothing but the steps of one dose, each a strength in the same unit (with how often and how long), joined by
 * "then". The steps written whole ("0.5 mg daily for 3 days, then 1 mg twice a day"), or null when any word falls
 * outside them: what else the sentence says might make a step another medicine's.
 */
export function readDoseSteps(tokens: readonly WordToken[]): string | null {
  const stems = stemTokens(tokens);
  const read: DoseReader = (k) => doseAt(tokens, stems, k);
  const steps: string[] = [];
  let unit: string | undefined;
  let i = 0;
  while (i < tokens.length) {
    const step = stepAt(tokens, i, read);
    if (!step || (unit !== undefined && step.unit !== unit)) return null;
    unit = step.unit;
    steps.push(step.text);
    i = step.last;
    if (i >= tokens.length) break;
    if (tokens[i]?.norm === 'and' && tokens[i + 1]?.norm === 'then') i += 1;
    if (tokens[i]?.norm !== 'then') return null;
    i += 1;
  }
  return steps.length > 1 ? steps.join(', then ') : null;
}

/**
 * "I'm starting varenicline." "Zero point five milligrams once a day for three days, then one milligram twice a
 * day.": the steps said by the same speaker, in the same turn, straight after the sentence that starts or changes
 * one medicine with no dose of its own, are that medicine's dose. Two medicines named there, a medicine not
 * planned today, one that already has a dose, or a start declined, only offered or told of the past ("I was going
 * to start it but you said no", "we could start it") leave the steps unread: they would be a dose nobody takes.
 */
export function carryDoseSteps(sentence: Sentence, previous: Sentence | undefined, named: readonly Mention[]): void {
  if (!previous || previous.index !== sentence.index - 1) return;
  if (previous.speaker !== sentence.speaker || previous.turnIndex !== sentence.turnIndex) return;
  if (previous.tokens.some((token) => unstated.has(token.norm))) return;
  const medicines = named.filter((m) => !m.medication?.drug.isClass);
  if (new Set(medicines.map((m) => m.conceptId)).size !== 1) return;
  if (medicines.some((m) => m.assertion !== 'present' || m.attributes.dose || !planned.has(m.attributes.action ?? '')))
    return;
  const steps = readDoseSteps(sentence.tokens);
  if (!steps) return;
  for (const m of medicines) {
    m.attributes.dose = steps;
    m.evidenceSentences = [...new Set([...m.evidenceSentences, sentence.index])].sort((a, b) => a - b);
  }
}
