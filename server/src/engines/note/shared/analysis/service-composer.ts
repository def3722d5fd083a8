import { CONDITION_SERVICES, SERVICE_HEAD_WORDS } from '../vocabulary/service-composition.vocab';
import { TESTS } from '../vocabulary/test-order.vocab';
import type { RawMention } from './mention.types';
import { saidWords, type WordToken } from './word-tokenizer';

const TEST_BY_ID = new Map(TESTS.map((entry) => [entry.id, entry]));

/**
 * "The measles vaccine", "a covid 19 vaccine", "strep screening": a disease said right before a vaccine or test word
 * is what the service is for, not what the patient has. Returns the services such pairs name (longer than the
 * disease, so they win over it when overlaps are resolved).
 */
export function composeServices(tokens: readonly WordToken[], mentions: readonly RawMention[]): RawMention[] {
  const services: RawMention[] = [];
  for (const mention of mentions) {
    if (mention.kind !== 'condition') continue;
    const head = SERVICE_HEAD_WORDS[tokens[mention.last]?.norm ?? ''];
    if (!head) continue;
    const known = TEST_BY_ID.get(CONDITION_SERVICES[mention.conceptId]?.[head] ?? '');
    const said = saidWords(tokens, { first: mention.first, last: mention.last + 1 });
    services.push({
      kind: 'order',
      conceptId: known?.id ?? `${mention.conceptId}-${head}`,
      term: known?.term ?? `${mention.term} ${head}`,
      display: said,
      first: mention.first,
      last: mention.last + 1,
      match: 'inferred',
      testKind: known?.kind ?? (head === 'vaccine' ? 'vaccine' : 'lab'),
      attributes: {},
    });
  }
  return services;
}
