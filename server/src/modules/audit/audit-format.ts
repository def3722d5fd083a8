import type { AuditRow } from './audit.repository';

export type AuditHistoryRow = AuditRow & { userName: string | null };

function describeDetail(detail: Record<string, unknown> | null): string {
  if (!detail) return '';
  return Object.entries(detail)
    .map(([key, value]) => `${key}=${Array.isArray(value) ? value.join(',') : String(value)}`)
    .join(' ');
}

/** Plain-text table of an access history, one event a line, for `npm run audit`. */
export function formatAuditHistory(patientId: number, rows: AuditHistoryRow[]): string {
  if (rows.length === 0) return `No recorded access for patient ${patientId}.`;
  const lines = rows.map((row) =>
    [
      row.at.toISOString(),
      row.userId == null ? '(anonymous)' : `${row.userName ?? '(deleted user)'} #${row.userId}`,
      row.userRole ?? '-',
      row.action,
      `${row.entityType}${row.entityId ? ` ${row.entityId}` : ''}`,
      row.ip ?? '-',
      describeDetail(row.detail ?? null),
    ].join('\t'),
  );
  return [
    `Access history of patient ${patientId} (${rows.length} events)`,
    'time\tuser\trole\taction\tentity\taddress\tdetail',
    ...lines,
  ].join('\n');
}
