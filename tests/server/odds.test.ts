// Live odds through the real app (in-memory PGlite, two instances on one database, real WebSocket clients):
// the operator's POST /api/admin/v1/feed/odds reaches anonymous and signed-in sockets on both instances as
// ONE batched ODDS_CHANGE (decoded with the client's own schema), newest price per outcome; a suspended
// market arrives as suspended outcomes and refuses bets; a ticket at the old price is ODDS_CHANGED and at the
// new one accepted; big batches travel deflated; sockets with an invalid session still close 1008 and never see
// a price. Body validation: odds-admin.test.ts.
import type { FastifyInstance } from 'fastify';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SocketMessage } from '../../schema/socket-message.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createDb, MEMORY_DATA_DIR, type DbHandle } from '../../server/db/index.ts';
import { signUp } from './auth-helpers.ts';
import { getJson, MERCHANT_ID, MERCHANT_KEY, NOW } from './helpers.ts';
import { until as waitUntil } from './wait.ts';

const until = (check: () => boolean): Promise<void> => waitUntil(check, 5_000, 10);
import { moneyBody, pickLegs, place, type Leg } from './tickets-helpers.ts';

const TOKEN = 'operator-secret-odds';
const FLUSH_MS = 1_500;
let shared: DbHandle;
let app: FastifyInstance;
let second: FastifyInstance;
const base: Record<string, string> = {};
let player = { id: '', token: '' };

interface Client {
  ws: WebSocket;
  messages: Array<Record<string, unknown>>;
  closed: Promise<number>;
}

function connect(instance: string, query: Record<string, string> = {}): Promise<Client> {
  const ws = new WebSocket(`${base[instance]}/api/v1/auth/ws/?${new URLSearchParams(query)}`);
  const messages: Array<Record<string, unknown>> = [];
  ws.on('message', (data) => {
    const raw = JSON.parse(String(data)) as Record<string, unknown>;
    create(raw, SocketMessage); // the client's decoder accepts every message as sent
    messages.push(raw);
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    ws.on('message', () => resolve({ ws, messages, closed }));
    ws.on('error', reject);
  });
}

const oddsOf = (c: Client) => c.messages.filter((m) => m['type'] === 'ODDS_CHANGE');
/** Waits one flush window more, so a second message would have arrived by then. */
const quiet = () => new Promise((r) => setTimeout(r, FLUSH_MS + 200));
const change = (payload: unknown, auth = `Bearer ${TOKEN}`) =>
  app.inject({ method: 'POST', url: '/api/admin/v1/feed/odds', headers: { authorization: auth }, payload: payload as object });

async function outcomesOf(matchId: string, marketId: string, specifier = ''): Promise<Array<{ outcome_id: string; odds_hundredths: number }>> {
  return app.db
    .selectFrom('outcomes')
    .select(['outcome_id', 'odds_hundredths'])
    .where('match_id', '=', matchId)
    .where('market_id', '=', marketId)
    .where('specifier', '=', specifier)
    .orderBy('position')
    .execute();
}

async function start(db: DbHandle, syncCatalog: boolean): Promise<[FastifyInstance, string]> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: MEMORY_DATA_DIR,
    MERCHANT_ID,
    MERCHANT_API_KEY: MERCHANT_KEY,
    STATIC_DIR: '/nonexistent',
    OPERATOR_TOKEN: TOKEN,
    OPERATOR_TOKEN_ROLES: 'finance,marketing,machine',
    ODDS_FLUSH_MS: String(FLUSH_MS),
  });
  const instance = buildApp({ config, now: () => NOW, db, syncCatalog });
  const address = await instance.listen({ port: 0, host: '127.0.0.1' });
  return [instance, address.replace(/^http/, 'ws')];
}

let legs: Leg[] = [];
beforeAll(async () => {
  shared = createDb({ databaseUrl: null, dataDir: MEMORY_DATA_DIR });
  [app, base['a']] = await start(shared, true);
  [second, base['b']] = await start(shared, false);
  const login = await signUp(app, '0911000501');
  player = { id: login.user.id, token: login.session.id };
  legs = await pickLegs(app, 6, 0, 'first', [150, 400]);
});
afterAll(async () => {
  await app.close();
  await second.close();
  await shared.close();
});

