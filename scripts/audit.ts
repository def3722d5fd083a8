// npm run audit -- --patient <id> | --user <id> [--since <date>]: prints who read or changed a patient's records
// (including every list that showed them and every refused request), or everything one account did.
import { formatAuditHistory, parseAuditArgs } from '../server/src/modules/audit/audit-format';
import { AuditRepository } from '../server/src/modules/audit/audit.repository';
import { runWithDatabase } from './cli';

const parsed = parseAuditArgs(process.argv.slice(2));
if (typeof parsed === 'string') {
  console.error(parsed);
  process.exit(2);
}
const { subject, since } = parsed;
await runWithDatabase(async (database) => {
  const audit = new AuditRepository(database.db);
  const rows =
    'patient' in subject
      ? await audit.listForPatient(subject.patient, since)
      : await audit.listForUser(subject.user, since);
  console.log(formatAuditHistory(subject, rows, since));
});
