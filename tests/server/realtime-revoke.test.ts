// A socket lives only as long as its session (real WebSocket clients, two instances on one in-memory
// PGlite): a logout closes that session's sockets on every instance with 4001 and later balance updates no
// longer reach them, while the user's other session keeps its socket; a password change closes them all;
// an expired session's socket closes at its expiry.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createDb, MEMORY_DATA_DIR, type DbHandle } from '../../server/db/index.ts';
import { createSession, newToken, sha256Hex } from '../../server/modules/auth/sessions.ts';
import { openWallet } from '../../server/modules/wallet/service.ts';
import { MERCHANT_ID, MERCHANT_KEY, NOW } from './helpers.ts';
import { authed, post } from './auth-helpers.ts';
import { until } from './wait.ts';

const TOKEN = 'operator-secret-revoke';
const clock = { now: NOW };
let shared: DbHandle;
const apps: FastifyInstance[] = [];
const bases: string[] = [];

interface Client {
  ws: WebSocket;
  messages: Array<Record<string, unknown>>;
  closed: Promise<{ code: number; reason: string }>;
}

async function connect(base: string, query: Record<string, string>): Promise<Client> {
  const ws = new WebSocket(`${base}/api/v1/auth/ws/?${new URLSearchParams(query)}`);
  const messages: Array<Record<string, unknown>> = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise((resolve, reject) => {
    ws.on('open', resolve);
    ws.on('error', reject);
  });
  await until(() => messages.some((m) => m['type'] === 'CONNECTION_ESTABLISHED'), 3_000, 10);
  return { ws, messages, closed };
}

const balances = (c: Client) => c.messages.filter((m) => m['type'] === 'BALANCE_UPDATE');
const credit = (phone: string, amount: number) =>
  apps[0]!.inject({
    method: 'POST',
    url: '/api/admin/v1/wallets/credit',
    headers: { authorization: `Bearer ${TOKEN}` },
    payload: { phone, amount, reason: 'revoke test' },
  });

async function newUser(phone: string): Promise<string> {
  const db = apps[0]!.db;
  const { id } = await db
    .insertInto('users')
    .values({ merchant_id: MERCHANT_ID, phone, password_hash: 'x', created_at: new Date(clock.now) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.transaction().execute((trx) => openWallet(trx, id, MERCHANT_ID));
  return id;
}

async function sessionOf(userId: string): Promise<{ token: string; sessionId: string }> {
  return createSession(apps[0]!.db, userId, MERCHANT_ID, clock.now);
}

beforeAll(async () => {
  shared = createDb({ databaseUrl: null, dataDir: MEMORY_DATA_DIR });
  for (let i = 0; i < 2; i += 1) {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: MEMORY_DATA_DIR,
      MERCHANT_ID,
      MERCHANT_API_KEY: MERCHANT_KEY,
      STATIC_DIR: '/nonexistent',
      OPERATOR_TOKEN: TOKEN,
      OPERATOR_TOKEN_ROLES: 'finance,marketing,machine',
    });
    const app = buildApp({ config, now: () => clock.now, db: shared, syncCatalog: false });
    bases.push((await app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws'));
    apps.push(app);
  }
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await shared.close();
});

describe('sockets of a revoked session', () => {
  it("closes the logged-out session's sockets on every instance, which then receive nothing; the other session stays", async () => {
    const userId = await newUser('+251911000301');
    const [gone, kept] = [await sessionOf(userId), await sessionOf(userId)];
    const query = (s: { token: string }) => ({ user_id: userId, merchant_id: MERCHANT_ID, session_token: s.token });
    const [onA, onB, other] = [await connect(bases[0]!, query(gone)), await connect(bases[1]!, query(gone)), await connect(bases[1]!, query(kept))];
    const logout = await authed(apps[0]!, { method: 'POST', url: '/api/v1/auth/logout', token: gone.token });
    expect(logout.statusCode).toBe(200);
    for (const c of [onA, onB]) {
      expect(await c.closed).toEqual({ code: 4001, reason: 'Session revoked' });
    }
    expect((await credit('0911000301', 10)).statusCode).toBe(200);
    await until(() => balances(other).length === 1, 3_000, 10);
    await new Promise((r) => setTimeout(r, 150));
    expect(balances(onA)).toEqual([]);
    expect(balances(onB)).toEqual([]);
    expect(other.ws.readyState).toBe(WebSocket.OPEN);
    other.ws.close();
  });

  it('closes every socket of the user when the password is changed', async () => {
    const userId = await newUser('+251911000302');
    const sockets = [];
    for (const base of bases) {
      const s = await sessionOf(userId);
      sockets.push(await connect(base, { user_id: userId, session_token: s.token }));
    }
    const resetToken = newToken();
    await apps[0]!.db
      .insertInto('reset_tokens')
      .values({ token_hash: sha256Hex(resetToken), user_id: userId, expires_at: new Date(clock.now + 60_000) })
      .execute();
    const res = await post(apps[1]!, '/api/v1/password/update', {
      phone: '+251911000302',
      token: resetToken,
      new_password: 'brand-new-secret-9',
      merchant_id: MERCHANT_ID,
    });
    expect(res.statusCode).toBe(200);
    for (const c of sockets) {
      expect((await c.closed).code).toBe(4001);
    }
  });

  it('closes a socket when its session expires', async () => {
    const userId = await newUser('+251911000303');
    const s = await sessionOf(userId);
    await apps[0]!.db
      .updateTable('sessions')
      .set({ expires_at: new Date(clock.now + 500) })
      .where('id', '=', s.sessionId)
      .execute();
    const c = await connect(bases[1]!, { user_id: userId, session_token: s.token });
    await new Promise((r) => setTimeout(r, 100));
    expect(c.ws.readyState).toBe(WebSocket.OPEN);
    clock.now += 500;
    expect(await c.closed).toEqual({ code: 4001, reason: 'Session ended' });
    clock.now = NOW;
  });
});
