// Points join the ledger (issue 31), through the app on a real database: PGlite, and PostgreSQL when
// TEST_DATABASE_URL names one. Every points movement is one balanced PTS transfer with its own key: the welcome bonus
// granted at sign-up (house:points:bonuses → inactive), its unlock by deposits (inactive → active), a points stake
// (active → house:points:stakes, in the transaction that stores the ticket: a refused stake leaves no ticket), the
// refund of a void points ticket and its rollback; a points ticket's win is a money payout. After each, the postings of
// each asset sum to zero and every balance equals its postings (GET /api/admin/v1/ledger/check agrees). A transfer that
// mixes ETB and PTS accounts is refused whole, 100 concurrent points stakes never take the active points below zero,
// and a replayed key moves nothing. Migration 0027 moves the points a wallet held into the ledger (opening transfers)
// and back (down).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db, type DbHandle, MEMORY_DATA_DIR } from '../../server/db/index.ts';
import { migrateTo, migrateToLatest } from '../../server/db/migrate.ts';
import { checkLedger } from '../../server/modules/admin/ledger-check.ts';
import { settleOne } from '../../server/modules/tickets/settle.ts';
import { HOUSE_OPERATOR, playerAccountId, postTransfer, type TransferInput } from '../../server/modules/wallet/ledger.ts';
import {
  activePointsAccountId,
  bonusGrantTransfer,
  HOUSE_POINTS_BONUSES,
  HOUSE_POINTS_OPENING,
  HOUSE_POINTS_STAKES,
  inactivePointsAccountId,
  pointsOf,
  pointsStakeTransfer,
} from '../../server/modules/wallet/points.ts';
import { readWallet } from '../../server/modules/wallet/service.ts';
import { logicalAccount } from '../../server/modules/wallet/shards.ts';
import { createTestApp, NOW, type TestApp, useTestApp } from './helpers.ts';
import { call, depositUssd, type Player, phoneAnswers, player } from './payments-helpers.ts';
import { ADMIN_URL, scratchDatabase } from './pg-scratch.ts';
import { balanceOf, grantActivePoints, type Leg, pickLegs } from './tickets-helpers.ts';

const TOKEN = 'operator-secret-points-ledger';

type Row = [account: string, amount: number, asset: string];

/** The transfer posted under `key`: its kind and postings (logical accounts, sorted), or null when there is none. */
async function transferOf(db: Db, key: string): Promise<{ kind: string; postings: Row[] } | null> {
  const rows = await db
    .selectFrom('ledger_transactions as x')
    .innerJoin('ledger_postings as p', 'p.transaction_id', 'x.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .select(['x.kind', 'p.account_id', 'p.amount_cents', 'a.currency'])
    .where('x.idempotency_key', '=', key)
    .execute();
  if (rows.length === 0) {
    return null;
  }
  const postings = rows.map((r): Row => [logicalAccount(r.account_id), Number(r.amount_cents), r.currency]).sort((a, b) => a[1] - b[1]);
  return { kind: rows[0]?.kind ?? '', postings };
}

/** Σ postings per asset, over the whole ledger. */
async function assetSums(db: Db): Promise<Record<string, number>> {
  const { rows } = await sql<{ asset: string; total: string | number }>`select a.currency as asset, sum(p.amount_cents)::int8 as total
    from ledger_postings p join ledger_accounts a on a.id = p.account_id group by a.currency`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.asset, Number(r.total)]));
}

/** Σ = 0 per asset, every balance equals its postings, and the operator's check (through HTTP) says ok. */
async function expectBalanced(t: TestApp): Promise<void> {
  const sums = await assetSums(t.app.db);
  expect(sums).toEqual({ ETB: 0, ...(sums['PTS'] === undefined ? {} : { PTS: 0 }) });
  const { rows } = await sql<{ n: string | number }>`select count(*)::int8 as n from ledger_accounts a where a.balance_cents <>
    (select coalesce(sum(p.amount_cents), 0) from ledger_postings p where p.account_id = a.id)`.execute(t.app.db);
  expect(Number(rows[0]?.n)).toBe(0);
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/v1/ledger/check', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.json()).toMatchObject({ ok: true, postings_sum_cents: 0, unbalanced_transactions: 0, mismatched_accounts: 0 });
}

