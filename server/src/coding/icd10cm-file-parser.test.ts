import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createReadStats, parseIcd10cmLine, readIcd10cmFile, type Icd10cmRecord } from './icd10cm-file-parser';

// Hand-written lines in the two CMS layouts (column positions as documented by CMS).
const pad = (text: string, width: number) => text.padEnd(width, ' ');
const orderLine = (n: number, code: string, billable: 0 | 1, short: string, long: string) =>
  `${String(n).padStart(5, '0')} ${pad(code, 7)} ${billable} ${pad(short, 60)} ${long}`;
const codesLine = (code: string, long: string) => `${pad(code, 8)}${long}`;

describe('parseIcd10cmLine', () => {
  it('reads an order-file line with its billable flag and inserts the dot', () => {
    const parsed = parseIcd10cmLine(
      orderLine(12, 'J069', 1, 'Acute upper resp infection', 'Acute upper respiratory infection, unspecified'),
    );
    expect(parsed).toEqual({
      kind: 'record',
      layout: 'order',
      record: { code: 'J06.9', description: 'Acute upper respiratory infection, unspecified', billable: true },
    });
  });

  it('reads an order-file header line as not billable and keeps three-character codes without a dot', () => {
    const parsed = parseIcd10cmLine(
      orderLine(
        11,
        'J06',
        0,
        'Acute upper resp infections',
        'Acute upper respiratory infections of multiple and unspecified sites',
      ),
    );
    expect(parsed.kind === 'record' && parsed.record).toEqual({
      code: 'J06',
      description: 'Acute upper respiratory infections of multiple and unspecified sites',
      billable: false,
    });
  });

  it('reads a codes-file line (billable codes only) including seven-character codes', () => {
    expect(
      parseIcd10cmLine(codesLine('S93401A', 'Sprain of unspecified ligament of right ankle, initial encounter')),
    ).toEqual({
      kind: 'record',
      layout: 'codes',
      record: {
        code: 'S93.401A',
        description: 'Sprain of unspecified ligament of right ankle, initial encounter',
        billable: true,
      },
    });
  });

  it('tolerates a byte-order mark and Windows line ends, skips blanks and rejects junk', () => {
    const parsed = parseIcd10cmLine(`\uFEFF${codesLine('I10', 'Essential (primary) hypertension')}\r`);
    expect(parsed.kind === 'record' && parsed.record.code).toBe('I10');
    expect(parseIcd10cmLine('   ')).toEqual({ kind: 'blank' });
    expect(parseIcd10cmLine('not a code line')).toEqual({ kind: 'invalid' });
    expect(parseIcd10cmLine('12345')).toEqual({ kind: 'invalid' });
  });
});

describe('readIcd10cmFile', () => {
  it('streams a file and counts records, invalid lines and layouts', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'icd-parse-'));
    const file = path.join(dir, 'order.txt');
    writeFileSync(
      file,
      [
        orderLine(1, 'R05', 0, 'Cough', 'Cough'),
        orderLine(2, 'R051', 1, 'Acute cough', 'Acute cough'),
        '',
        '??? broken',
        orderLine(3, 'R059', 1, 'Cough, unspecified', 'Cough, unspecified'),
      ].join('\r\n'),
    );
    const stats = createReadStats();
    const records: Icd10cmRecord[] = [];
    for await (const record of readIcd10cmFile(file, stats)) records.push(record);
    expect(records.map((r) => `${r.code}:${r.billable}`)).toEqual(['R05:false', 'R05.1:true', 'R05.9:true']);
    expect(stats).toMatchObject({ lines: 5, records: 3, invalid: 1 });
    expect([...stats.layouts]).toEqual(['order']);
  });
});
