// npm run operator:create -- --role admin [--role finance] [--email a@b.et | --phone 0911…] [--name "Hana T."] [--no-totp]
// Creates a back-office operator on the configured database (DATABASE_URL, or the PGlite DATA_DIR — stop the server
// first, PGlite has one user), audited as done by this command, and prints the temporary password once: the new
// operator changes it and enrols an authenticator at first sign-in (admin and finance always enrol).
import { parseArgs } from 'node:util';
import { isRole, PERSON_ROLES, type Role } from '../schema/operator-access.ts';
import { loadConfig } from '../server/config.ts';
import { createDb } from '../server/db/index.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { createOperator, loginKey } from '../server/modules/backoffice/accounts.ts';

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
const email = values.email === undefined ? null : loginKey(values.email.includes('@') ? values.email : '');
const phone = values.phone === undefined ? null : loginKey(values.phone.includes('@') ? '' : values.phone);
if ((values.email !== undefined && email === null) || (values.phone !== undefined && phone === null)) {
  fail('--email must be an email address and --phone an Ethiopian mobile number');
}
const fallbackEmail = email === null && phone === null ? `${roles[0]}@birrbet.local` : null;

const config = loadConfig(process.env);
const handle = createDb(config);
try {
  await migrateToLatest(handle.db);
  const login = email?.value ?? fallbackEmail;
  const taken = await handle.db
    .selectFrom('operators')
    .select('id')
    .where((eb) => eb.or([eb(eb.fn('lower', ['email']), '=', login ?? ''), eb('phone', '=', phone?.value ?? '')]))
    .executeTakeFirst();
  if (taken !== undefined) {
    fail(`an operator already signs in as ${login ?? phone?.value}`);
  }
  const name = values.name ?? login ?? phone?.value ?? 'Operator';
  const { id, password } = await createOperator(
    handle.db,
    { name, email: login, phone: phone?.value ?? null, roles: roles as Role[], totpRequired: !values['no-totp'] },
    { kind: 'system', id: null, name: 'npm run operator:create', address: null },
    Date.now(),
  );
  process.stdout.write(
    `Operator created (${roles.join(', ')}), id ${id}\n` +
      `  sign in at /backoffice as ${login ?? phone?.value}\n` +
      `  temporary password: ${password}\n` +
      '  (shown once: it must be changed at first sign-in)\n',
  );
} finally {
  await handle.close();
}