/** The wallet the API answers (GET /api/v1/auth/verify). */
async function walletOf(t: TestApp, p: Player): Promise<Record<string, unknown>> {
  const res = await call(t.app, p, 'GET', `/api/v1/auth/verify?session_token=${p.token}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().wallet as Record<string, unknown>;
}

const placePoints = (t: TestApp, p: Player, legs: readonly Leg[], stake: number) =>
  call(t.app, p, 'POST', '/api/v1/tickets/points', { user_id: p.userId, stake, selections: legs });

const transfer = (db: Db, input: TransferInput) => db.transaction().execute((trx) => postTransfer(trx, input));

function pointsLedgerTests(t: TestApp): void {
  let p: Player;
  let bonusId: string;
  let legs: Leg[];

  beforeAll(async () => {
    legs = await pickLegs(t.app, 5, 0, 'first', [160, 250]);
  });

  it('a sign-up grants the welcome points as one balanced PTS transfer', async () => {
    p = await player(t.app);
    bonusId = (await t.app.db.selectFrom('bonuses').select('id').where('user_id', '=', p.userId).executeTakeFirstOrThrow()).id;
    expect(await transferOf(t.app.db, `bonus:${bonusId}`)).toEqual({
      kind: 'points_bonus',
      postings: [
        [HOUSE_POINTS_BONUSES, -5_000, 'PTS'],
        [inactivePointsAccountId(p.userId), 5_000, 'PTS'],
      ],
    });
    expect(await walletOf(t, p)).toMatchObject({ balance: 100, points_balance: 50, active_points: 0, inactive_points: 50 });
    await expectBalanced(t);
  });

  it('deposits unlock the points: inactive → active as one transfer', async () => {
    await depositUssd(t.app, p, 150);
    await phoneAnswers(t);
    expect(await transferOf(t.app.db, `bonus-unlock:${bonusId}`)).toBeNull();
    expect(await walletOf(t, p)).toMatchObject({ active_points: 0, inactive_points: 50 });
    await depositUssd(t.app, p, 50);
    await phoneAnswers(t);
    expect(await transferOf(t.app.db, `bonus-unlock:${bonusId}`)).toEqual({
      kind: 'points_unlock',
      postings: [
        [inactivePointsAccountId(p.userId), -5_000, 'PTS'],
        [activePointsAccountId(p.userId), 5_000, 'PTS'],
      ],
    });
    expect(await walletOf(t, p)).toMatchObject({ points_balance: 50, active_points: 50, inactive_points: 0, activation_progress: null });
    await expectBalanced(t);
  });

  it('a points stake is a transfer in the transaction that stores its ticket: a refused one leaves no ticket', async () => {
    const pointsTickets = async () =>
      (await t.app.db.selectFrom('tickets').select('id').where('user_id', '=', p.userId).where('kind', '=', 'points').execute()).length;
    const refused = await placePoints(t, p, legs, 60);
    expect(refused.json()).toEqual({ code: 'INSUFFICIENT_POINTS', error: 'Insufficient active points' });
    expect(await pointsTickets()).toBe(0);
    const placed = await placePoints(t, p, legs, 30);
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().ticket_id as string;
    expect(await pointsTickets()).toBe(1);
    expect(await transferOf(t.app.db, `ticket:${id}`)).toEqual({
      kind: 'points_stake',
      postings: [
        [activePointsAccountId(p.userId), -3_000, 'PTS'],
        [HOUSE_POINTS_STAKES, 3_000, 'PTS'],
      ],
    });
    expect(await walletOf(t, p)).toMatchObject({ balance: 300, points_balance: 20, active_points: 20, inactive_points: 0 });
    await expectBalanced(t);
  });

  it('a win is paid as money, a void ticket gives its points back, and rollbacks reverse both', async () => {
    await grantActivePoints(t.app, p.userId, 10_000);
    const place = async (skip: number) => {
      const res = await placePoints(t, p, await pickLegs(t.app, 5, skip, 'first', [160, 250]), 50);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().ticket_id as string;
    };
    const won = await place(10);
    const voided = await place(20);
    expect((await pointsOf(t.app.db, p.userId)).activeCents).toBe(12_000 - 2 * 5_000);
    await t.app.db.updateTable('ticket_selections').set({ status: 'WON' }).where('ticket_id', '=', won).execute();
    await t.app.db.updateTable('ticket_selections').set({ status: 'VOID' }).where('ticket_id', '=', voided).execute();
    const cash = await balanceOf(t.app, p.userId);
    expect(await settleOne(t.app.db, won, NOW)).toBe(true);
    expect(await settleOne(t.app.db, voided, NOW)).toBe(true);
    // The win: 50 points × 0.1 = 5 ETB, from house:payouts; the void ticket's 50 points from house:points:stakes.
    expect(await transferOf(t.app.db, `payout:${won}`)).toEqual({
      kind: 'payout',
      postings: [
        ['house:payouts', -500, 'ETB'],
        [playerAccountId(p.userId), 500, 'ETB'],
      ],
    });
    expect(await transferOf(t.app.db, `payout:${voided}`)).toEqual({
      kind: 'points_refund',
      postings: [
        [HOUSE_POINTS_STAKES, -5_000, 'PTS'],
        [activePointsAccountId(p.userId), 5_000, 'PTS'],
      ],
    });
    expect(await balanceOf(t.app, p.userId)).toBe(cash + 500);
    expect((await pointsOf(t.app.db, p.userId)).activeCents).toBe(7_000);
    await expectBalanced(t);

    const rollback = (id: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/v1/tickets/${id}/rollback`, headers: { authorization: `Bearer ${TOKEN}` } });
    expect((await rollback(voided)).json()).toMatchObject({ rolled_back: true, previous_status: 'VOID', reversed_points: 50 });
    expect(await transferOf(t.app.db, `rollback:${voided}:0`)).toEqual({
      kind: 'points_rollback',
      postings: [
        [activePointsAccountId(p.userId), -5_000, 'PTS'],
        [HOUSE_POINTS_STAKES, 5_000, 'PTS'],
      ],
    });
    expect((await rollback(won)).json()).toMatchObject({ rolled_back: true, previous_status: 'WON', reversed_amount: 5 });
    expect(await transferOf(t.app.db, `rollback:${won}:0`)).toMatchObject({ kind: 'rollback' });
    expect(await balanceOf(t.app, p.userId)).toBe(cash);
    expect((await pointsOf(t.app.db, p.userId)).activeCents).toBe(2_000);
    await expectBalanced(t);

    // Settled again (round 1): the refund is paid once more under the round's key, and only once.
    await t.app.db.updateTable('ticket_selections').set({ status: 'VOID' }).where('ticket_id', '=', voided).execute();
    expect(await settleOne(t.app.db, voided, NOW)).toBe(true);
    expect(await settleOne(t.app.db, voided, NOW)).toBe(false);
    expect(await transferOf(t.app.db, `payout:${voided}:1`)).toMatchObject({ kind: 'points_refund' });
    expect((await pointsOf(t.app.db, p.userId)).activeCents).toBe(7_000);
    await expectBalanced(t);
  });

  it('refuses a transfer that mixes ETB and PTS accounts, whole, with nothing moved', async () => {
    const before = { cash: await balanceOf(t.app, p.userId), points: await pointsOf(t.app.db, p.userId), sums: await assetSums(t.app.db) };
    const money = playerAccountId(p.userId);
    const active = activePointsAccountId(p.userId);
    const attempts: TransferInput[] = [
      // Money out of the wallet into points: sums to zero, but across two assets.
      {
        idempotencyKey: 'mix-1',
        kind: 'x',
        reason: 'mix',
        postings: [
          { accountId: money, amountCents: -100 },
          { accountId: active, amountCents: 100 },
        ],
      },
      {
        idempotencyKey: 'mix-2',
        kind: 'x',
        reason: 'mix',
        asset: 'PTS',
        postings: [
          { accountId: active, amountCents: -100 },
          { accountId: money, amountCents: 100 },
        ],
      },
      // Balanced in each asset, and still two assets in one transfer.
      {
        idempotencyKey: 'mix-3',
        kind: 'x',
        reason: 'mix',
        asset: 'PTS',
        postings: [
          { accountId: money, amountCents: -100 },
          { accountId: HOUSE_OPERATOR, amountCents: 100 },
          { accountId: active, amountCents: -100 },
          { accountId: HOUSE_POINTS_BONUSES, amountCents: 100 },
        ],
      },
      // Points accounts only, but moved as money (the asset a transfer does not name).
      {
        idempotencyKey: 'mix-4',
        kind: 'x',
        reason: 'mix',
        postings: [
          { accountId: HOUSE_POINTS_BONUSES, amountCents: -100 },
          { accountId: active, amountCents: 100 },
        ],
      },
    ];
    for (const input of attempts) {
      await expect(transfer(t.app.db, input), input.idempotencyKey).rejects.toMatchObject({ statusCode: 400, code: 'MIXED_ASSETS' });
      expect(await transferOf(t.app.db, input.idempotencyKey)).toBeNull();
    }
    await expect(transfer(t.app.db, attempts[0] as TransferInput)).rejects.toThrow(/holds (PTS|ETB), this transfer moves (ETB|PTS)/);
    expect({ cash: await balanceOf(t.app, p.userId), points: await pointsOf(t.app.db, p.userId), sums: await assetSums(t.app.db) }).toEqual(before);
    await expectBalanced(t);
  });

  it('100 concurrent points stakes on one player never take the active points below zero', async () => {
    const q = await player(t.app);
    const STAKES = 37;
    await grantActivePoints(t.app, q.userId, STAKES * 5_000 + 1_234);
    const answers = await Promise.all(Array.from({ length: 100 }, () => placePoints(t, q, legs, 50)));
    const codes = answers.map((r) => (r.statusCode === 201 ? 'PLACED' : (r.json().code as string)));
    expect(codes.filter((c) => c === 'PLACED')).toHaveLength(STAKES);
    expect(codes.filter((c) => c !== 'PLACED' && c !== 'INSUFFICIENT_POINTS')).toEqual([]);
    expect(await pointsOf(t.app.db, q.userId)).toEqual({ activeCents: 1_234, inactiveCents: 5_000 });
    const tickets = await t.app.db.selectFrom('tickets').select('id').where('user_id', '=', q.userId).where('kind', '=', 'points').execute();
    expect(tickets).toHaveLength(STAKES);
    for (const { id } of tickets) {
      expect((await transferOf(t.app.db, `ticket:${id}`))?.postings[0]).toEqual([activePointsAccountId(q.userId), -5_000, 'PTS']);
    }
    await expectBalanced(t);
  }, 120_000);

  it('replaying a key moves nothing; the same key for another transfer is a 409', async () => {
    const before = { points: await pointsOf(t.app.db, p.userId), sums: await assetSums(t.app.db) };
    const grant = await transfer(t.app.db, bonusGrantTransfer(p.userId, { id: bonusId, type: 'welcome', active: false }, 5_000));
    expect(grant).toMatchObject({ replayed: true, playerUserIds: [] });
    const ticket = await t.app.db
      .selectFrom('tickets')
      .select(['id', 'reference_id', 'stake_cents'])
      .where('user_id', '=', p.userId)
      .where('kind', '=', 'points')
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    const stake = pointsStakeTransfer(p.userId, { id: ticket.id, reference: ticket.reference_id }, Number(ticket.stake_cents));
    expect(await transfer(t.app.db, stake)).toMatchObject({ replayed: true, playerUserIds: [] });
    await expect(
      transfer(t.app.db, pointsStakeTransfer(p.userId, { id: ticket.id, reference: ticket.reference_id }, Number(ticket.stake_cents) + 1)),
    ).rejects.toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_CONFLICT' });
    expect({ points: await pointsOf(t.app.db, p.userId), sums: await assetSums(t.app.db) }).toEqual(before);
    expect(await readWallet(t.app.db, p.userId)).toMatchObject({ active_points: before.points.activeCents / 100 });
    await expectBalanced(t);
  });
}

