// The attempt counters on a real PostgreSQL over a real pool (TEST_DATABASE_URL; skipped otherwise): 40
// parallel wrong logins on one phone from one address are held to 5 password checks, and 30 parallel
// sign-ups from one address to 20 codes: the counting is atomic in the database, not in one process.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { hashPassword } from '../../server/modules/auth/passwords.ts';
import { MERCHANT_ID, MERCHANT_KEY, NOW } from './helpers.ts';
import { PASSWORD, postFrom } from './auth-helpers.ts';
import { ADMIN_URL, scratchDatabase } from './pg-scratch.ts';

const scratch = scratchDatabase('birrbet_limits');
let app: FastifyInstance;

describe.skipIf(ADMIN_URL === undefined)('on PostgreSQL', () => {
  beforeAll(async () => {
    await scratch.create();
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: scratch.url(), MERCHANT_ID, MERCHANT_API_KEY: MERCHANT_KEY, STATIC_DIR: '/nonexistent' });
    app = buildApp({ config, now: () => NOW, syncCatalog: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await scratch.drop();
  });

  it('holds 40 parallel wrong logins on one phone to 5 checks', async () => {
    const phone = '+251988000001';
    await app.db.insertInto('users').values({ merchant_id: MERCHANT_ID, phone, password_hash: await hashPassword(PASSWORD), created_at: new Date(NOW) }).execute();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) =>
      postFrom(app, '198.51.100.40', '/api/v1/auth/login', { phone, password: `wrong-${i}-guess`, merchant_id: MERCHANT_ID })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  });

  it('sends 20 codes for 30 parallel sign-ups from one address', async () => {
    const phones = Array.from({ length: 30 }, (_, i) => `+25198810${String(i).padStart(4, '0')}`);
    const answers = await Promise.all(phones.map((phone) =>
      postFrom(app, '198.51.100.41', '/api/v1/auth/register', { phone, password: PASSWORD, merchant_id: MERCHANT_ID })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(20);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(10);
    const sent = await app.db.selectFrom('sms_outbox').select('id').where('phone', 'in', phones).execute();
    expect(sent).toHaveLength(20);
  });
});
