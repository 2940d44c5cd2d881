// The Kiron adapter (issue 15): with credentials its lobby replaces the house stand-in under provider 497 and
// launches with Kiron's parameters; its wallet calls are taken from allow-listed addresses only, debit once per
// BetManTransactionID, pay a credit named by PreviousTransactionID after the token expired, and finalizeRound
// closes the round (its open bets lost, a rollback in it refused); without credentials nothing of it is there.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGamesConfig } from '../../server/config-games.ts';
import { createTestApp, signed, type TestApp } from './helpers.ts';
import { launch, newPlayer, realMoney } from './games-helpers.ts';
import { balanceOf } from './tickets-helpers.ts';

const KIRON = '10.9.8.7';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { KIRON_LAUNCH_URL: 'https://kiron.example/games/', KIRON_OPERATOR_ID: 'op-7', KIRON_ALLOWED_IPS: `${KIRON}, 192.168.50.0/24` },
  });
  await realMoney(t.app, true);
});
afterAll(async () => {
  await t?.app.close();
});

const virtualIds = async (app: FastifyInstance, provider: string): Promise<string[]> =>
  ((await signed(app, { method: 'GET', url: `/api/v1/virtual-games?provider_id=${provider}` })).json() as { data: { id: string }[] }).data.map(
    (g) => g.id,
  );

const call = (action: string, body: Record<string, unknown>, from = KIRON) =>
  t.app.inject({ method: 'POST', url: `/api/games/wallet/kiron/${action}`, payload: body, remoteAddress: from });

async function realSession(): Promise<{ PlayerID: string; PlayerToken: string }> {
  const p = await newPlayer(t.app);
  const res = await launch(
    t.app,
    { game_id: 'kiron:lobby', user_id: p.userId, currency: 'ETB', is_demo: false, language: 'ti', device: 'desktop' },
    p.token,
  );
  expect(res.statusCode).toBe(200);
  const url = new URL((res.json() as { data: { launch_url: string } }).data.launch_url);
  expect(Object.fromEntries(url.searchParams)).toMatchObject({ o: 'op-7', c: 'ETB', l: 'ti', dp: '0', pd: '1' });
  return { PlayerID: p.userId, PlayerToken: url.searchParams.get('p') ?? '' };
}

const bet = (s: { PlayerID: string; PlayerToken: string }, round: string, amount: number) => ({
  ...s,
  BetManTransactionID: randomUUID(),
  RoundID: round,
  Amount: amount,
  CurrencyCode: 'ETB',
});