describe('points in the ledger, on PGlite', () => {
  const t = useTestApp({ operatorToken: TOKEN });
  pointsLedgerTests(t);
});

describe.skipIf(ADMIN_URL === undefined)('points in the ledger, on PostgreSQL', () => {
  const scratch = scratchDatabase('birrbet_points');
  const t = {} as TestApp;
  beforeAll(async () => {
    await scratch.create();
    Object.assign(t, await createTestApp({ operatorToken: TOKEN, env: { DATABASE_URL: scratch.url() } }));
  }, 120_000);
  afterAll(async () => {
    await t.app?.close();
    await scratch.drop();
  });
  pointsLedgerTests(t);
});

/** Migration 0027 on a database that 0026 left with points on its wallets: up, down, and up again. */
function migrationTests(open: () => Promise<DbHandle>, close: (handle: DbHandle) => Promise<void>): void {
  it('moves every wallet’s points into the ledger with opening transfers, and back', async () => {
    const handle = await open();
    const db = handle.db;
    try {
      await migrateTo(db, '0026-feed-clock');
      await db.insertInto('merchants').values({ id: 'm1', name: 'm1', api_key: 'k' }).execute();
      const held: Record<string, [active: number, inactive: number]> = {};
      for (const [i, points] of [
        [1_500, 5_000],
        [0, 5_000],
        [0, 0],
      ].entries()) {
        const { id } = await db
          .insertInto('users')
          .values({ merchant_id: 'm1', phone: `+25191100010${i}`, password_hash: 'x', created_at: new Date(NOW) })
          .returning('id')
          .executeTakeFirstOrThrow();
        await sql`insert into ledger_accounts (id, kind, user_id, code) values (${playerAccountId(id)}, 'player', ${id}, ${playerAccountId(id)})`.execute(
          db,
        );
        const [active, inactive] = points as [number, number];
        await sql`insert into wallets (user_id, merchant_id, ledger_account_id, points_balance_cents, active_points_cents, inactive_points_cents)
          values (${id}, 'm1', ${playerAccountId(id)}, ${active + inactive}, ${active}, ${inactive})`.execute(db);
        held[id] = [active, inactive];
      }
      const total = Object.values(held).reduce((sum, [a, i]) => sum + a + i, 0);

      await migrateToLatest(db);
      for (const [id, [active, inactive]] of Object.entries(held)) {
        expect(await pointsOf(db, id)).toEqual({ activeCents: active, inactiveCents: inactive });
        const opening = await db
          .selectFrom('ledger_transactions as x')
          .innerJoin('ledger_postings as p', 'p.transaction_id', 'x.id')
          .select(['x.kind', 'p.account_id', 'p.amount_cents'])
          .where('x.idempotency_key', '=', `points-opening:${id}`)
          .execute();
        const expected = [
          ...(active + inactive > 0 ? [[HOUSE_POINTS_OPENING, -(active + inactive)]] : []),
          ...(active > 0 ? [[activePointsAccountId(id), active]] : []),
          ...(inactive > 0 ? [[inactivePointsAccountId(id), inactive]] : []),
        ];
        expect(opening.map((r) => [r.account_id, Number(r.amount_cents)]).sort()).toEqual(expected.sort());
        expect(opening.every((r) => r.kind === 'points_opening')).toBe(true);
        const wallet = await readWallet(db, id);
        expect(wallet).toMatchObject({ points_balance: (active + inactive) / 100, active_points: active / 100, inactive_points: inactive / 100 });
      }
      const house = await db
        .selectFrom('ledger_accounts')
        .select(['balance_cents', 'currency'])
        .where('id', '=', HOUSE_POINTS_OPENING)
        .executeTakeFirstOrThrow();
      expect([Number(house.balance_cents), house.currency]).toEqual([-total, 'PTS']);
      expect(await checkLedger(db)).toMatchObject({ ok: true, postings_sum_cents: 0, unbalanced_transactions: 0, mismatched_accounts: 0 });
      const { rows: columns } = await sql<{ column_name: string }>`select column_name from information_schema.columns
        where table_name = 'wallets' and column_name like '%points%'`.execute(db);
      expect(columns).toEqual([]);

      // Down: the columns come back holding what the accounts held, and the points leave the ledger.
      await migrateTo(db, '0026-feed-clock');
      const { rows: back } = await sql<{ user_id: string; a: string | number; i: string | number; total: string | number }>`select user_id,
        active_points_cents as a, inactive_points_cents as i, points_balance_cents as total from wallets`.execute(db);
      expect(Object.fromEntries(back.map((r) => [r.user_id, [Number(r.a), Number(r.i)]]))).toEqual(held);
      expect(await checkLedger(db)).toMatchObject({ ok: true });
      const { rows: pts } = await sql<{
        n: string | number;
      }>`select count(*)::int8 as n from ledger_accounts where id like 'points:%' or id like 'house:points:%'`.execute(db);
      expect(Number(pts[0]?.n)).toBe(0);

      await migrateToLatest(db);
      for (const [id, [active, inactive]] of Object.entries(held)) {
        expect(await pointsOf(db, id)).toEqual({ activeCents: active, inactiveCents: inactive });
      }
      expect(await checkLedger(db)).toMatchObject({ ok: true });

      // The check sums each asset on its own: 1.00 ETB made out of 1.00 house point by hand sums to zero overall, yet breaks it.
      const [someone] = Object.keys(held) as [string];
      await sql`update ledger_accounts set balance_cents = balance_cents + 100 where id = ${playerAccountId(someone)}`.execute(db);
      await sql`insert into ledger_transactions (id, idempotency_key, kind, reason) values ('mixed', 'mixed', 'x', 'by hand')`.execute(db);
      await sql`insert into ledger_postings (transaction_id, account_id, amount_cents) values
        ('mixed', ${playerAccountId(someone)}, 100), ('mixed', ${HOUSE_POINTS_OPENING}, -100)`.execute(db);
      await sql`update ledger_accounts set balance_cents = balance_cents - 100 where id = ${HOUSE_POINTS_OPENING}`.execute(db);
      expect(await checkLedger(db)).toMatchObject({ ok: false, postings_sum_cents: 0, unbalanced_transactions: 1, mismatched_accounts: 0 });
    } finally {
      await close(handle);
    }
  }, 120_000);
}

describe('migration 0027 on PGlite', () => {
  migrationTests(
    async () => createDb({ databaseUrl: null, dataDir: MEMORY_DATA_DIR }),
    (h) => h.close(),
  );
});

describe.skipIf(ADMIN_URL === undefined)('migration 0027 on PostgreSQL', () => {
  const scratch = scratchDatabase('birrbet_points_migration');
  beforeAll(() => scratch.create());
  afterAll(() => scratch.drop());
  migrationTests(
    async () => createDb({ databaseUrl: scratch.url(), dataDir: '' }),
    (h) => h.close(),
  );
});
