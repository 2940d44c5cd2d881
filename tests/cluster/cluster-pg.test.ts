// Three server instances on one PostgreSQL behind HAProxy (scripts/cluster), run from source with tsx (vitest
// runs before `npm test` builds anything). Skipped, never failed, without TEST_DATABASE_URL or haproxy (.ci/run
// installs both). A player's socket through the load balancer gets BALANCE_UPDATE, ODDS_CHANGE and BANNER_UPDATE
// for changes whose requests landed on every instance (x-instance). A SIGTERM'd instance fails its health check
// while it still answers, HAProxy takes it out, and a stream of signed GETs sees no failure. Exactly one instance
// runs the jobs; after a kill -9 of it another takes over, the GET stream loses nothing once the health check took
// the dead one out (at most those in flight before), and placements retried with their Idempotency-Key never
// place twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { findHaproxy } from '../../scripts/cluster/haproxy.mjs';
import { freePort, startCluster, type Cluster } from '../../scripts/cluster/index.mjs';
import { createDb, type DbHandle } from '../../server/db/index.ts';
import { createSession } from '../../server/modules/auth/sessions.ts';
import { openWallet } from '../../server/modules/wallet/service.ts';
import { MERCHANT_ID, MERCHANT_KEY } from '../server/helpers.ts';
import { ADMIN_URL, scratchDatabase } from '../server/pg-scratch.ts';
import { moneyBody } from '../server/tickets-helpers.ts';
import { until } from '../server/wait.ts';
import { downAt, failures, healthOf, operatorRequest, pickLeg, readStream, signedHeaders } from './cluster-helpers.ts';

const TOKEN = 'operator-secret-cluster';
const PHONE = '+251911000561';
const INSTANCES = 3;
const haproxy = findHaproxy({ install: false });

