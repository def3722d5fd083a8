import { amountEndsDose, bareAmountAt, unitOfDose, type DoseReading } from './dose-unit-carry';
import { stepCueAt } from './dose-step-cue';
import type { WordToken } from './word-tokenizer';

// "went up to 80 on the gliclazide": how far after the step's amount the medicine it is of may be named.
const OBJECT_REACH = 3;
// Who may take the step: "and then I went up to six hundred", "then we go up to fifty".
const TAKERS = new Set(['i', 'we', 'you', 'he', 'she', 'they']);

/**
 * "Four hundred milligrams, and then I went up to six hundred": the step said straight after a dose, to a strength
 * in the same unit (said again or left unsaid), makes one dose of two steps ("400 mg, then 600 mg"). Either alone
 * would be a wrong dose. Null when no step follows, or its amount is in another unit or may be of something else
 * ("went up to 20 minutes").
 */
export function stepAfterDose(
  tokens: readonly WordToken[],
  stems: readonly string[],
  first: DoseReading,
  read: (i: number) => DoseReading | null,
  namesDrug: (i: number) => boolean,
): DoseReading | null {
  const unit = unitOfDose(first.dose);
  if (!unit) return null;
  let j = first.last;
  if (tokens[j]?.norm === 'and') j += 1;
  if (tokens[j]?.norm === 'then') j += 1;
  if (TAKERS.has(tokens[j]?.norm ?? '')) j += 1;
  const cue = stepCueAt(stems, j);
  if (!cue) return null;
  const next = read(cue.last) ?? bareAmountAt(tokens, cue.last, unit);
  if (!next || unitOfDose(next.dose) !== unit || next.dose === first.dose) return null;
  if (!amountEndsDose(tokens, next.last)) return null;
  // "… and then I went up to 80 on the gliclazide": the step of another medicine named with it.
  for (let k = first.last; k < next.last + OBJECT_REACH; k += 1) if (namesDrug(k)) return null;
  return { dose: `${first.dose}, then ${next.dose}`, last: next.last };
}