describe('Kiron with credentials', () => {
  it('lists its lobby under 497 instead of the house stand-in and launches with o, p, c, l, dp, pd', async () => {
    expect(await virtualIds(t.app, '497')).toEqual(['kiron:lobby']);
    expect(await virtualIds(t.app, '632')).toEqual(['vfootball']);
    const demo = await launch(t.app, { game_id: 'kiron:lobby', is_demo: true, language: 'or', device: 'mobile' });
    const url = new URL((demo.json() as { data: { launch_url: string } }).data.launch_url);
    expect(`${url.origin}${url.pathname}`).toBe('https://kiron.example/games/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ o: 'op-7', c: 'ETB', l: 'om', dp: '1', pd: '2' });
    const s = await realSession();
    expect(s.PlayerToken.length).toBeGreaterThan(20);
    expect((await call('activateSession', { PlayerToken: s.PlayerToken })).json()).toEqual({
      Code: 0,
      Status: 'OK',
      PlayerID: s.PlayerID,
      CurrencyCode: 'ETB',
      LanguageCode: 'ti',
    });
  });

  it('debits once from an allowed address (a replay gets the first answer) and moves nothing for a foreign one', async () => {
    const s = await realSession();
    const b = bet(s, 'race-1', 12.5);
    const foreign = await call('debit', b, '10.0.0.1');
    expect(foreign.statusCode).toBe(403);
    expect(await balanceOf(t.app, s.PlayerID)).toBe(10_000);
    const first = (await call('debit', b)).json() as { Code: number; TransactionID: string };
    expect(first.Code).toBe(0);
    expect((await call('debit', b, '192.168.50.20')).json()).toEqual(first);
    expect(await balanceOf(t.app, s.PlayerID)).toBe(8_750);
    expect((await call('getBalance', s)).json()).toEqual({ Code: 0, Status: 'OK', Amount: 87.5 });
    expect((await call('getBalance', s, `::ffff:${KIRON}`)).json()).toMatchObject({ Code: 0, Amount: 87.5 });
    expect((await call('debit', { ...bet(s, 'race-1', 1), PlayerToken: 'forged-token' })).json()).toMatchObject({ Code: 100 });
  });

  it('pays a credit named by PreviousTransactionID after the token expired', async () => {
    const s = await realSession();
    const b = bet(s, 'race-2', 10);
    const debit = (await call('debit', b)).json() as { TransactionID: string };
    t.clock.now += 7 * 60 * 60 * 1000;
    expect((await call('getBalance', s)).json()).toMatchObject({ Code: 100 });
    const win = {
      ...s,
      BetManTransactionID: randomUUID(),
      PreviousTransactionID: debit.TransactionID,
      RoundID: 'race-2',
      Amount: 35,
      CurrencyCode: 'ETB',
    };
    expect((await call('credit', win)).json()).toMatchObject({ Code: 0 });
    expect((await call('credit', win)).json()).toMatchObject({ Code: 0 });
    expect(await balanceOf(t.app, s.PlayerID)).toBe(12_500);
    const unknown = { ...win, BetManTransactionID: randomUUID(), PreviousTransactionID: 'no-such-debit' };
    expect((await call('credit', unknown)).json()).toMatchObject({ Code: 131 });
  });

  it('finalizeRound closes the round: its open bets are lost, a later credit or rollback in it is refused', async () => {
    const s = await realSession();
    const a = bet(s, 'race-3', 5);
    const b = bet(s, 'race-3', 7);
    const debitA = (await call('debit', a)).json() as { TransactionID: string };
    await call('debit', b);
    const winA = {
      ...s,
      BetManTransactionID: randomUUID(),
      PreviousTransactionID: a.BetManTransactionID,
      RoundID: 'race-3',
      Amount: 9,
      CurrencyCode: 'ETB',
    };
    expect((await call('credit', winA)).json()).toMatchObject({ Code: 0 });
    expect(await balanceOf(t.app, s.PlayerID)).toBe(9_700);
    expect((await call('finalizeRound', { ...s, RoundID: 'race-3' })).json()).toMatchObject({ Code: 0 });
    expect((await call('finalizeRound', { ...s, RoundID: 'race-3' })).json()).toMatchObject({ Code: 0 });
    const late = { ...winA, BetManTransactionID: randomUUID(), PreviousTransactionID: debitA.TransactionID };
    expect((await call('credit', late)).json()).toMatchObject({ Code: 123 });
    expect((await call('rollback', { ...s, BetManTransactionID: b.BetManTransactionID })).json()).toMatchObject({ Code: 123 });
    expect(await balanceOf(t.app, s.PlayerID)).toBe(9_700);
    const open = bet(s, 'race-4', 4);
    await call('debit', open);
    expect((await call('rollback', { ...s, BetManTransactionID: open.BetManTransactionID })).json()).toMatchObject({ Code: 0 });
    expect(await balanceOf(t.app, s.PlayerID)).toBe(9_700);
  });
});

describe('Kiron without credentials', () => {
  it('lists the house stand-in only and mounts no wallet', async () => {
    const bare = await createTestApp();
    try {
      expect(await virtualIds(bare.app, '497')).toEqual(['vhorses']);
      const res = await bare.app.inject({ method: 'POST', url: '/api/games/wallet/kiron/debit', payload: {}, remoteAddress: KIRON });
      expect(res.statusCode).toBe(404);
    } finally {
      await bare.app.close();
    }
  });
});

describe('supplier credentials', () => {
  it('are all or nothing, and the allow-list takes addresses and CIDRs only', () => {
    expect(() => loadGamesConfig({ KIRON_LAUNCH_URL: 'https://kiron.example', KIRON_OPERATOR_ID: 'op' })).toThrow(/together/);
    expect(() => loadGamesConfig({ GOLDENRACE_API_KEY: 'k' })).toThrow(/Golden Race needs/);
    expect(() => loadGamesConfig({ INBET_SECRET: 's', INBET_CLIENT_ID: 'c' })).toThrow(/InBet needs/);
    const kiron = { KIRON_LAUNCH_URL: 'https://kiron.example', KIRON_OPERATOR_ID: 'op' };
    expect(() => loadGamesConfig({ ...kiron, KIRON_ALLOWED_IPS: '10.0.0.1, kiron.example' })).toThrow(/not an address/);
    const config = loadGamesConfig({ ...kiron, KIRON_ALLOWED_IPS: '10.0.0.1, 2001:db8::/32' });
    expect(config.kiron?.allowed.check('2001:db8::5', 'ipv6')).toBe(true);
    expect(config.goldenrace).toBeNull();
    expect(config.inbet).toBeNull();
  });
});
