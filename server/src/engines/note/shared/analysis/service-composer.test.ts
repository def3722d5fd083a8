import { describe, expect, it } from 'vitest';
import { findMentions } from './mention-finder';
import { composeServices } from './service-composer';
import { tokenizeWords } from './word-tokenizer';

const found = (text: string) =>
  findMentions(tokenizeWords(text), false).map((mention) => `${mention.kind}:${mention.conceptId}`);

describe('composeServices', () => {
  it('reads a disease before a vaccine or test word as the service for it', () => {
    expect(found('we will give the influenza shot today')).toEqual(['order:flu-vaccine']);
    expect(found('she had a covid 19 vaccine')).toEqual(['order:covid-vaccine']);
    expect(found('we will do strep screening')).toEqual(['order:rapid-strep']);
  });

  it('names a service with no entry of its own by its words', () => {
    const tokens = tokenizeWords('asthma testing');
    const asthma = {
      kind: 'condition' as const,
      conceptId: 'asthma',
      term: 'asthma',
      display: 'asthma',
      first: 0,
      last: 1,
      match: 'exact' as const,
      attributes: {},
    };
    expect(composeServices(tokens, [asthma])).toEqual([
      expect.objectContaining({
        kind: 'order',
        conceptId: 'asthma-test',
        display: 'asthma testing',
        first: 0,
        last: 2,
        testKind: 'lab',
      }),
    ]);
  });

  it('leaves a disease that no service word follows', () => {
    expect(found('i think you have the flu')).toEqual(['condition:influenza']);
  });
});
