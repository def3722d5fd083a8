import { describe, expect, it } from 'vitest';
import { AUDIT_USAGE, formatAuditHistory, parseAuditArgs } from './audit-format';

describe('formatAuditHistory', () => {
  it('prints one line per event with who, what and from where', () => {
    const text = formatAuditHistory({ patient: 7 }, [
      {
        id: 1,
        at: new Date('2026-01-02T03:04:05Z'),
        userId: 3,
        userName: 'Dr Gray',
        userRole: 'doctor',
        action: 'read',
        entityType: 'visit',
        entityId: '12',
        patientId: 7,
        ip: '10.0.0.5',
        detail: null,
      },
      {
        id: 2,
        at: new Date('2026-01-02T03:05:00Z'),
        userId: 4,
        userName: null,
        userRole: 'medical_assistant',
        action: 'status_change',
        entityType: 'visit',
        entityId: '12',
        patientId: 7,
        ip: '10.0.0.6',
        detail: { from: 'in_progress', to: 'pending_doctor_review' },
      },
    ]);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Access history of patient 7 (2 events)');
    expect(lines[2]).toBe('2026-01-02T03:04:05.000Z\tDr Gray #3\tdoctor\tread\tvisit 12\t10.0.0.5\t');
    expect(lines[3]).toContain('(deleted user) #4');
    expect(lines[3]).toContain('from=in_progress to=pending_doctor_review');
  });

  it('says so when there is nothing', () => {
    expect(formatAuditHistory({ patient: 9 }, [])).toBe('No recorded access for patient 9.');
    expect(formatAuditHistory({ user: 4 }, [], new Date('2026-01-01T00:00:00Z'))).toBe(
      'No recorded access for user 4 since 2026-01-01T00:00:00.000Z.',
    );
  });
});

describe('parseAuditArgs', () => {
  it('reads a patient or a user, and an optional since date', () => {
    expect(parseAuditArgs(['--patient', '7'])).toEqual({ subject: { patient: 7 }, since: undefined });
    expect(parseAuditArgs(['--user', '3', '--since', '2026-01-31'])).toEqual({
      subject: { user: 3 },
      since: new Date('2026-01-31'),
    });
  });

  it('explains what is wrong', () => {
    expect(parseAuditArgs([])).toBe(AUDIT_USAGE);
    expect(parseAuditArgs(['--patient', '1', '--user', '2'])).toBe(AUDIT_USAGE);
    expect(parseAuditArgs(['--user', 'x'])).toMatch(/positive whole number/);
    expect(parseAuditArgs(['--user', '2', '--since', 'yesterday'])).toMatch(/--since must be a date/);
  });
});