const asPlayer = () => ({ user_id: player.id, merchant_id: MERCHANT_ID, session_token: player.token });

describe('ODDS_CHANGE on the socket', () => {
  it('reaches an anonymous and a signed-in socket on both instances as one batch with the right fields', async () => {
    const leg = legs[0]!;
    const [anonA, userB, bare] = await Promise.all([connect('a'), connect('b', asPlayer()), connect('b')]);
    expect(bare.messages[0]).toEqual({ type: 'CONNECTION_ESTABLISHED', user_id: null, merchant_id: MERCHANT_ID });
    const odds = Math.round(leg.odds * 100 + 7) / 100;
    const res = await change({
      changes: [{ match_id: leg.match_id, market_id: leg.market_id, specifier: leg.specifier, outcome_id: leg.outcome_id, odds }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, changed: 1 });
    const expected = {
      type: 'ODDS_CHANGE',
      changes: [{ match_id: leg.match_id, market_id: leg.market_id, specifier: leg.specifier, outcome_id: leg.outcome_id, odds, status: 'active' }],
      at: new Date(NOW).toISOString(),
    };
    await until(() => [anonA, userB, bare].every((c) => oddsOf(c).length === 1));
    await quiet();
    for (const c of [anonA, userB, bare]) {
      expect(oddsOf(c)).toEqual([expected]);
    }
    expect((await outcomesOf(leg.match_id, leg.market_id, leg.specifier)).find((o) => o.outcome_id === leg.outcome_id)?.odds_hundredths).toBe(
      Math.round(odds * 100),
    );
    [anonA, userB, bare].forEach((c) => {
      c.ws.close();
    });
  });

  it('coalesces many changes within a flush window into one message with the newest price per outcome', async () => {
    const [x, y] = [legs[1]!, legs[2]!];
    const c = await connect('a');
    const ref = (l: Leg) => ({ match_id: l.match_id, market_id: l.market_id, specifier: l.specifier, outcome_id: l.outcome_id });
    for (const step of [11, 12, 13, 14]) {
      expect((await change({ changes: [{ ...ref(x), odds: Math.round(x.odds * 100 + step) / 100 }] })).statusCode).toBe(200);
    }
    expect(
      (
        await change({
          changes: [
            { ...ref(y), odds: 3.33 },
            { ...ref(y), odds: 3.35 },
          ],
        })
      ).json(),
    ).toEqual({ success: true, changed: 1 });
    await until(() => oddsOf(c).length > 0);
    await quiet();
    expect(oddsOf(c)).toHaveLength(1);
    expect(oddsOf(c)[0]!['changes']).toEqual([
      { ...ref(x), odds: Math.round(x.odds * 100 + 14) / 100, status: 'active' },
      { ...ref(y), odds: 3.35, status: 'active' },
    ]);
    c.ws.close();
  });

  it('sends a suspended market as every outcome suspended, refuses bets on it, and re-opens it', async () => {
    const leg = legs[3]!;
    const c = await connect('b');
    const outcomes = await outcomesOf(leg.match_id, leg.market_id, leg.specifier);
    const res = await change({
      changes: [{ match_id: leg.match_id, market_id: leg.market_id, specifier: leg.specifier, outcome_id: leg.outcome_id, status: 'suspended' }],
    });
    expect(res.json()).toEqual({ success: true, changed: outcomes.length });
    await until(() => oddsOf(c).length === 1);
    expect(oddsOf(c)[0]!['changes']).toEqual(
      outcomes.map((o) => ({
        match_id: leg.match_id,
        market_id: leg.market_id,
        specifier: leg.specifier,
        outcome_id: o.outcome_id,
        odds: o.odds_hundredths / 100,
        status: 'suspended',
      })),
    );
    const markets = (await getJson(app, `/api/v1/matches/${leg.match_id}/markets`)) as { markets: Array<{ market_id: string; status: string }> };
    expect(markets.markets.find((m) => m.market_id === leg.market_id)?.status).toBe('suspended');
    const refused = await place(app, player.token, moneyBody(player.id, [leg]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('MARKET_NOT_ACTIVE');
    // Suspending again changes nothing and pushes nothing; re-opening pushes every outcome active.
    expect((await change({ changes: [{ ...leg, odds: undefined, status: 'suspended' }] })).json()).toEqual({ success: true, changed: 0 });
    expect((await change({ changes: [{ ...leg, odds: undefined, status: 'active' }] })).json()).toEqual({ success: true, changed: outcomes.length });
    await until(() => oddsOf(c).length === 2);
    expect((oddsOf(c)[1]!['changes'] as Array<{ status: string }>).map((x) => x.status)).toEqual(outcomes.map(() => 'active'));
    expect((await place(app, player.token, moneyBody(player.id, [leg]))).statusCode).toBe(201);
    c.ws.close();
  });

  it('refuses a ticket at the old price with ODDS_CHANGED and accepts it at the new one', async () => {
    const leg = legs[4]!;
    const newOdds = Math.round(leg.odds * 100 - 9) / 100;
    const c = await connect('a', asPlayer());
    expect((await change({ changes: [{ ...leg, odds: newOdds }] })).json()).toEqual({ success: true, changed: 1 });
    await until(() => oddsOf(c).length === 1);
    const pushed = (oddsOf(c)[0]!['changes'] as Array<{ odds: number }>)[0]!.odds;
    expect(pushed).toBe(newOdds);
    const old = await place(app, player.token, moneyBody(player.id, [leg]));
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ code: 'ODDS_CHANGED' });
    const fresh = await place(app, player.token, moneyBody(player.id, [{ ...leg, odds: pushed }]));
    expect(fresh.statusCode).toBe(201);
    c.ws.close();
  });

  it('compresses big batches (permessage-deflate): a whole match suspended costs a fraction of its JSON', async () => {
    // A football match: its ~40 markets make a batch worth compressing (the first upcoming match may be tennis, 11 markets).
    const { id: matchId } = await app.db
      .selectFrom('matches')
      .select('id')
      .where('sport_id', '=', '1')
      .where('status', '=', 'not_started')
      .where('start_time', '>', new Date(NOW + 3_600_000))
      .orderBy('start_time')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const c = await connect('b');
    expect(c.ws.extensions).toContain('permessage-deflate');
    const wire = (c.ws as unknown as { _socket: { bytesRead: number } })._socket;
    const markets = await app.db.selectFrom('markets').select(['match_id', 'market_id', 'specifier']).where('match_id', '=', matchId).execute();
    const entries = await Promise.all(
      markets.map(async (m) => ({ ...m, outcome_id: (await outcomesOf(m.match_id, m.market_id, m.specifier))[0]!.outcome_id, status: 'suspended' })),
    );
    const bytesBefore = wire.bytesRead;
    expect((await change({ changes: entries })).statusCode).toBe(200);
    await until(() => oddsOf(c).length === 1);
    const json = JSON.stringify(oddsOf(c)[0]).length;
    expect(json).toBeGreaterThan(5_000);
    expect(wire.bytesRead - bytesBefore).toBeLessThan(json / 4);
    expect((await change({ changes: entries.map((e) => ({ ...e, status: 'active' })) })).statusCode).toBe(200);
    c.ws.close();
  });

  it('still refuses sockets with an invalid session (1008), which never receive a price', async () => {
    const leg = legs[5]!;
    const queries: Array<Record<string, string>> = [{ user_id: player.id }, { user_id: player.id, session_token: 'B'.repeat(43) }];
    const listeners = await Promise.all(queries.map((q) => connect('a', q)));
    expect((await change({ changes: [{ ...leg, odds: Math.round(leg.odds * 100 + 3) / 100 }] })).statusCode).toBe(200);
    for (const c of listeners) {
      expect(await c.closed).toBe(1008);
      expect(c.messages).toEqual([{ type: 'ERROR', error: 'Authentication failed' }]);
    }
  });
});
