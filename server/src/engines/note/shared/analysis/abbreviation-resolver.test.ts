import { describe, expect, it } from 'vitest';
import { resolveAbbreviations } from './abbreviation-resolver';
import { findMentions } from './mention-finder';
import { tokenizeWords } from './word-tokenizer';

const kinds = (text: string) =>
  findMentions(tokenizeWords(text), true).map((mention) => `${mention.kind}:${mention.conceptId}`);

describe('resolveAbbreviations', () => {
  it('reads CVA beside tenderness, percussion or a flank as the costovertebral angle', () => {
    expect(kinds('the right cva is tender to percussion')).toContain('exam:cva-tenderness');
    expect(kinds('no cva or suprapubic tenderness')).toContain('exam:cva-tenderness');
    for (const text of ['the right cva is tender to percussion', 'no cva or suprapubic tenderness'])
      expect(kinds(text)).not.toContain('condition:stroke');
  });

  it('keeps CVA a stroke when a history says so', () => {
    expect(kinds('she had a cva two years ago')).toContain('condition:stroke');
    expect(kinds('history of cva with residual weakness')).toContain('condition:stroke');
  });

  it('drops a bare CVA that names neither', () => {
    expect(kinds('there is cva')).toEqual([]);
  });

  it('leaves every other mention as it was', () => {
    const tokens = tokenizeWords('stroke');
    const mention = {
      kind: 'condition' as const,
      conceptId: 'stroke',
      term: 'stroke',
      display: 'stroke',
      first: 0,
      last: 1,
      match: 'exact' as const,
      attributes: {},
    };
    expect(resolveAbbreviations(tokens, [mention])).toEqual([mention]);
  });
});
