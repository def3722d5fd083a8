import { describe, expect, it } from 'vitest';
import { parseCptDescriptorLine } from './cpt-descriptor-parser';

// Hand-written sample lines with made-up descriptor text: the real AMA descriptors are licensed and not shipped.
describe('parseCptDescriptorLine', () => {
  it('reads tab-separated lines', () => {
    expect(parseCptDescriptorLine('99213\tSample descriptor for an office visit')).toEqual({
      kind: 'record',
      record: { code: '99213', descriptor: 'Sample descriptor for an office visit' },
    });
  });

  it('reads comma-separated lines with quoted descriptors containing commas and quotes', () => {
    expect(parseCptDescriptorLine('87880,"Sample test, group A ""strep"" antigen"\r')).toEqual({
      kind: 'record',
      record: { code: '87880', descriptor: 'Sample test, group A "strep" antigen' },
    });
  });

  it('keeps unquoted commas in the descriptor and accepts alphanumeric codes', () => {
    expect(parseCptDescriptorLine('0001U,Sample lab, with extra words')).toEqual({
      kind: 'record',
      record: { code: '0001U', descriptor: 'Sample lab, with extra words' },
    });
  });

  it('skips headers, blanks and malformed lines', () => {
    expect(parseCptDescriptorLine('code\tdescriptor')).toEqual({ kind: 'invalid' });
    expect(parseCptDescriptorLine('  ')).toEqual({ kind: 'blank' });
    expect(parseCptDescriptorLine('9921\ttoo short')).toEqual({ kind: 'invalid' });
    expect(parseCptDescriptorLine('99213\t   ')).toEqual({ kind: 'invalid' });
  });
});
