// The first admin of a fresh database (issue 33): at start-up, when no operator exists, one admin account is made
// with a temporary password and printed once to the console (stdout, not the log stream: a log shipper must not
// carry it). They change the password and enrol an authenticator at first sign-in. Two instances starting on one
// new database take an advisory lock in the creating transaction; the loser finds the admin made and prints nothing. Under NODE_ENV=test
// nothing is made: tests create the operators they need (or run `npm run operator:create`).
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { sql } from 'kysely';
import { insertOperator, prepareOperator } from './accounts.ts';

export const FIRST_ADMIN_EMAIL = 'admin@birrbet.local';

export async function ensureFirstAdmin(db: Db, nowMs: number, config: ServerConfig, log: (text: string) => void): Promise<void> {
  if (config.nodeEnv === 'test' || process.env['BACKOFFICE_FIRST_ADMIN'] === 'off') {
    return;
  }
  const exists = await db.selectFrom('operators').select('id').limit(1).executeTakeFirst();
  if (exists !== undefined) {
    return;
  }
  const prepared = await prepareOperator();
  const made = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(33033)`.execute(trx);
    if ((await trx.selectFrom('operators').select('id').limit(1).executeTakeFirst()) !== undefined) {
      return null;
    }
    const input = { name: 'Administrator', email: FIRST_ADMIN_EMAIL, phone: null, roles: ['admin' as const], totpRequired: true };
    await insertOperator(trx, prepared, input, { kind: 'system', id: null, name: 'first start', address: null }, nowMs);
    return prepared;
  });
  if (made !== null) {
    log('first back-office admin created (its temporary password is on the console)');
    process.stdout.write(
      `\n  Back office: http://localhost:${config.port}/backoffice\n` +
        `  First admin: ${FIRST_ADMIN_EMAIL}  temporary password: ${made.password}\n` +
        '  (shown once: sign in, choose a new password and enrol an authenticator app)\n\n',
    );
  }
}
