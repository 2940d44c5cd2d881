// The attempt counters on a real PostgreSQL over a real pool (TEST_DATABASE_URL; skipped otherwise): 40
// parallel wrong logins on one phone from one address are held to 5 password checks, and 30 parallel
// sign-ups from one address to 20 codes: the counting is atomic in the database, not in one process.
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/modules/auth/passwords.ts';
import { MERCHANT_ID, NOW } from './helpers.ts';
import { PASSWORD, postFrom } from './auth-helpers.ts';
import { ADMIN_URL, usePgApps } from './pg-scratch.ts';

describe.skipIf(ADMIN_URL === undefined)('on PostgreSQL', () => {
  const { apps } = usePgApps('birrbet_limits');

  it('holds 40 parallel wrong logins on one phone to 5 checks', async () => {
    const app = apps[0]!;
    const phone = '+251988000001';
    await app.db
      .insertInto('users')
      .values({ merchant_id: MERCHANT_ID, phone, password_hash: await hashPassword(PASSWORD), created_at: new Date(NOW) })
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postFrom(app, '198.51.100.40', '/api/v1/auth/login', { phone, password: `wrong-${i}-guess`, merchant_id: MERCHANT_ID }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  });

  it('sends 20 codes for 30 parallel sign-ups from one address', async () => {
    const app = apps[0]!;
    const phones = Array.from({ length: 30 }, (_, i) => `+25198810${String(i).padStart(4, '0')}`);
    const answers = await Promise.all(
      phones.map((phone) => postFrom(app, '198.51.100.41', '/api/v1/auth/register', { phone, password: PASSWORD, merchant_id: MERCHANT_ID })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(20);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(10);
    const sent = await app.db.selectFrom('sms_outbox').select('id').where('phone', 'in', phones).execute();
    expect(sent).toHaveLength(20);
  });
});
