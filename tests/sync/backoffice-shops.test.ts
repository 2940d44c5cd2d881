// The shops desk's data layer (issue 33), driven as its screens drive it, with the server's answers replayed in the
// order a run gave them: the shops land in the server's order with their cashiers indexed by shop (a null field is no
// cell) and today's figures as cells; a fresh read is not asked again; a cashier disabled answers its shop, which
// replaces that shop's row and cashiers only; creating a shop or a cashier reads the list back; a till statement lands
// per shop and day with its lines in order; what the forms send passes the endpoints' declarations; an answer breaking
// its declaration never lands and leaves the store as it was; a recorded stream rebuilds the same store; a sign-out
// clears it all and outdates the reads.
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CreateCashier, CreateShop, DayQuery, SetCashierActive, ResetCashierPassword } from '../../schema/endpoints/shop-admin.ts';
import { addisToday, tillDay } from '../../src/backoffice/screens/shop-till.tsx';
import { createBackofficeClient } from '../../sync/backoffice/client.ts';
import { createBackofficeEngine } from '../../sync/backoffice/engine.ts';
import type { Outcome } from '../../sync/backoffice/events.ts';
import { applyOutcome, BO_INDEX, createBackofficeData } from '../../sync/backoffice/store.ts';
import { tillKey } from '../../sync/backoffice/store-shops.ts';
import { replayingClient } from './backoffice-replay.ts';

const DAY = '2026-12-03';
const today = (stakes: number, out: number, tickets: number) => ({ day: DAY, stakes_in: stakes, payouts_out: out, balance: stakes - out, tickets });
const cashier = (id: string, username: string, disabled: string | null = null) => ({
  id,
  username,
  created_at: '2026-12-01T08:00:00.000Z',
  status: disabled === null ? 'active' : 'disabled',
  disabled_at: disabled === null ? null : '2026-12-03T09:00:00.000Z',
  disabled_reason: disabled,
  last_sign_in_at: username === 'abebe' ? '2026-12-03T06:00:00.000Z' : null,
});
const bole = { id: 's-bole', name: 'Bole counter', created_at: '2026-12-01T07:00:00.000Z', cashiers: [], today: today(0, 0, 0) };
const merkato = {
  id: 's-merkato',
  name: 'Merkato counter',
  created_at: '2026-12-01T07:30:00.000Z',
  cashiers: [cashier('c-1', 'abebe'), cashier('c-2', 'tigist')],
  today: today(250, 100, 12),
};
const merkatoDisabled = { ...merkato, cashiers: [cashier('c-1', 'abebe', 'Left the company'), cashier('c-2', 'tigist')] };
const piassa = { id: 's-piassa', name: 'Piassa counter', created_at: '2026-12-03T10:00:00.000Z', cashiers: [], today: today(0, 0, 0) };
const till = {
  shop_id: 's-merkato',
  shop_name: 'Merkato counter',
  day: DAY,
  from: '2026-12-02T21:00:00.000Z',
  to: '2026-12-03T21:00:00.000Z',
  stakes_in: 250,
  payouts_out: 100,
  balance: 150,
  movements: [
    { kind: 'stake', reference_id: 'CASH-AAAAAAAAAA', amount: 250, at: '2026-12-03T06:10:00.000Z', cashier: 'abebe' },
    { kind: 'payout', reference_id: 'CASH-BBBBBBBBBB', amount: 60, at: '2026-12-03T07:00:00.000Z', cashier: 'tigist' },
    { kind: 'cashout', reference_id: 'CASH-CCCCCCCCCC', amount: 40, at: '2026-12-03T08:00:00.000Z', cashier: 'abebe' },
  ],
};

/** The answers a run gave, per endpoint, in order: each call takes the next one (the last one repeats). */
const RECORDED: Record<string, unknown[]> = {
  listShops: [
    { data: [bole, merkato], truncated: false },
    { data: [bole, merkato, piassa], truncated: false },
  ],
  setCashierActive: [{ shop: merkatoDisabled }],
  resetCashierPassword: [{ shop: merkatoDisabled }],
  createShop: [{ id: 's-piassa', merchant_id: 'birrbet', name: 'Piassa counter' }],
  createCashier: [{ cashier_id: 'c-3', username: 'kebede', shop_id: 's-merkato', shop_name: 'Merkato counter' }],
  shopTill: [till],
  operatorLogout: [{}],
};

const replay = () => replayingClient(RECORDED, (id) => (id === 'createShop' || id === 'createCashier' ? 201 : 200));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const cashiersOf = (data: ReturnType<typeof createBackofficeData>, shopId: string) => data.indexes.getSliceRowIds(BO_INDEX.cashiersByShop, shopId);

