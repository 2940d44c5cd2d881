// Bets at database speed on a real PostgreSQL (TEST_DATABASE_URL; skipped otherwise): 100 money tickets from 50
// players at once, each stake posted to one shard of house:stakes, not one hot row. Every ledger invariant holds
// after the burst (postings sum to zero per transaction and overall, balances equal their postings, no player below
// zero), the logical house:stakes (base and shards) holds exactly the stakes, no placement failed (a deadlock would
// answer 500), and one placement costs few statements (counted on the pg client while nothing else runs).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../server/modules/admin/ledger-check.ts';
import { createSession } from '../../server/modules/auth/sessions.ts';
import { ensureCatalog } from '../../server/modules/catalog/sync.ts';
import { creditWallet, openWallet } from '../../server/modules/wallet/service.ts';
import { HOUSE_SHARDS, houseBalanceCents } from '../../server/modules/wallet/shards.ts';
import { authed } from './auth-helpers.ts';
import { MERCHANT_ID, NOW } from './helpers.ts';
import { ADMIN_URL, usePgApps } from './pg-scratch.ts';
import { balanceOf, moneyBody, pickLegs, place, type Leg } from './tickets-helpers.ts';
import { holdJobsForTests } from '../../server/jobs.ts';

const PLAYERS = 50;
const TICKETS_EACH = 2;
const FUNDS_CENTS = 50_000;

let app: FastifyInstance;
let legs: Leg[];
const players: { id: string; token: string }[] = [];

// Every query the app's pool sends while `recording` is set (the job gate holds every job still meanwhile).
let recording: string[] | null = null;
const originalQuery = pg.Client.prototype.query;