describe.skipIf(ADMIN_URL === undefined || haproxy === null)('instances behind HAProxy on PostgreSQL', () => {
  const scratch = scratchDatabase('birrbet_cluster');
  let cluster: Cluster;
  let handle: DbHandle;
  let player = { id: '', token: '' };
  let ws: WebSocket;
  const messages: Array<Record<string, unknown>> = [];
  const of = (type: string) => messages.filter((m) => m['type'] === type);
  /** Instances stopped by a test, so later tests pick among the running ones. */
  const stopped = new Set<number>();

  beforeAll(async () => {
    await scratch.create();
    cluster = await startCluster({
      instances: INSTANCES,
      databaseUrl: scratch.url(),
      port: await freePort(),
      statsPort: await freePort(),
      command: [process.execPath, '--import', 'tsx', 'server/main.ts'],
      quiet: true,
      env: {
        NODE_ENV: 'test',
        OPERATOR_TOKEN: TOKEN,
        // The token credits and edits banners here (a real server scopes it: 'machine').
        OPERATOR_TOKEN_ROLES: 'finance,marketing,machine',
        ODDS_MOVE_EVERY_MS: '0',
        MERCHANT_ID,
        MERCHANT_API_KEY: MERCHANT_KEY,
        STATIC_DIR: '/nonexistent',
        DRAIN_MS: '5000',
      },
    });
    handle = createDb({ databaseUrl: scratch.url(), dataDir: '' });
    const db = handle.db;
    const { id } = await db
      .insertInto('users')
      .values({ merchant_id: MERCHANT_ID, phone: PHONE, password_hash: 'x', created_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.transaction().execute((trx) => openWallet(trx, id, MERCHANT_ID));
    player = { id, token: (await createSession(db, id, MERCHANT_ID, Date.now())).token };
    ws = new WebSocket(`${cluster.url.replace(/^http/, 'ws')}/api/v1/auth/ws/?${new URLSearchParams({ user_id: id, session_token: player.token })}`);
    ws.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
    await until(() => of('CONNECTION_ESTABLISHED').length === 1, 10_000);
  }, 120_000);

  afterAll(async () => {
    ws?.close();
    await cluster?.stop();
    await handle?.close();
    await scratch.drop();
  });

  /** Sends through the load balancer until every instance answered one (each delivery awaited by `send`). */
  async function onEvery(send: () => Promise<Response>): Promise<void> {
    const seen = new Set<string>();
    for (let tries = 0; seen.size < INSTANCES; tries += 1) {
      expect(tries).toBeLessThan(3 * INSTANCES);
      const res = await send();
      expect(res.status).toBeLessThan(300);
      seen.add(res.headers.get('x-instance') ?? '?');
    }
    expect([...seen].sort()).toEqual(cluster.instances.map((i) => i.id));
  }

  it('delivers BALANCE_UPDATE, ODDS_CHANGE and BANNER_UPDATE whichever instance the change landed on', async () => {
    let n = 0;
    await onEvery(async () => {
      n += 1;
      const request = operatorRequest(TOKEN, 'POST', { phone: PHONE, amount: 1000, reason: 'cluster test' }, { 'idempotency-key': `credit-${n}` });
      const res = await fetch(`${cluster.url}/api/admin/v1/wallets/credit`, request);
      // The wallet as this credit left it reaches the socket, wherever the socket is.
      const { balance } = (await res.clone().json()) as { balance: number };
      await until(() => of('BALANCE_UPDATE').some((m) => m['balance'] === balance), 10_000);
      return res;
    });

    const { odds, ...key } = await pickLeg(handle.db);
    let hundredths = Math.round(odds * 100);
    const priced = (price: number): boolean =>
      of('ODDS_CHANGE').some((m) =>
        (m['changes'] as Array<Record<string, unknown>>).some(
          (c) => c['outcome_id'] === key.outcome_id && c['match_id'] === key.match_id && c['odds'] === price,
        ),
      );
    await onEvery(async () => {
      hundredths += 7;
      const res = await fetch(
        `${cluster.url}/api/admin/v1/feed/odds`,
        operatorRequest(TOKEN, 'POST', { changes: [{ ...key, odds: hundredths / 100 }] }),
      );
      await until(() => priced(hundredths / 100), 15_000);
      return res;
    });

    await onEvery(async () => {
      const before = of('BANNER_UPDATE').length;
      const res = await fetch(
        `${cluster.url}/api/admin/v1/banners`,
        operatorRequest(TOKEN, 'POST', { banner_type: 'HOMEPAGE_MOBILE', image_url: '/cluster.png' }),
      );
      await until(() => of('BANNER_UPDATE').length > before, 10_000);
      return res;
    });
  });

  it('drains a SIGTERMed instance: health 503 while it still answers, taken out before it stops, nothing lost', async () => {
    const states = await Promise.all(cluster.instances.map((i) => healthOf(i.url)));
    const index = states.findIndex((s) => s.body.leader === false);
    const target = cluster.instances[index]!;
    const stream = readStream(cluster.url);
    await until(() => stream.answers.length >= 20, 20_000);
    process.kill(target.pid, 'SIGTERM');
    stopped.add(index);
    const exited = cluster.exited(index);
    let ended = false;
    void exited.then(() => (ended = true));
    let drained = await healthOf(target.url);
    for (const end = Date.now() + 4_000; drained.status === 200 && Date.now() < end; ) {
      drained = await healthOf(target.url);
    }
    expect(drained).toEqual({ status: 503, body: { ok: false, draining: true } });
    await downAt(cluster.statsUrl!, target.id);
    expect(ended).toBe(false);
    expect((await exited).code).toBe(0);
    const after = stream.answers.length;
    await until(() => stream.answers.length >= after + 20, 20_000);
    await stream.stop();
    expect(failures(stream.answers)).toEqual([]);
  });

  it('runs the jobs on one instance, and loses no request to a kill -9 beyond those in flight', async () => {
    const running = cluster.instances.filter((_, i) => !stopped.has(i));
    const leaders = (await Promise.all(running.map((i) => healthOf(i.url)))).map((h) => h.body.leader);
    expect(leaders.filter((l) => l === true)).toHaveLength(1);
    const dead = running[leaders.indexOf(true)]!;
    const survivors = running.filter((i) => i !== dead);

    const stream = readStream(cluster.url);
    // Placements: each key sent until answered, then once more as a client that lost the answer would.
    const body = JSON.stringify(moneyBody(player.id, [await pickLeg(handle.db)], 10));
    const answered = async (key: string): Promise<{ status: number; ticket: string }> => {
      for (;;) {
        const headers = { ...signedHeaders(body), 'x-auth-token': player.token, 'idempotency-key': key };
        const res = await fetch(`${cluster.url}/api/v1/tickets`, { method: 'POST', headers, body }).catch(() => null);
        if (res !== null && res.status < 500) {
          return { status: res.status, ticket: ((await res.json()) as { ticket_id: string }).ticket_id };
        }
      }
    };
    const placed = new Map<string, string>();
    let placing = true;
    const placer = (async () => {
      for (let i = 0; placing || i < 2; i += 1) {
        const key = `cluster-ticket-${process.pid}-${i}`;
        const first = await answered(key);
        expect(first.status).toBeLessThan(300);
        expect(await answered(key)).toEqual({ status: 200, ticket: first.ticket });
        placed.set(key, first.ticket);
      }
    })();

    await until(() => stream.answers.length >= 40, 20_000);
    process.kill(dead.pid, 'SIGKILL');
    const down = await downAt(cluster.statsUrl!, dead.id);
    // Another instance takes over the jobs within a few of its lease tries (every 2 s).
    for (const end = Date.now() + 10_000; !(await Promise.all(survivors.map((i) => healthOf(i.url)))).some((h) => h.body.leader); ) {
      expect(Date.now()).toBeLessThan(end);
      await new Promise((r) => setTimeout(r, 100));
    }
    const after = stream.answers.length;
    await until(() => stream.answers.length >= after + 40, 20_000);
    placing = false;
    await stream.stop();
    await placer;

    const failed = failures(stream.answers);
    expect(failed.filter((a) => a.startedAt >= down)).toEqual([]);
    // Only requests in flight when the process died may fail (four readers); HAProxy retries the GETs it can.
    expect(failed.length).toBeLessThanOrEqual(4);
    const tickets = await handle.db.selectFrom('tickets').select('id').where('user_id', '=', player.id).execute();
    expect(tickets.map((t) => t.id).sort()).toEqual([...placed.values()].sort());
  });
});
