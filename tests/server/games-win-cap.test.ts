// The house wallet cannot mint money (issue 28, item 5): the house games reach their wallet in process only (no
// public route answers for provider 'house', however well signed), and every wallet refuses a win that names no
// debited round of that player, or that exceeds the round's largest possible payout (its live stakes × the game's
// maximum multiplier: the house games' maths, a supplier's configured cap). A win of 0 (closing a round) needs no
// stake; the largest possible win itself lands.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SUPPLIER_MAX_WIN_MULTIPLIER, parseMaxWinMultipliers } from '../../server/config-games.ts';
import { credit, debit } from '../../server/modules/games/wallet/index.ts';
import { hmacSignature, houseLink, houseWalletKey } from '../../server/modules/games/seamless/house-link.ts';
import { HOUSE_MAX_MULTIPLIER } from '../../server/modules/games/house/max-multiplier.ts';
import { launchKiron, launchReal, newPlayer, type Player, realMoney } from './games-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { balanceOf } from './tickets-helpers.ts';

let t: TestApp;
const KIRON = '10.9.8.7';
const UNIT = 1000; // 1 cent in Hub88's 1/100000 units

beforeAll(async () => {
  t = await createTestApp({
    env: {
      KIRON_LAUNCH_URL: 'https://kiron.example/games/',
      KIRON_OPERATOR_ID: 'op-7',
      KIRON_ALLOWED_IPS: KIRON,
      GAME_SUPPLIER_MAX_WIN_MULTIPLIERS: 'kiron=50',
    },
  });
  await realMoney(t.app, true);
});
afterAll(async () => {
  await t?.app.close();
});

const link = async () => houseLink(t.app.db, () => t.clock.now, await houseWalletKey(t.app.db));

