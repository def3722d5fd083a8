import { describe, expect, it } from 'vitest';
import { parseReplyItems } from './note-reply.schema';

const quote = { turn: 1, quote: 'a cough' };

describe('parseReplyItems', () => {
  it('rejects a reply without a statements array', () => {
    expect(parseReplyItems({ note: 'text' })).toBeNull();
    expect(parseReplyItems([])).toBeNull();
    expect(parseReplyItems({ statements: 'text' })).toBeNull();
  });

  it('keeps valid items, counts invalid ones, and tolerates common spellings', () => {
    const parsed = parseReplyItems({
      statements: [
        { section: 'Subjective', text: 'Cough.', newParagraph: false, evidence: [quote] },
        { section: 'history', text: 'x', evidence: [] },
        { text: 'no section', evidence: [] },
      ],
      codes: [
        { type: 'ICD-10-CM', code: 'R05.9', description: 'Cough', confidence: 0.7, evidence: [] },
        { type: 'icd11', code: 'MD12', confidence: 0.5 },
        { type: 'SNOMED', code: '49727002', confidence: 0.5 },
        { type: 'CPT', code: '99213', confidence: 'high' },
      ],
    })!;
    expect(parsed.statements).toEqual([
      { section: 'subjective', text: 'Cough.', newParagraph: false, evidence: [quote] },
    ]);
    expect(parsed.invalidStatements).toBe(2);
    expect(parsed.codes!.map((c) => `${c.type} ${c.code}`)).toEqual(['ICD-10 R05.9', 'ICD-11 MD12']);
    expect(parsed.invalidCodes).toBe(2);
  });

  it('tells a missing codes field from an empty one', () => {
    expect(parseReplyItems({ statements: [] })!.codes).toBeNull();
    expect(parseReplyItems({ statements: [], codes: [] })!.codes).toEqual([]);
  });
});
