// Ledger invariants on a real (in-memory PGlite) database: every transaction's postings sum to zero, all
// balances sum to zero, each account's balance is the sum of its postings, a retried key moves money once,
// a refused posting rolls the whole transfer back, and 50 concurrent debits never overdraw a balance.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, MEMORY_DATA_DIR, type Db, type DbHandle } from '../../server/db/index.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { HOUSE_OPERATOR, playerAccountId, postTransfer, type TransferInput } from '../../server/modules/wallet/ledger.ts';
import { openWallet, readWallet } from '../../server/modules/wallet/service.ts';

let handle: DbHandle;
let db: Db;
let alice: string;
let bob: string;

async function newUser(phone: string): Promise<string> {
  const { id } = await db
    .insertInto('users')
    .values({ merchant_id: 'm1', phone, password_hash: 'x', created_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.transaction().execute((trx) => openWallet(trx, id, 'm1'));
  return id;
}

const transfer = (input: TransferInput) => db.transaction().execute((trx) => postTransfer(trx, input));
const debit = (userId: string, cents: number, key: string): TransferInput => ({
  idempotencyKey: key,
  kind: 'stake',
  reason: 'test debit',
  postings: [
    { accountId: playerAccountId(userId), amountCents: -cents },
    { accountId: HOUSE_OPERATOR, amountCents: cents },
  ],
});
const balance = async (userId: string): Promise<number> => (await readWallet(db, userId)).balance;

beforeAll(async () => {
  handle = createDb({ databaseUrl: null, dataDir: MEMORY_DATA_DIR });
  db = handle.db;
  await migrateToLatest(db);
  await db.insertInto('merchants').values({ id: 'm1', name: 'm1', api_key: 'k' }).execute();
  alice = await newUser('+251911000001');
  bob = await newUser('+251911000002');
});
afterAll(() => handle.close());

describe('postTransfer', () => {
  it('moves money between accounts and records balanced postings', async () => {
    const result = await transfer(debit(alice, 2_550, 'k-1'));
    expect(result).toMatchObject({ replayed: false, playerUserIds: [alice] });
    expect(await balance(alice)).toBe(74.5);
  });

  it('answers a repeated key with the first outcome and moves nothing', async () => {
    const again = await transfer(debit(alice, 2_550, 'k-1'));
    expect(again.replayed).toBe(true);
    expect(again.playerUserIds).toEqual([]);
    expect(await balance(alice)).toBe(74.5);
    const rows = await db.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', 'k-1').execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses the same key for a different transfer', async () => {
    await expect(transfer(debit(alice, 100, 'k-1'))).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT', statusCode: 409 });
  });

  it('refuses unbalanced or empty transfers before touching anything', async () => {
    const bad = { idempotencyKey: 'k-bad', kind: 'x', reason: 'x', postings: [{ accountId: playerAccountId(alice), amountCents: 5 }] };
    await expect(transfer(bad)).rejects.toMatchObject({ code: 'UNBALANCED_TRANSFER' });
    await expect(transfer({ ...bad, postings: [] })).rejects.toMatchObject({ code: 'UNBALANCED_TRANSFER' });
    await expect(
      transfer({
        ...bad,
        postings: [
          { accountId: HOUSE_OPERATOR, amountCents: 1.5 },
          { accountId: playerAccountId(alice), amountCents: -1.5 },
        ],
      }),
    ).rejects.toMatchObject({ code: 'UNBALANCED_TRANSFER' });
  });

  it('refuses an overdraft, rolls the transfer back and frees the key', async () => {
    await expect(transfer(debit(bob, 10_001, 'k-over'))).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await balance(bob)).toBe(100);
    expect(await db.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', 'k-over').execute()).toEqual([]);
    await transfer(debit(bob, 10_000, 'k-over'));
    expect(await balance(bob)).toBe(0);
  });

  it('names an unknown account', async () => {
    await expect(transfer(debit('nobody', 1, 'k-nobody'))).rejects.toMatchObject({ code: 'UNKNOWN_ACCOUNT' });
  });

  it('never overdraws under 50 concurrent debits (the balance affords 10)', async () => {
    const carol = await newUser('+251911000003');
    const attempts = Array.from({ length: 50 }, (_, i) => transfer(debit(carol, 1_000, `burst-${i}`)));
    const results = await Promise.allSettled(attempts);
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(10);
    expect(refused.every((r) => (r as PromiseRejectedResult).reason?.code === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect(await balance(carol)).toBe(0);
  });

  it('keeps the books: postings sum to zero per transaction, balances sum to zero and match their postings', async () => {
    const unbalanced = await db
      .selectFrom('ledger_postings')
      .select('transaction_id')
      .groupBy('transaction_id')
      .having(sql`sum(amount_cents)`, '<>', 0)
      .execute();
    expect(unbalanced).toEqual([]);
    const total = await db.selectFrom('ledger_accounts').select(sql<string>`coalesce(sum(balance_cents), 0)`.as('total')).executeTakeFirstOrThrow();
    expect(Number(total.total)).toBe(0);
    const drift = await db
      .selectFrom('ledger_accounts as a')
      .leftJoin('ledger_postings as p', 'p.account_id', 'a.id')
      .select(['a.id', 'a.balance_cents', sql<string>`coalesce(sum(p.amount_cents), 0)`.as('posted')])
      .groupBy(['a.id', 'a.balance_cents'])
      .execute();
    expect(drift.filter((r) => Number(r.balance_cents) !== Number(r.posted))).toEqual([]);
    const negative = await db.selectFrom('ledger_accounts').select('id').where('kind', '=', 'player').where('balance_cents', '<', 0).execute();
    expect(negative).toEqual([]);
  });

  it('is backed by a CHECK: a player account cannot be set below zero even by hand', async () => {
    await expect(db.updateTable('ledger_accounts').set({ balance_cents: -1 }).where('id', '=', playerAccountId(alice)).execute()).rejects.toThrow();
  });
});
