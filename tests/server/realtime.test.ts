// The live socket against a listening server (real WebSocket client, in-memory PGlite): anonymous and
// authenticated connections, refusals with ERROR + close 1008, BALANCE_UPDATE to every socket of the
// credited user only (also through a second instance on the same database), BANNER_UPDATE per merchant.
import type { FastifyInstance } from 'fastify';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SocketMessage } from '../../schema/socket-message.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createDb, MEMORY_DATA_DIR, type DbHandle } from '../../server/db/index.ts';
import { createSession } from '../../server/modules/auth/sessions.ts';
import { openWallet } from '../../server/modules/wallet/service.ts';
import { MERCHANT_ID, MERCHANT_KEY, NOW } from './helpers.ts';
import { until as waitUntil } from './wait.ts';

const until = (check: () => boolean): Promise<void> => waitUntil(check, 3_000, 10);

const TOKEN = 'operator-secret-realtime';
const OTHER_MERCHANT = 'other-merchant';
let shared: DbHandle;
let app: FastifyInstance;
let second: FastifyInstance;
const base: Record<string, string> = {};
const users: Record<string, { id: string; token: string }> = {};

interface Client {
  ws: WebSocket;
  messages: SocketMessage[];
  closed: Promise<{ code: number; reason: string }>;
}

function connect(instance: string, query: Record<string, string>, path = '/api/v1/auth/ws/'): Promise<Client> {
  const ws = new WebSocket(`${base[instance]}${path}?${new URLSearchParams(query)}`);
  const messages: SocketMessage[] = [];
  ws.on('message', (data) => messages.push(create(JSON.parse(String(data)), SocketMessage)));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  return new Promise((resolve, reject) => {
    ws.on('open', () => resolve({ ws, messages, closed }));
    ws.on('error', reject);
  });
}

const established = (c: Client) => until(() => c.messages.some((m) => m.type === 'CONNECTION_ESTABLISHED'));
const of = (c: Client, type: SocketMessage['type']) => c.messages.filter((m) => m.type === type);
const settle = () => new Promise((r) => setTimeout(r, 150));

async function start(db: DbHandle): Promise<[FastifyInstance, string]> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: MEMORY_DATA_DIR,
    MERCHANT_ID,
    MERCHANT_API_KEY: MERCHANT_KEY,
    STATIC_DIR: '/nonexistent',
    OPERATOR_TOKEN: TOKEN,
    OPERATOR_TOKEN_ROLES: 'finance,marketing,machine',
  });
  const instance = buildApp({ config, now: () => NOW, db, syncCatalog: false });
  const address = await instance.listen({ port: 0, host: '127.0.0.1' });
  return [instance, address.replace(/^http/, 'ws')];
}