describe.skipIf(ADMIN_URL === undefined)('sharded house accounts under concurrent bets on PostgreSQL', () => {
  const { apps } = usePgApps('birrbet_shards', { count: 2 });
  beforeAll(async () => {
    app = apps[0]!;
    await ensureCatalog(app.db, NOW);
    legs = await pickLegs(app, 10, 0, 'first', [150, 400]);
    for (let i = 0; i < PLAYERS; i += 1) {
      const { id } = await app.db
        .insertInto('users')
        .values({ merchant_id: MERCHANT_ID, phone: `+2519113${String(i).padStart(5, '0')}`, password_hash: 'x', created_at: new Date(NOW) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await app.db.transaction().execute((trx) => openWallet(trx, id, MERCHANT_ID));
      await creditWallet(app.db, { userId: id, amountCents: FUNDS_CENTS, reason: 'shards test', idempotencyKey: `shards-fund-${id}` });
      players.push({ id, token: (await createSession(app.db, id, MERCHANT_ID, NOW)).token });
    }
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text?: string };
      // Only the pool's (checked-out clients carry release()): not the leader lease's or the LISTEN connection's.
      if (typeof (this as { release?: unknown }).release === 'function') {
        recording?.push(typeof first === 'string' ? first : (first.text ?? ''));
      }
      return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof pg.Client.prototype.query;
  }, 120_000);
  afterAll(() => {
    pg.Client.prototype.query = originalQuery;
  });

  it('places 100 concurrent tickets from 50 players over the shards and keeps every invariant', async () => {
    const stakeOf = (n: number): number => 10 + (n % 7);
    const bodies = players.flatMap((p, i) =>
      Array.from({ length: TICKETS_EACH }, (_, k) => ({ player: p, body: moneyBody(p.id, [legs[(i + k) % legs.length]!], stakeOf(i + k)) })),
    );
    const answers = await Promise.all(bodies.map(({ player, body }) => place(app, player.token, body)));
    expect(answers.filter((r) => r.statusCode !== 201).map((r) => r.body)).toEqual([]);

    const ledger = await checkLedger(app.db);
    expect(ledger).toMatchObject({
      ok: true,
      postings_sum_cents: 0,
      unbalanced_transactions: 0,
      negative_player_accounts: 0,
      mismatched_accounts: 0,
    });
    const stakes = bodies.reduce((sum, { body }) => sum + Math.round((body['total_stake'] as number) * 100), 0);
    expect(await houseBalanceCents(app.db, 'house:stakes')).toBe(stakes);
    const { rows: total } = await sql<{ total: string }>`select coalesce(sum(balance_cents), 0)::int8 as total from ledger_accounts`.execute(app.db);
    expect(Number(total[0]?.total)).toBe(0);

    // The stakes spread over the shards (100 keys over 16 shards leave none of them holding most of the money).
    const shards = await app.db
      .selectFrom('ledger_accounts')
      .select(['id', 'balance_cents'])
      .where('id', 'like', 'house:stakes#%')
      .where('balance_cents', '<>', 0)
      .execute();
    expect(shards.length).toBeGreaterThanOrEqual(HOUSE_SHARDS / 2);
    expect(Math.max(...shards.map((s) => Number(s.balance_cents)))).toBeLessThan(stakes / 4);

    for (const [i, p] of players.entries()) {
      const spent = Array.from({ length: TICKETS_EACH }, (_, k) => stakeOf(i + k) * 100).reduce((a, b) => a + b, 0);
      expect(await balanceOf(app, p.id)).toBe(10_000 + FUNDS_CENTS - spent);
    }
  }, 120_000);

  it('100 concurrent bets across both instances on one balance: exactly as many as it covers, never below zero', async () => {
    const p = players[PLAYERS - 1]!;
    const before = await balanceOf(app, p.id);
    const stakeCents = 1_000;
    const body = moneyBody(p.id, [legs[1]!], stakeCents / 100);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => place(apps[i % 2]!, p.token, body)));
    const placed = answers.filter((r) => r.statusCode === 201);
    const covered = Math.min(100, Math.floor(before / stakeCents));
    expect(placed).toHaveLength(covered);
    expect(answers.filter((r) => r.statusCode === 400 && r.json().code === 'INSUFFICIENT_BALANCE')).toHaveLength(100 - covered);
    expect(await balanceOf(app, p.id)).toBe(before - covered * stakeCents);
    // The answer built from the rows written is the ticket as it reads back.
    const first = placed[0]!.json() as { ticket: { id: string } };
    const read = await authed(app, { method: 'GET', url: `/api/v1/tickets/${first.ticket.id}`, token: p.token });
    expect(read.json()).toEqual(first.ticket);
    expect(await checkLedger(app.db)).toMatchObject({ ok: true });
  }, 60_000);

  it('100 copies with one Idempotency-Key across both instances store one ticket and debit once; NUL bytes are a 400', async () => {
    const p = players[PLAYERS - 2]!;
    const before = await balanceOf(app, p.id);
    const body = moneyBody(p.id, [legs[2]!], 7);
    const key = `same-key-${p.id}`;
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => place(apps[i % 2]!, p.token, body, key)));
    expect(answers.filter((r) => r.statusCode !== 201 && r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    expect(new Set(answers.map((r) => (r.json() as { ticket_id: string }).ticket_id)).size).toBe(1);
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(await balanceOf(app, p.id)).toBe(before - 700);
    const nul = moneyBody(p.id, [{ ...legs[2]!, match_id: `${legs[2]!.match_id}\u0000x` }], 7);
    const refused = await place(app, p.token, nul);
    expect(refused.statusCode).toBe(400);
    expect(await balanceOf(app, p.id)).toBe(before - 700);
  }, 60_000);

  it('places a money ticket in one statement (with the signature, the session and the balance NOTIFY: 4), house shard last', async () => {
    const p = players[0]!;
    const body = moneyBody(p.id, [legs[0]!], 5);
    await place(app, p.token, body); // the merchants' keys and the session's statements are prepared by now
    // The background jobs (the payments poller every second, the SMS receipts scan every 2 s…) hold still while the
    // request's statements are counted; a run already under way ends within the pause.
    const release = holdJobsForTests();
    await new Promise((r) => setTimeout(r, 300));
    const statements: string[] = [];
    recording = statements;
    const res = await place(app, p.token, body).finally(() => {
      recording = null;
      release();
    });
    expect(res.statusCode, res.body).toBe(201);
    // signature, session, the placement, and the balance NOTIFY (one per flush of the bus, shared by the tickets
    // committed meanwhile): no BEGIN, no COMMIT, no read-back of the answer.
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(4);
    const placing = statements.filter((s) => /update ledger_accounts/i.test(s));
    expect(placing).toHaveLength(1);
    // Locks in the transaction's order: matches, markets and outcomes, the player FOR UPDATE, then the house shard
    // moved only once the player's balance has (m1 after m0), postings only once both moved.
    expect(placing[0]).toMatch(/for share of m\) x\),[\s\S]*for share\) x\),[\s\S]*for update\)/);
    expect(placing[0]).toMatch(/m1 as \(update ledger_accounts[\s\S]*exists \(select 1 from m0\)/);
    expect(placing[0]).toMatch(/insert into ledger_postings[\s\S]*exists \(select 1 from m1\)/);
  }, 60_000);
});
