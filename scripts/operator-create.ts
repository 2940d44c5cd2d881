// npm run operator:create -- --role admin [--role finance] [--email a@b.et | --phone 0911…] [--name "Hana T."] [--no-totp]
// Creates a back-office operator on the configured database (DATABASE_URL, or the PGlite DATA_DIR — stop the server
// first, PGlite has one user), audited as done by this command, and prints the temporary password once: the new
// operator changes it and enrols an authenticator at first sign-in (admin and finance always enrol).
import { parseArgs } from 'node:util';
import { isRole, PERSON_ROLES, type Role } from '../schema/operator-access.ts';
import { loadConfig } from '../server/config.ts';
import { createDb } from '../server/db/index.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { createOperator, loginTaken, newLogins } from '../server/modules/backoffice/accounts.ts';

function fail(message: string): never {
  process.stderr.write(`operator:create: ${message}\n`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    role: { type: 'string', multiple: true },
    email: { type: 'string' },
    phone: { type: 'string' },
    name: { type: 'string' },
    'no-totp': { type: 'boolean', default: false },
  },
});
const roles = (values.role ?? []).flatMap((r) => r.split(',')).map((r) => r.trim());
if (roles.length === 0 || roles.some((r) => !isRole(r) || r === 'machine')) {
  fail(`give one or more --role among ${PERSON_ROLES.join(', ')}`);
}
const given = newLogins(values.email ?? null, values.phone ?? null);
if (given === null) {
  fail('--email must be an email address and --phone an Ethiopian mobile number');
}
// Neither given: the role's own address on the local domain.
const logins = given.email === null && given.phone === null ? { email: `${roles[0]}@birrbet.local`, phone: null } : given;
const shownLogin = logins.email ?? logins.phone;

const config = loadConfig(process.env);
const handle = createDb(config);
try {
  await migrateToLatest(handle.db);
  if (await loginTaken(handle.db, logins)) {
    fail(`an operator already signs in as ${shownLogin}`);
  }
  const name = values.name ?? shownLogin ?? 'Operator';
  const { id, password } = await createOperator(
    handle.db,
    { name, ...logins, roles: roles as Role[], totpRequired: !values['no-totp'] },
    { kind: 'system', id: null, name: 'npm run operator:create', address: null },
    Date.now(),
  );
  process.stdout.write(
    `Operator created (${roles.join(', ')}), id ${id}\n` +
      `  sign in at /backoffice as ${shownLogin}\n` +
      `  temporary password: ${password}\n` +
      '  (shown once: it must be changed at first sign-in)\n',
  );
} finally {
  await handle.close();
}
