// npm run audit -- --patient <id>: prints who read or changed a patient's records, when and from where.
import { formatAuditHistory } from '../server/src/modules/audit/audit-format';
import { AuditRepository } from '../server/src/modules/audit/audit.repository';
import { runWithDatabase } from './cli';

const args = process.argv.slice(2);
const index = args.indexOf('--patient');
const patientId = index >= 0 ? Number(args[index + 1]) : Number.NaN;
if (!Number.isInteger(patientId) || patientId <= 0) {
  console.error('Usage: npm run audit -- --patient <patient id>');
  process.exit(2);
}
await runWithDatabase(async (database) => {
  const rows = await new AuditRepository(database.db).listForPatient(patientId);
  console.log(formatAuditHistory(patientId, rows));
});
