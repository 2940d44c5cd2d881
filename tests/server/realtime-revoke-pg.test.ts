// Session revocation across instances on a real PostgreSQL (TEST_DATABASE_URL; skipped otherwise): a
// logout on instance A reaches instance B by NOTIFY and closes the session's socket there with 4001.
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createSession } from '../../server/modules/auth/sessions.ts';
import { openWallet } from '../../server/modules/wallet/service.ts';
import { MERCHANT_ID, NOW } from './helpers.ts';
import { authed } from './auth-helpers.ts';
import { ADMIN_URL, usePgApps } from './pg-scratch.ts';
import { until } from './wait.ts';

describe.skipIf(ADMIN_URL === undefined)('on PostgreSQL', () => {
  const { apps, bases } = usePgApps('birrbet_revoke', { count: 2, listen: true });

  it('closes the socket on instance B when the session logs out on instance A', async () => {
    const db = apps[0]!.db;
    const { id } = await db
      .insertInto('users')
      .values({ merchant_id: MERCHANT_ID, phone: '+251911000401', password_hash: 'x', created_at: new Date(NOW) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.transaction().execute((trx) => openWallet(trx, id, MERCHANT_ID));
    const { token } = await createSession(db, id, MERCHANT_ID, NOW);
    const ws = new WebSocket(`${bases[1]}/api/v1/auth/ws/?${new URLSearchParams({ user_id: id, session_token: token })}`);
    const messages: string[] = [];
    ws.on('message', (data) => messages.push(String(data)));
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
    await until(() => messages.some((m) => m.includes('CONNECTION_ESTABLISHED')), 3_000, 10);
    expect((await authed(apps[0]!, { method: 'POST', url: '/api/v1/auth/logout', token })).statusCode).toBe(200);
    expect(await closed).toEqual({ code: 4001, reason: 'Session revoked' });
  });
});
