import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

/**
 * Parser for a CPT descriptor file a clinic licenses from the AMA: one code and its descriptor per line,
 * tab- or comma-separated (CSV quoting allowed). Header lines and anything without a five-character CPT code
 * in the first column are counted as skipped.
 */
export interface CptDescriptorRecord {
  code: string;
  descriptor: string;
}

export type ParsedCptLine = { kind: 'record'; record: CptDescriptorRecord } | { kind: 'blank' } | { kind: 'invalid' };

const CPT_CODE = /^\d{4}[0-9A-Z]$/;

/** Splits one CSV line, honouring double quotes ("a, b" and doubled "" inside quotes). */
function splitCsv(line: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line.charAt(index);
    if (quoted) {
      if (char === '"' && line.charAt(index + 1) === '"') {
        current += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(current);
      current = '';
    } else current += char;
  }
  fields.push(current);
  return fields;
}

export function parseCptDescriptorLine(rawLine: string): ParsedCptLine {
  const line = rawLine.replace(/^\uFEFF/, '').replace(/\r$/, '');
  if (line.trim() === '') return { kind: 'blank' };
  const fields = line.includes('\t') ? line.split('\t') : splitCsv(line);
  const code = (fields[0] ?? '').trim().toUpperCase();
  // A descriptor may itself contain the separator when the file is unquoted: keep the rest of the line.
  const descriptor = fields
    .slice(1)
    .join(line.includes('\t') ? ' ' : ', ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!CPT_CODE.test(code) || descriptor === '') return { kind: 'invalid' };
  return { kind: 'record', record: { code, descriptor } };
}

export interface CptReadStats {
  lines: number;
  records: number;
  skipped: number;
}

export async function* readCptDescriptorFile(
  filePath: string,
  stats: CptReadStats,
): AsyncGenerator<CptDescriptorRecord> {
  const lines = createInterface({ input: createReadStream(filePath, { encoding: 'utf8' }), crlfDelay: Infinity });
  for await (const line of lines) {
    stats.lines += 1;
    const parsed = parseCptDescriptorLine(line);
    if (parsed.kind === 'blank') continue;
    if (parsed.kind === 'invalid') {
      stats.skipped += 1;
      continue;
    }
    stats.records += 1;
    yield parsed.record;
  }
}
