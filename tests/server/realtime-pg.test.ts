// The same guarantees on a real PostgreSQL (run with TEST_DATABASE_URL=postgres://… of a role that may
// create databases; skipped otherwise): two instances with their own pools fan out through LISTEN/NOTIFY,
// a rolled-back transfer publishes nothing, a lost LISTEN connection resyncs, concurrent debits never overdraw.
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createSession } from '../../server/modules/auth/sessions.ts';
import { HOUSE_OPERATOR, ledgerTransaction, playerAccountId } from '../../server/modules/wallet/ledger.ts';
import { openWallet, readWallet } from '../../server/modules/wallet/service.ts';
import { MERCHANT_ID, NOW } from './helpers.ts';
import { ADMIN_URL, usePgApps } from './pg-scratch.ts';
import { until } from './wait.ts';

const TOKEN = 'operator-secret-pg';
let user = { id: '', token: '' };

function listen(base: string, query: Record<string, string>): Promise<{ ws: WebSocket; messages: Array<Record<string, unknown>> }> {
  const ws = new WebSocket(`${base}/api/v1/auth/ws/?${new URLSearchParams(query)}`);
  const messages: Array<Record<string, unknown>> = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
  return new Promise((resolve, reject) => {
    ws.on('message', () => resolve({ ws, messages }));
    ws.on('error', reject);
  });
}

const balances = (m: { messages: Array<Record<string, unknown>> }) => m.messages.filter((x) => x['type'] === 'BALANCE_UPDATE');

describe.skipIf(ADMIN_URL === undefined)('on PostgreSQL', () => {
  const { apps, bases, scratch } = usePgApps('birrbet_test', { count: 2, listen: true, env: { OPERATOR_TOKEN: TOKEN } });
  beforeAll(async () => {
    const db = apps[0]!.db;
    const { id } = await db
      .insertInto('users')
      .values({ merchant_id: MERCHANT_ID, phone: '+251911000201', password_hash: 'x', created_at: new Date(NOW) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.transaction().execute((trx) => openWallet(trx, id, MERCHANT_ID));
    user = { id, token: (await createSession(db, id, MERCHANT_ID, NOW)).token };
  });

  it("fans a credit on instance A out to the user's socket on instance B (NOTIFY)", async () => {
    const sock = await listen(bases[1]!, { user_id: user.id, session_token: user.token });
    const res = await apps[0]!.inject({
      method: 'POST',
      url: '/api/admin/v1/wallets/credit',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { phone: '0911000201', amount: 50, reason: 'pg' },
    });
    expect(res.statusCode).toBe(200);
    await until(() => balances(sock).length === 1);
    expect(balances(sock)[0]).toMatchObject({ user_id: user.id, merchant_id: MERCHANT_ID, balance: 150 });
    sock.ws.close();
  });

  it('publishes nothing for a rolled-back transfer, and fans a banner out to anonymous sockets', async () => {
    const sock = await listen(bases[1]!, { user_id: user.id, session_token: user.token });
    const anon = await listen(bases[1]!, {});
    const db = apps[0]!.db;
    await expect(
      ledgerTransaction(db, async ({ post }) => {
        await post({
          idempotencyKey: 'rolled-back',
          kind: 'test',
          reason: 't',
          postings: [
            { accountId: HOUSE_OPERATOR, amountCents: -100 },
            { accountId: playerAccountId(user.id), amountCents: 100 },
          ],
        });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await apps[0]!.inject({
      method: 'POST',
      url: '/api/admin/v1/banners',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { banner_type: 'HOMEPAGE_MOBILE', image_url: '/b.webp' },
    });
    await until(() => anon.messages.some((m) => m['type'] === 'BANNER_UPDATE') && sock.messages.some((m) => m['type'] === 'BANNER_UPDATE'));
    expect(balances(sock)).toEqual([]);
    expect((await readWallet(db, user.id)).balance).toBe(150);
    sock.ws.close();
    anon.ws.close();
  });

  it('re-LISTENs after losing its connection and re-pushes connected balances', async () => {
    const sock = await listen(bases[1]!, { user_id: user.id, session_token: user.token });
    await scratch.admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${scratch.name}' and query ilike 'LISTEN%'`);
    await until(() => balances(sock).length === 1);
    const res = await apps[0]!.inject({
      method: 'POST',
      url: '/api/admin/v1/wallets/credit',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { phone: '0911000201', amount: 1, reason: 'after reconnect' },
    });
    expect(res.statusCode).toBe(200);
    await until(() => balances(sock).some((m) => m['balance'] === 151));
    sock.ws.close();
  });

  it('never overdraws under 50 concurrent debits over a real pool', async () => {
    const db = apps[0]!.db;
    const debit = (i: number) =>
      ledgerTransaction(db, ({ post }) =>
        post({
          idempotencyKey: `pg-burst-${i}`,
          kind: 'stake',
          reason: 't',
          postings: [
            { accountId: playerAccountId(user.id), amountCents: -1_510 },
            { accountId: HOUSE_OPERATOR, amountCents: 1_510 },
          ],
        }),
      );
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => debit(i)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason?.code === 'INSUFFICIENT_BALANCE')).toBe(
      true,
    );
    expect((await readWallet(db, user.id)).balance).toBe(0);
  });
});
