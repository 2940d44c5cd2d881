// Sharded house accounts (server/modules/wallet/shards.ts) on an in-memory PGlite: the mapping of a posting to a
// shard is deterministic, in range and amount-preserving (properties); stakes and payouts land on the shards the
// migration created, a games account created later gets its own from the trigger; the ledger check (admin/ledger-check.ts) holds across shards and still finds a shard whose
// balance drifts from its postings; a logical house balance sums base and shards; a key posted to the base row
// before the sharding replays as the same transfer.
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, MEMORY_DATA_DIR, type Db, type DbHandle } from '../../server/db/index.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { checkLedger } from '../../server/modules/admin/ledger-check.ts';
import { playerAccountId, postTransfer, type TransferInput } from '../../server/modules/wallet/ledger.ts';
import { openWallet } from '../../server/modules/wallet/service.ts';
import {
  HOUSE_SHARDS,
  houseBalanceCents,
  isSharded,
  logicalAccount,
  SHARDED_HOUSE_ACCOUNTS,
  shardAccount,
  shardIndex,
} from '../../server/modules/wallet/shards.ts';

describe('the shard mapping', () => {
  it('is deterministic, in range, and keeps every other account and every amount as it is', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...SHARDED_HOUSE_ACCOUNTS, 'house:operator', 'player:42', 'house:games:house'), (key, account) => {
        const index = shardIndex(key);
        expect(Number.isInteger(index) && index >= 0 && index < HOUSE_SHARDS).toBe(true);
        expect(shardIndex(key)).toBe(index);
        const row = shardAccount(account, key);
        expect(shardAccount(account, key)).toBe(row);
        expect(logicalAccount(row)).toBe(account);
        expect(row === account).toBe(!isSharded(account));
        expect(isSharded(account)).toBe(account.startsWith('house:games:') || SHARDED_HOUSE_ACCOUNTS.includes(account));
      }),
    );
  });

  it('spreads ticket keys evenly: no shard takes more than twice its share of 1,600 stakes', () => {
    const counts = new Array<number>(HOUSE_SHARDS).fill(0);
    for (let i = 0; i < 1_600; i += 1) {
      counts[shardIndex(`ticket:${i.toString(16).padStart(8, '0')}-4a1b-9c2d-${i}`)]! += 1;
    }
    expect(Math.max(...counts)).toBeLessThanOrEqual(200);
    expect(Math.min(...counts)).toBeGreaterThan(0);
  });
});

let handle: DbHandle;
let db: Db;
const players: string[] = [];

const transfer = (input: TransferInput) => db.transaction().execute((trx) => postTransfer(trx, input));
const stake = (userId: string, cents: number, key: string): TransferInput => ({
  idempotencyKey: key,
  kind: 'stake',
  reason: 'test stake',
  postings: [
    { accountId: playerAccountId(userId), amountCents: -cents },
    { accountId: 'house:stakes', amountCents: cents },
  ],
});

beforeAll(async () => {
  handle = createDb({ databaseUrl: null, dataDir: MEMORY_DATA_DIR });
  db = handle.db;
  await migrateToLatest(db);
  await db.insertInto('merchants').values({ id: 'm1', name: 'm1', api_key: 'k' }).execute();
  for (let i = 0; i < 4; i += 1) {
    const { id } = await db
      .insertInto('users')
      .values({ merchant_id: 'm1', phone: `+25191100010${i}`, password_hash: 'x', created_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.transaction().execute((trx) => openWallet(trx, id, 'm1'));
    players.push(id);
  }
});
afterAll(() => handle.close());

describe('the ledger over sharded house accounts', () => {
  it('posts stakes and payouts to their shards and keeps every invariant, the house balance summed over base and shards', async () => {
    let staked = 0;
    for (let i = 0; i < 40; i += 1) {
      const result = await transfer(stake(players[i % 4]!, 100 + i, `ticket:${i}`));
      staked += 100 + i;
      expect(result.postings.map((p) => p.accountId)).toContain(shardAccount('house:stakes', `ticket:${i}`));
    }
    await transfer({
      idempotencyKey: 'payout:1',
      kind: 'payout',
      reason: 'test payout',
      postings: [
        { accountId: 'house:payouts', amountCents: -500 },
        { accountId: playerAccountId(players[0]!), amountCents: 500 },
      ],
    });
    const used = await db.selectFrom('ledger_postings').select('account_id').distinct().where('account_id', 'like', 'house:stakes#%').execute();
    expect(used.length).toBeGreaterThan(4);
    expect(await db.selectFrom('ledger_postings').select('id').where('account_id', '=', 'house:stakes').execute()).toEqual([]);
    expect(await houseBalanceCents(db, 'house:stakes')).toBe(staked);
    expect(await houseBalanceCents(db, 'house:payouts')).toBe(-500);
    expect(await houseBalanceCents(db, 'house:nothing')).toBeNull();
    expect(await checkLedger(db)).toMatchObject({ ok: true, postings_sum_cents: 0, unbalanced_transactions: 0, mismatched_accounts: 0 });
  });

  it('replays a key posted to the base row before the sharding as the same transfer', async () => {
    const input = stake(players[1]!, 250, 'ticket:before-shards');
    // As migration 0014 found it: the transfer's house posting on 'house:stakes' itself.
    const id = 'tx-before-shards';
    await db.insertInto('ledger_transactions').values({ id, idempotency_key: input.idempotencyKey, kind: 'stake', reason: 'old' }).execute();
    await db
      .insertInto('ledger_postings')
      .values(input.postings.map((p) => ({ transaction_id: id, account_id: p.accountId, amount_cents: p.amountCents })))
      .execute();
    for (const p of input.postings) {
      await db
        .updateTable('ledger_accounts')
        .set({ balance_cents: sql`balance_cents + ${p.amountCents}` })
        .where('id', '=', p.accountId)
        .execute();
    }
    const before = await houseBalanceCents(db, 'house:stakes');
    const again = await transfer(input);
    expect(again).toMatchObject({ replayed: true, transactionId: id });
    expect(await houseBalanceCents(db, 'house:stakes')).toBe(before);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('gives a games house account created later its shards (the trigger), and posts its bets to them', async () => {
    await db.insertInto('ledger_accounts').values({ id: 'house:games:late', kind: 'house', code: 'house:games:late' }).execute();
    const shards = await db.selectFrom('ledger_accounts').select('id').where('id', 'like', 'house:games:late#%').execute();
    expect(shards).toHaveLength(HOUSE_SHARDS);
    const result = await transfer({
      idempotencyKey: 'game:late:1',
      kind: 'game_bet',
      reason: 'test bet',
      postings: [
        { accountId: playerAccountId(players[2]!), amountCents: -300 },
        { accountId: 'house:games:late', amountCents: 300 },
      ],
    });
    expect(result.postings.map((p) => p.accountId)).toContain(shardAccount('house:games:late', 'game:late:1'));
    expect(await houseBalanceCents(db, 'house:games:late')).toBe(300);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('finds a shard whose balance drifts from its postings', async () => {
    const shard = shardAccount('house:stakes', 'ticket:0');
    await db.updateTable('ledger_accounts').set({ balance_cents: sql`balance_cents + 1` }).where('id', '=', shard).execute();
    expect(await checkLedger(db)).toMatchObject({ ok: false, mismatched_accounts: 1 });
    await db.updateTable('ledger_accounts').set({ balance_cents: sql`balance_cents - 1` }).where('id', '=', shard).execute();
    expect((await checkLedger(db)).ok).toBe(true);
  });
});