describe('the house wallet has no public route', () => {
  it('answers a validly signed win of 10,000 ETB for a round that never had a bet with a 400, and credits nothing', async () => {
    const p = await newPlayer(t.app, 100_00);
    const token = await launchReal(t.app, p, 'crash');
    const key = await houseWalletKey(t.app.db);
    const body = { user: p.userId, token, game_code: 'crash', round: `never-bet-${randomUUID()}`, currency: 'ETB' };
    for (const action of ['user/balance', 'user/info', 'transaction/bet', 'transaction/win', 'transaction/rollback']) {
      const raw = JSON.stringify({
        request_uuid: randomUUID(),
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: randomUUID(),
        amount: 10_000_00 * UNIT,
        ...body,
      });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/games/wallet/house/${action}`,
        headers: { 'content-type': 'application/json', 'x-hub88-signature': hmacSignature(key, raw) },
        payload: raw,
      });
      expect(res.statusCode, action).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(await balanceOf(t.app, p.userId)).toBe(100_00);
  });
});

describe('a win needs a debited round of that player', () => {
  it('refuses (in process) a win in a round with no bet, with a rolled-back bet, or of another player; a 0 win closes any round', async () => {
    const l = await link();
    const p = await newPlayer(t.app, 100_00);
    const other = await newPlayer(t.app, 100_00);
    const token = await launchReal(t.app, p, 'crash');
    const win = (userId: string, round: string, amountCents: number) =>
      l.win({ userId, token: '', gameCode: 'crash', roundId: round, txId: randomUUID(), amountCents, roundClosed: true });
    expect(await win(p.userId, 'no-bet', 10_000_00)).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' });
    const staked = { userId: p.userId, token, gameCode: 'crash', roundId: 'staked', txId: randomUUID(), amountCents: 1_00 };
    expect((await l.bet(staked)).status).toBe('RS_OK');
    expect(await win(other.userId, 'staked', 1_00)).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION' });
    const back = { ...staked, roundId: 'rolled-back', txId: randomUUID() };
    expect((await l.bet(back)).status).toBe('RS_OK');
    expect((await l.rollback({ ...back, txId: randomUUID(), originalTxId: back.txId })).status).toBe('RS_OK');
    expect(await win(p.userId, 'rolled-back', 1_00)).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' });
    expect(await win(p.userId, 'closed-by-zero', 0)).toMatchObject({ status: 'RS_OK' });
    expect(await balanceOf(t.app, p.userId)).toBe(99_00);
    expect(await balanceOf(t.app, other.userId)).toBe(100_00);
  });

  it('refuses a credit of money without a round in the core itself', async () => {
    const p = await newPlayer(t.app, 100_00);
    const tx = { provider: '632', userId: p.userId, gameId: 'vfootball', roundId: null, currency: 'ETB' };
    await debit(t.app.db, { ...tx, txId: randomUUID(), amountCents: 10_00 }, t.clock.now);
    await expect(
      credit(t.app.db, { ...tx, txId: randomUUID(), amountCents: 25_00 }, t.clock.now, { maxMultiplier: () => 1000 }),
    ).rejects.toMatchObject({
      code: 'NO_STAKE',
    });
    expect(await balanceOf(t.app, p.userId)).toBe(90_00);
  });
});

describe("a win is at most the round's largest possible payout", () => {
  it('house: stake × the game’s maximum multiplier lands, a cent more is refused, and wins add up', async () => {
    const l = await link();
    const p = await newPlayer(t.app, 100_00);
    const token = await launchReal(t.app, p, 'wheel');
    const bet = { userId: p.userId, token, gameCode: 'wheel', roundId: randomUUID(), txId: randomUUID(), amountCents: 2_00 };
    expect((await l.bet(bet)).status).toBe('RS_OK');
    const largest = Math.ceil(2_00 * (HOUSE_MAX_MULTIPLIER['wheel'] ?? 0));
    expect(largest).toBeGreaterThan(2_00);
    const win = (amountCents: number) => l.win({ ...bet, txId: randomUUID(), token: '', amountCents });
    expect(await win(largest + 1)).toMatchObject({ status: 'RS_ERROR_UNKNOWN' });
    expect(await win(largest - 1_00)).toMatchObject({ status: 'RS_OK' });
    expect(await win(1_01)).toMatchObject({ status: 'RS_ERROR_UNKNOWN' });
    expect(await win(1_00)).toMatchObject({ status: 'RS_OK' });
    expect(await balanceOf(t.app, p.userId)).toBe(100_00 - 2_00 + largest);
  });

  it('Kiron: a credit above the stake × its configured cap (50) is refused with code 500; at the cap it lands', async () => {
    const p: Player = await newPlayer(t.app, 100_00);
    const { playerToken: PlayerToken, call } = await launchKiron(t.app, p, KIRON);
    const debited = { PlayerID: p.userId, PlayerToken, BetManTransactionID: randomUUID(), RoundID: 'race-9', Amount: 2, CurrencyCode: 'ETB' };
    expect((await call('debit', debited)).json()).toMatchObject({ Code: 0 });
    const creditOf = (amount: number) =>
      call('credit', {
        PlayerID: p.userId,
        BetManTransactionID: randomUUID(),
        PreviousTransactionID: debited.BetManTransactionID,
        Amount: amount,
        CurrencyCode: 'ETB',
      });
    expect((await creditOf(100.01)).json()).toMatchObject({ Code: 500 });
    expect(await balanceOf(t.app, p.userId)).toBe(98_00);
    expect((await creditOf(100)).json()).toMatchObject({ Code: 0 });
    expect(await balanceOf(t.app, p.userId)).toBe(198_00);
  });
});

describe('GAME_SUPPLIER_MAX_WIN_MULTIPLIERS', () => {
  it('gives every supplier the default, takes named caps, and refuses an unknown supplier or a cap that is not positive', () => {
    expect(parseMaxWinMultipliers(undefined)).toEqual({
      hub88: DEFAULT_SUPPLIER_MAX_WIN_MULTIPLIER,
      goldenrace: DEFAULT_SUPPLIER_MAX_WIN_MULTIPLIER,
      kiron: DEFAULT_SUPPLIER_MAX_WIN_MULTIPLIER,
      inbet: DEFAULT_SUPPLIER_MAX_WIN_MULTIPLIER,
    });
    expect(parseMaxWinMultipliers(' hub88=20000 , kiron=2.5')).toMatchObject({ hub88: 20_000, kiron: 2.5, inbet: 10_000 });
    for (const bad of ['house=5', 'hub88=0', 'hub88=-3', 'hub88=lots', 'hub88']) {
      expect(() => parseMaxWinMultipliers(bad), bad).toThrow('GAME_SUPPLIER_MAX_WIN_MULTIPLIERS');
    }
  });
});
