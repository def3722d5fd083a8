import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { formatIcd10cmCode } from './icd10cm-entry';

/**
 * Parser for the two plain-text layouts of the CMS/CDC ICD-10-CM "code descriptions" download:
 * - order file: cols 1–5 order number, 7–13 code without dot, 15 billable flag (1/0), 17–76 short, 78– long text;
 * - codes file: code without dot padded to 8 characters, then the long description (billable codes only).
 */
export type Icd10cmLayout = 'order' | 'codes';

export interface Icd10cmRecord {
  /** With the dot, e.g. `J06.9`. */
  code: string;
  description: string;
  billable: boolean;
}

export type ParsedLine =
  { kind: 'record'; layout: Icd10cmLayout; record: Icd10cmRecord } | { kind: 'blank' } | { kind: 'invalid' };

const CODE = /^[A-Z][0-9][0-9A-Z]{1,5}$/;
const ORDER_LINE = /^\d{5} [A-Z][0-9A-Z ]{6} [01] /;

function parseOrderLine(line: string): ParsedLine {
  const code = line.slice(6, 13).trim();
  const flag = line.charAt(14);
  // Long description from column 78; a short-only line (rare, hand-edited files) falls back to the short text.
  const description = (line.length > 77 ? line.slice(77) : line.slice(16)).trim();
  if (!CODE.test(code) || description === '') return { kind: 'invalid' };
  return {
    kind: 'record',
    layout: 'order',
    record: { code: formatIcd10cmCode(code), description, billable: flag === '1' },
  };
}

function parseCodesLine(line: string): ParsedLine {
  const match = /^([A-Z][0-9][0-9A-Z]{1,5})\s+(\S.*)$/.exec(line);
  if (!match) return { kind: 'invalid' };
  const [, code = '', description = ''] = match;
  return {
    kind: 'record',
    layout: 'codes',
    record: { code: formatIcd10cmCode(code), description: description.trim(), billable: true },
  };
}

/** One line of either layout, recognised by its shape. */
export function parseIcd10cmLine(rawLine: string): ParsedLine {
  const line = rawLine.replace(/^\uFEFF/, '').replace(/\r$/, '');
  if (line.trim() === '') return { kind: 'blank' };
  if (ORDER_LINE.test(line)) return parseOrderLine(line);
  return parseCodesLine(line);
}

export interface Icd10cmReadStats {
  lines: number;
  records: number;
  invalid: number;
  layouts: Set<Icd10cmLayout>;
}

/** Streams a CMS file, yielding records; `stats` is filled as it goes (invalid lines are counted, not fatal). */
export async function* readIcd10cmFile(filePath: string, stats: Icd10cmReadStats): AsyncGenerator<Icd10cmRecord> {
  const lines = createInterface({ input: createReadStream(filePath, { encoding: 'utf8' }), crlfDelay: Infinity });
  for await (const line of lines) {
    stats.lines += 1;
    const parsed = parseIcd10cmLine(line);
    if (parsed.kind === 'blank') continue;
    if (parsed.kind === 'invalid') {
      stats.invalid += 1;
      continue;
    }
    stats.records += 1;
    stats.layouts.add(parsed.layout);
    yield parsed.record;
  }
}

export function createReadStats(): Icd10cmReadStats {
  return { lines: 0, records: 0, invalid: 0, layouts: new Set() };
}
