// The wallet service: openWallet's welcome funds and bonus (once per user), the spec's Wallet shape
// (decoded with schema Wallet), recordDeposit's activation of deposit-locked points, and creditWallet,
// which publishes a balance event only after its transaction committed.
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wallet } from '../../schema/wallet.ts';
import { createDb, MEMORY_DATA_DIR, type Db, type DbHandle } from '../../server/db/index.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { localChannel, type BusEvent } from '../../server/modules/realtime/bus.ts';
import { grantBonus, recordDeposit } from '../../server/modules/wallet/bonuses.ts';
import { creditWallet, openWallet, readWallet } from '../../server/modules/wallet/service.ts';

let handle: DbHandle;
let db: Db;
let phones = 0;
const events: BusEvent[] = [];

async function newUser(): Promise<string> {
  phones += 1;
  const { id } = await db
    .insertInto('users')
    .values({ merchant_id: 'm1', phone: `+2519110000${String(phones).padStart(2, '0')}`, password_hash: 'x', created_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.transaction().execute((trx) => openWallet(trx, id, 'm1'));
  return id;
}

beforeAll(async () => {
  handle = createDb({ databaseUrl: null, dataDir: MEMORY_DATA_DIR });
  db = handle.db;
  await migrateToLatest(db);
  await db.insertInto('merchants').values({ id: 'm1', name: 'm1', api_key: 'k' }).execute();
  localChannel(db).on('event', (e: BusEvent) => events.push(e));
});
afterAll(() => handle.close());

describe('openWallet and readWallet', () => {
  it('opens with 100.00 ETB of welcome funds and a locked 50-point welcome bonus', async () => {
    const userId = await newUser();
    const wallet = await readWallet(db, userId);
    expect(create(wallet, Wallet)).toEqual(wallet);
    expect(wallet).toMatchObject({ balance: 100, currency: 'ETB', points_balance: 50, active_points: 0, inactive_points: 50 });
    expect(wallet.activation_progress).toMatchObject({ deposited_so_far: 0, required_deposit: 200, remaining: 200 });
    expect(wallet.activation_progress?.inactive_bonuses).toEqual([
      { bonus_id: expect.any(String), bonus_type: 'welcome', bonus_amount: 50, deposited_so_far: 0, required_deposit: 200, remaining: 200 },
    ]);
  });

  it('is idempotent per user: a second call adds nothing', async () => {
    const userId = await newUser();
    await db.transaction().execute((trx) => openWallet(trx, userId, 'm1'));
    const wallet = await readWallet(db, userId);
    expect(wallet).toMatchObject({ balance: 100, points_balance: 50 });
    expect(wallet.activation_progress?.inactive_bonuses).toHaveLength(1);
  });

  it('answers WALLET_NOT_FOUND for a user without a wallet', async () => {
    await expect(readWallet(db, 'nobody')).rejects.toMatchObject({ statusCode: 404, code: 'WALLET_NOT_FOUND' });
  });
});

describe('recordDeposit', () => {
  const deposit = (userId: string, cents: number) => db.transaction().execute((trx) => recordDeposit(trx, userId, cents));

  it('advances the progress, then activates the bonus and moves its points to active', async () => {
    const userId = await newUser();
    expect(await deposit(userId, 5_000)).toEqual({ activatedBonusIds: [], activatedPointsCents: 0 });
    let wallet = await readWallet(db, userId);
    expect(wallet.activation_progress).toMatchObject({ deposited_so_far: 50, required_deposit: 200, remaining: 150 });
    expect(wallet.inactive_points).toBe(50);

    const outcome = await deposit(userId, 15_000);
    expect(outcome.activatedBonusIds).toHaveLength(1);
    expect(outcome.activatedPointsCents).toBe(5_000);
    wallet = await readWallet(db, userId);
    expect(wallet).toMatchObject({ points_balance: 50, active_points: 50, inactive_points: 0, activation_progress: null });
    expect(create(wallet, Wallet)).toEqual(wallet);
  });

  it('fills bonuses oldest first and carries the overflow to the next', async () => {
    const userId = await newUser();
    await db.transaction().execute((trx) => grantBonus(trx, userId, { type: 'deposit', pointsCents: 2_000, requiredDepositCents: 10_000 }));
    let wallet = await readWallet(db, userId);
    expect(wallet).toMatchObject({ points_balance: 70, inactive_points: 70 });
    expect(wallet.activation_progress).toMatchObject({ deposited_so_far: 0, required_deposit: 300, remaining: 300 });

    const outcome = await deposit(userId, 25_000);
    expect(outcome.activatedPointsCents).toBe(5_000);
    wallet = await readWallet(db, userId);
    expect(wallet).toMatchObject({ active_points: 50, inactive_points: 20 });
    expect(wallet.activation_progress).toMatchObject({ deposited_so_far: 50, required_deposit: 100, remaining: 50 });
    expect(wallet.activation_progress?.inactive_bonuses.map((b) => b.bonus_type)).toEqual(['deposit']);
  });

  it('leaves a wallet without inactive bonuses alone and refuses a non-positive deposit', async () => {
    const userId = await newUser();
    await deposit(userId, 20_000);
    expect(await deposit(userId, 1_000)).toEqual({ activatedBonusIds: [], activatedPointsCents: 0 });
    await expect(deposit(userId, 0)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('creditWallet', () => {
  it('credits through the ledger once per key and publishes after commit', async () => {
    const userId = await newUser();
    events.length = 0;
    const wallet = await creditWallet(db, { userId, amountCents: 12_345, reason: 'test', idempotencyKey: 'c-1' });
    expect(wallet.balance).toBe(223.45);
    expect(events).toEqual([{ kind: 'balance', user_id: userId }]);
    const again = await creditWallet(db, { userId, amountCents: 12_345, reason: 'test', idempotencyKey: 'c-1' });
    expect(again.balance).toBe(223.45);
    expect(events).toHaveLength(1);
  });

  it('publishes nothing when the transaction fails', async () => {
    events.length = 0;
    await expect(creditWallet(db, { userId: 'nobody', amountCents: 100, reason: 't', idempotencyKey: 'c-2' })).rejects.toMatchObject({
      code: 'WALLET_NOT_FOUND',
    });
    await expect(creditWallet(db, { userId: 'nobody', amountCents: -5, reason: 't', idempotencyKey: 'c-3' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(events).toEqual([]);
  });
});
