import type { Assertion } from '../../../../coding/clinical-finding';
import type { RawMention } from './mention.types';

/**
 * Whose medicine it is: "my brother has bipolar. He's on lithium." The relative a sentence speaks of (its leading
 * "he"/"she", or the answer to a question about them) takes the medicines it names as well as the illnesses, so a
 * relative's drug never lands in the patient's drug history.
 */
export function relativeMedicationStatus(
  item: Pick<RawMention, 'kind'>,
  assertion: Assertion,
  relative: string | undefined,
): { assertion: Assertion } {
  const taken = assertion === 'present' || assertion === 'historical';
  return item.kind === 'medication' && relative !== undefined && taken ? { assertion: 'family' } : { assertion };
}
