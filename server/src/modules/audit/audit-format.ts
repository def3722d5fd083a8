import type { AuditRow } from './audit.repository';

export type AuditHistoryRow = AuditRow & { userName: string | null };
/** Whose history: a patient's records, or one account's actions. */
export type AuditSubject = { patient: number } | { user: number };

function describeDetail(detail: Record<string, unknown> | null): string {
  if (!detail) return '';
  return Object.entries(detail)
    .map(([key, value]) => `${key}=${Array.isArray(value) ? value.join(',') : String(value)}`)
    .join(' ');
}

function describeSubject(subject: AuditSubject): string {
  return 'patient' in subject ? `patient ${subject.patient}` : `user ${subject.user}`;
}

/** Plain-text table of an access history, one event a line, for `npm run audit`. */
export function formatAuditHistory(subject: AuditSubject, rows: AuditHistoryRow[], since?: Date): string {
  const range = since ? ` since ${since.toISOString()}` : '';
  if (rows.length === 0) return `No recorded access for ${describeSubject(subject)}${range}.`;
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
  const title =
    'patient' in subject ? `Access history of patient ${subject.patient}` : `Activity of user ${subject.user}`;
  return [
    `${title}${range} (${rows.length} events)`,
    'time\tuser\trole\taction\tentity\taddress\tdetail',
    ...lines,
  ].join('\n');
}

export const AUDIT_USAGE =
  'Usage: npm run audit -- --patient <patient id> | --user <user id> [--since <YYYY-MM-DD or ISO time>]';

/** Reads `--patient ID | --user ID [--since DATE]`; a string is the reason the arguments are wrong. */
export function parseAuditArgs(args: string[]): { subject: AuditSubject; since?: Date } | string {
  const value = (flag: string) => {
    const index = args.indexOf(flag);
    return index >= 0 ? (args[index + 1] ?? '') : undefined;
  };
  const patient = value('--patient');
  const user = value('--user');
  const sinceText = value('--since');
  if ((patient === undefined) === (user === undefined)) return AUDIT_USAGE;
  const id = Number(patient ?? user);
  if (!Number.isInteger(id) || id <= 0)
    return `${patient === undefined ? 'User' : 'Patient'} id must be a positive whole number`;
  let since: Date | undefined;
  if (sinceText !== undefined) {
    since = new Date(sinceText);
    if (!sinceText || Number.isNaN(since.getTime())) return `--since must be a date, e.g. 2026-01-31`;
  }
  return { subject: patient === undefined ? { user: id } : { patient: id }, since };
}
