import type { Assertion, FindingKind } from '../../../../coding/clinical-finding';
import { ADMINISTERING_CUES, VACCINE_STATUS_CUES, type VaccineStatus } from '../vocabulary/vaccine-status.vocab';
import type { Sentence } from './analysis.types';
import { containsPhrase, stemTokens, cueIndex } from './phrase-index';

const administering = cueIndex(ADMINISTERING_CUES);
const statusIndexes = VACCINE_STATUS_CUES.map(([status, phrases]) => [status, cueIndex(phrases)] as const);

export interface VaccineReading {
  kind: FindingKind;
  assertion: Assertion;
  status?: VaccineStatus;
}

/**
 * A vaccine is a service, never the disease: given at this visit (a procedure), due, offered or recommended (an
 * order), declined (not given: negated), or given before (historical). A "no" to "did you get your flu shot?" keeps
 * its negation.
 */
export function readVaccine(sentence: Sentence, assertion: Assertion): VaccineReading {
  const stems = stemTokens(sentence.tokens);
  const found = statusIndexes.find(([, index]) => containsPhrase(stems, index))?.[0];
  const givenNow =
    sentence.speaker === 'doctor' &&
    !sentence.isQuestion &&
    found !== 'declined' &&
    containsPhrase(stems, administering);
  const status = givenNow ? 'given' : found;
  if (assertion === 'negated' || assertion === 'family' || assertion === 'hypothetical')
    return { kind: 'procedure', assertion, ...(status === 'declined' ? { status } : {}) };
  if (status === 'declined') return { kind: 'procedure', assertion: 'negated', status };
  if (status === 'previous') return { kind: 'procedure', assertion: 'historical', status };
  if (status === 'given' && sentence.speaker !== 'patient') return { kind: 'procedure', assertion, status };
  if (status === 'offered') return { kind: 'order', assertion, status };
  if (status === 'due' || status === 'given') return { kind: 'order', assertion, status: 'due' };
  return { kind: 'procedure', assertion };
}

/**
 * A vaccine the patient declines is not given at this visit, however it was offered before the refusal: its
 * offers, recommendations and "we can give it today" become the refusal too. Past doses stay as they were.
 */
export function applyVaccineRefusals<
  T extends {
    testKind?: string;
    conceptId: string;
    kind: FindingKind;
    assertion: Assertion;
    negatedToo: boolean;
    attributes: Record<string, string>;
  },
>(mentions: readonly T[]): void {
  const declined = new Set(
    mentions.filter((m) => m.testKind === 'vaccine' && m.attributes.status === 'declined').map((m) => m.conceptId),
  );
  for (const mention of mentions) {
    if (mention.testKind !== 'vaccine' || !declined.has(mention.conceptId) || mention.assertion !== 'present') continue;
    mention.kind = 'procedure';
    mention.assertion = 'negated';
    mention.negatedToo = true;
    mention.attributes.status = 'declined';
  }
}
