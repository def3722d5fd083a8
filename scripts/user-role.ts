// npm run user:role -- <email> <doctor|medical_assistant|nurse_practitioner|patient|none>
// Gives an account a clinical role (e.g. a facility-staff account that registered without one).
import { STORED_ROLES, type StoredRole } from '../common/roles';
import { UsersRepository } from '../server/src/modules/users/users.repository';
import { UsersService } from '../server/src/modules/users/users.service';
import { runWithDatabase } from './cli';

const [email, roleArg] = process.argv.slice(2);
const role = roleArg === 'none' ? null : (roleArg as StoredRole);
if (!email || !roleArg || (role !== null && !STORED_ROLES.includes(role))) {
  console.error(`Usage: npm run user:role -- <email> <${[...STORED_ROLES, 'none'].join('|')}>`);
  process.exit(2);
}
await runWithDatabase(async (database) => {
  const user = await new UsersService(new UsersRepository(database.db)).assignRole(email, role);
  console.log(`${user.email} now has role ${user.role ?? '(none)'}`);
});