describe('the shops desk data layer', () => {
  it('lands the shops in the server’s order with their cashiers and figures, and skips a fresh read', async () => {
    const data = createBackofficeData();
    const { client, count } = replay();
    let clock = 0;
    const engine = createBackofficeEngine(client, data, () => clock);
    engine.dispatch({ type: 'LoadShops' });
    await settle();
    expect(data.store.getSortedRowIds('shops', 'position')).toEqual(['s-bole', 's-merkato']);
    expect(data.store.getRow('shops', 's-merkato')).toEqual({
      id: 's-merkato',
      name: 'Merkato counter',
      created_at: merkato.created_at,
      position: 1,
      cashier_count: 2,
      active_count: 2,
      ...today(250, 100, 12),
    });
    expect(cashiersOf(data, 's-merkato')).toEqual(['c-1', 'c-2']);
    // Never signed in, not disabled: no cell (not the text 'null').
    expect(data.store.getRow('shopCashiers', 'c-2')).not.toHaveProperty('last_sign_in_at');
    expect(data.store.getRow('shopCashiers', 'c-2')).not.toHaveProperty('disabled_reason');
    expect(data.store.getValue('shopsTruncated')).toBe(false);
    engine.dispatch({ type: 'LoadShops' });
    await settle();
    expect(count('listShops')).toBe(1);
    clock += 10_001;
    engine.dispatch({ type: 'LoadShops' });
    await settle();
    expect(count('listShops')).toBe(2);
  });

  it('replaces one shop with what a cashier’s change answers; what the forms send passes the declarations', async () => {
    const data = createBackofficeData();
    const { client, calls } = replay();
    const engine = createBackofficeEngine(client, data, () => 0);
    engine.dispatch({ type: 'LoadShops' });
    await settle();
    const before = data.store.getRow('shops', 's-bole');
    engine.dispatch({ type: 'SetCashierActive', shopId: 's-merkato', cashierId: 'c-1', active: false, reason: 'Left the company' });
    await settle();
    const sent = calls.at(-1);
    expect(sent).toEqual({
      id: 'setCashierActive',
      input: { params: { shopId: 's-merkato', cashierId: 'c-1' }, body: { active: false, reason: 'Left the company' } },
    });
    expect(validate(sent?.input.body, SetCashierActive.body!)[0]).toBeUndefined();
    expect(validate(sent?.input.params, SetCashierActive.params!)[0]).toBeUndefined();
    // The declaration refuses what the form never sends: a reason under 3 characters once trimmed.
    expect(validate({ active: false, reason: ' ab ' }, SetCashierActive.body!, { coerce: true })[0]).toBeDefined();
    expect(data.store.getRow('shopCashiers', 'c-1')).toMatchObject({ status: 'disabled', disabled_reason: 'Left the company', shop_id: 's-merkato' });
    expect(data.store.getCell('shops', 's-merkato', 'active_count')).toBe(1);
    expect(data.store.getCell('shops', 's-merkato', 'position')).toBe(1);
    expect(data.store.getRow('shops', 's-bole')).toEqual(before);
    expect(data.store.getRow('commands', 'SetCashierActive')).toEqual({ state: 'done' });

    engine.dispatch({ type: 'ResetCashierPassword', shopId: 's-merkato', cashierId: 'c-2', password: 'fresh-till-77', reason: 'Forgot it' });
    await settle();
    expect(validate(calls.at(-1)?.input.body, ResetCashierPassword.body!)[0]).toBeUndefined();
  });

  it('reads the list back after a shop or a cashier is created', async () => {
    const data = createBackofficeData();
    const { client, calls } = replay();
    const engine = createBackofficeEngine(client, data, () => 0);
    engine.dispatch({ type: 'CreateShop', name: 'Piassa counter' });
    await settle();
    expect(calls.map((c) => c.id)).toEqual(['createShop', 'listShops']);
    expect(validate(calls[0]?.input.body, CreateShop.body!)[0]).toBeUndefined();
    expect(data.store.getValue('shopCreated')).toBe('s-piassa');
    engine.dispatch({ type: 'AddCashier', shopId: 's-merkato', username: 'Kebede', password: 'counter-pass-42' });
    await settle();
    expect(calls.slice(2).map((c) => c.id)).toEqual(['createCashier', 'listShops']);
    expect(calls[2]?.input).toEqual({ params: { shopId: 's-merkato' }, body: { username: 'Kebede', password: 'counter-pass-42' } });
    expect(validate(calls[2]?.input.body, CreateCashier.body!)[0]).toBeUndefined();
    expect(data.store.getValue('cashierAdded')).toBe('kebede');
    expect(data.store.getSortedRowIds('shops', 'position')).toEqual(['s-bole', 's-merkato', 's-piassa']);
  });

  it('lands a till statement per shop and day, its lines in the server’s order', async () => {
    const data = createBackofficeData();
    const { client, calls } = replay();
    createBackofficeEngine(client, data, () => 0).dispatch({ type: 'LoadShopTill', shopId: 's-merkato', day: DAY });
    await settle();
    expect(calls.at(-1)?.input).toEqual({ params: { shopId: 's-merkato' }, query: { day: DAY } });
    expect(validate(calls.at(-1)?.input.query, DayQuery)[0]).toBeUndefined();
    const key = tillKey('s-merkato', DAY);
    expect(data.store.getRow('shopTills', key)).toMatchObject({ stakes_in: 250, payouts_out: 100, balance: 150, count: 3 });
    const lines = data.indexes.getSliceRowIds(BO_INDEX.movesByTill, key);
    expect(lines.map((id) => data.store.getCell('shopTillMoves', id, 'kind'))).toEqual(['stake', 'payout', 'cashout']);
  });

  it('never lets an answer that breaks its declaration reach the store, and leaves what it held', async () => {
    const data = createBackofficeData();
    const { client } = replay();
    createBackofficeEngine(client, data, () => 0).dispatch({ type: 'LoadShops' });
    await settle();
    const before = data.store.getContent();
    // A cashier of a status the endpoint does not declare, and a till amount as text.
    const answers: Record<string, unknown> = {
      '/api/admin/v1/shops': { data: [{ ...merkato, cashiers: [{ ...cashier('c-1', 'abebe'), status: 'gone' }] }], truncated: false },
      '/api/admin/v1/shops/s-merkato/till': { ...till, stakes_in: '250' },
    };
    const fetchImpl = (async (url: RequestInfo | URL) =>
      new Response(JSON.stringify(answers[String(url).split('?')[0] ?? '']), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;
    const engine = createBackofficeEngine(createBackofficeClient(fetchImpl), data);
    engine.dispatch({ type: 'LoadShops' });
    engine.dispatch({ type: 'LoadShopTill', shopId: 's-merkato', day: DAY });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const after = data.store.getContent();
    expect([after[0].shops, after[0].shopCashiers, after[0].shopTills]).toEqual([before[0].shops, before[0].shopCashiers, undefined]);
    expect(data.store.getRow('commands', 'LoadShops')).toMatchObject({ state: 'failed', code: 'MALFORMED_ANSWER' });
    expect(data.store.getRow('commands', 'LoadShopTill')).toMatchObject({ state: 'failed', code: 'MALFORMED_ANSWER' });
  });

  it('rebuilds the same store from a recorded outcome stream; a sign-out clears the desk and outdates its reads', async () => {
    const live = createBackofficeData();
    const recorded: Outcome[] = [];
    const { client, count } = replay();
    const engine = createBackofficeEngine(client, live, () => 0);
    engine.outcomes$.subscribe((o) => recorded.push(o));
    engine.dispatch({ type: 'LoadShops' });
    engine.dispatch({ type: 'LoadShopTill', shopId: 's-merkato', day: DAY });
    engine.dispatch({ type: 'SetCashierActive', shopId: 's-merkato', cashierId: 'c-1', active: false, reason: 'Left the company' });
    await settle();
    const replayed = createBackofficeData();
    for (const outcome of JSON.parse(JSON.stringify(recorded)) as Outcome[]) {
      applyOutcome(replayed, outcome);
    }
    expect(replayed.store.getContent()).toEqual(live.store.getContent());

    engine.dispatch({ type: 'SignOut' });
    await settle();
    for (const table of ['shops', 'shopCashiers', 'shopTills', 'shopTillMoves']) {
      expect(live.store.getTable(table)).toEqual({});
    }
    expect(live.store.getValue('shopsTruncated')).toBeUndefined();
    engine.dispatch({ type: 'LoadShops' });
    engine.dispatch({ type: 'LoadShopTill', shopId: 's-merkato', day: DAY });
    await settle();
    expect([count('listShops'), count('shopTill')]).toEqual([2, 2]);
  });

  it('takes the day the server takes, today in Addis Ababa by default', () => {
    // 22:30 UTC is already the next day in Addis Ababa (UTC+3).
    expect(addisToday(Date.parse('2026-12-03T22:30:00Z'))).toBe('2026-12-04');
    expect(addisToday(Date.parse('2026-12-03T20:59:00Z'))).toBe('2026-12-03');
    expect([tillDay('2026-12-03'), tillDay(' 2026-12-03 '), tillDay('2026-02-30'), tillDay(''), tillDay('03/12/2026')]).toEqual([
      '2026-12-03',
      '2026-12-03',
      null,
      null,
      null,
    ]);
  });
});