beforeAll(async () => {
  shared = createDb({ databaseUrl: null, dataDir: MEMORY_DATA_DIR });
  [app, base['a']] = await start(shared);
  [second, base['b']] = await start(shared);
  await app.db.insertInto('merchants').values({ id: OTHER_MERCHANT, name: 'Other', api_key: 'other-key' }).execute();
  for (const [name, phone] of [
    ['alice', '+251911000101'],
    ['bob', '+251911000102'],
  ] as const) {
    const { id } = await app.db
      .insertInto('users')
      .values({ merchant_id: MERCHANT_ID, phone, password_hash: 'x', created_at: new Date(NOW) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db.transaction().execute((trx) => openWallet(trx, id, MERCHANT_ID));
    users[name] = { id, token: (await createSession(app.db, id, MERCHANT_ID, NOW)).token };
  }
});
afterAll(async () => {
  await app.close();
  await second.close();
  await shared.close();
});

const asUser = (name: string) => ({ user_id: users[name]!.id, merchant_id: MERCHANT_ID, session_token: users[name]!.token });

describe('connecting', () => {
  it('welcomes an anonymous connection, with and without the trailing slash', async () => {
    for (const path of ['/api/v1/auth/ws/', '/api/v1/auth/ws']) {
      const c = await connect('a', {}, path);
      await established(c);
      expect(c.messages[0]).toEqual({ type: 'CONNECTION_ESTABLISHED', user_id: null, merchant_id: MERCHANT_ID });
      c.ws.close();
    }
  });

  it('welcomes a user with a valid session', async () => {
    const c = await connect('a', asUser('alice'));
    await established(c);
    expect(c.messages[0]).toEqual({ type: 'CONNECTION_ESTABLISHED', user_id: users['alice']!.id, merchant_id: MERCHANT_ID });
    c.ws.close();
  });

  it("refuses a user_id without, with a wrong or with another merchant's session: ERROR then close 1008", async () => {
    const alice = users['alice']!;
    const attempts: Array<Record<string, string>> = [
      { user_id: alice.id },
      { user_id: alice.id, session_token: 'A'.repeat(43) },
      { user_id: alice.id, session_token: users['bob']!.token },
      { ...asUser('alice'), merchant_id: OTHER_MERCHANT },
    ];
    for (const query of attempts) {
      const c = await connect('a', query);
      const closed = await c.closed;
      expect(closed.code).toBe(1008);
      expect(c.messages).toEqual([{ type: 'ERROR', error: 'Authentication failed' }]);
    }
  });

  it('refuses an unknown merchant and answers a plain GET with 426', async () => {
    const c = await connect('a', { merchant_id: 'no-such-merchant' });
    expect((await c.closed).code).toBe(1008);
    expect(c.messages).toEqual([{ type: 'ERROR', error: 'Unknown merchant' }]);
    const res = await app.inject({ method: 'GET', url: '/api/v1/auth/ws/' });
    expect(res.statusCode).toBe(426);
    expect(res.json().code).toBe('UPGRADE_REQUIRED');
  });
});

describe('fan-out', () => {
  it('pushes BALANCE_UPDATE to every connection of the credited user, on every instance, and to no one else', async () => {
    const [a1, a2, b1, anon] = await Promise.all([
      connect('a', asUser('alice')),
      connect('b', asUser('alice')),
      connect('a', asUser('bob')),
      connect('b', {}),
    ]);
    await Promise.all([a1, a2, b1, anon].map(established));
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/v1/wallets/credit',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { phone: '0911000101', amount: 25.75, reason: 'test' },
    });
    expect(res.statusCode).toBe(200);
    await until(() => of(a1, 'BALANCE_UPDATE').length > 0 && of(a2, 'BALANCE_UPDATE').length > 0);
    for (const c of [a1, a2]) {
      expect(of(c, 'BALANCE_UPDATE')).toEqual([
        {
          type: 'BALANCE_UPDATE',
          user_id: users['alice']!.id,
          merchant_id: MERCHANT_ID,
          balance: 125.75,
          points_balance: 50,
          active_points: 0,
          inactive_points: 50,
          activation_progress: expect.objectContaining({ remaining: 200 }),
        },
      ]);
    }
    await settle();
    expect(of(b1, 'BALANCE_UPDATE')).toEqual([]);
    expect(of(anon, 'BALANCE_UPDATE')).toEqual([]);
    [a1, a2, b1, anon].forEach((c) => {
      c.ws.close();
    });
  });

  it('pushes BANNER_UPDATE to every connection of that merchant, anonymous included, and not to other merchants', async () => {
    const [anonA, anonB, bob, other] = await Promise.all([
      connect('a', {}),
      connect('b', { merchant_id: MERCHANT_ID }),
      connect('a', asUser('bob')),
      connect('b', { merchant_id: OTHER_MERCHANT }),
    ]);
    await Promise.all([anonA, anonB, bob, other].map(established));
    const res = await second.inject({
      method: 'POST',
      url: '/api/admin/v1/banners',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { banner_type: 'HOMEPAGE_MOBILE', image_url: '/banners/a.webp' },
    });
    expect(res.statusCode).toBe(201);
    const expected = { type: 'BANNER_UPDATE', merchant_id: MERCHANT_ID, banner_type: 'HOMEPAGE_MOBILE' };
    await until(() => [anonA, anonB, bob].every((c) => of(c, 'BANNER_UPDATE').length === 1));
    for (const c of [anonA, anonB, bob]) {
      expect(of(c, 'BANNER_UPDATE')).toEqual([expected]);
    }
    await settle();
    expect(of(other, 'BANNER_UPDATE')).toEqual([]);
    [anonA, anonB, bob, other].forEach((c) => {
      c.ws.close();
    });
  });

  it('closes open sockets with 1001 when the server shuts down', async () => {
    const [extra, address] = await start(shared);
    base['c'] = address;
    const c = await connect('c', {});
    await established(c);
    await extra.close();
    expect((await c.closed).code).toBe(1001);
  });
});
