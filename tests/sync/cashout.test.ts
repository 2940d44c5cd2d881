// Cash-out as a command and a read (issue 32), with a scripted ApiClient: the POST carries the session, {offer, stake}
// and the intent's Idempotency-Key; a changed offer is refused with the server's current one; an unanswered try keeps
// its key for the same request only; a malformed answer is BAD_ANSWER; a second tap while one is in flight sends
// nothing. And PLACE BET's intent: the slip's odds policy, and the hold of the longest delay among the legs in play.
// When an offer is read again: tests/sync/cashout-refresh.test.ts.
import { describe, expect, it } from 'vitest';
import type { AppEvent } from '../../schema/event.ts';
import { cashoutOfferResource, requestCashout } from '../../sync/cashout.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { ApiRequestError } from '../../sync/http.ts';
import { holdSecondsOf } from '../../sync/read/live-legs.ts';
import { requestTicket } from '../../sync/tickets.ts';
import { createAppData } from '../../sync/store.ts';
import { fakeApi, flush, type Answer } from './fake-api.ts';

const MERCHANT = 'birrbet-demo';
const PATH = 'POST /api/v1/tickets/t-1/cashout';
const TICKET = {
  id: 't-1',
  reference_id: 'BB-7Q2K9',
  bet_type: 'MULTIPLE',
  bet_status: 'CASHED_OUT',
  total_stake: 20,
  total_odds: 4.2,
  win_amount: 14.65,
  selections: [{ MatchID: 'm1', MarketID: '1', OutcomeID: '1', Odds: 2.1 }],
};

function setup(answers: Record<string, Answer>) {
  const data = createAppData();
  const api = fakeApi(answers);
  const logs: string[] = [];
  const engine = createSyncEngine(data, api, { merchantId: MERCHANT, log: (m) => void logs.push(m), retryDelaysMs: [] });
  engine.emit({
    type: 'v1.SignedIn',
    at: 1,
    source: 'remote',
    payload: {
      user: { id: '100234', phone: '+251911223344' },
      session: { id: 'tok-secret', merchant_id: MERCHANT },
      merchantId: MERCHANT,
      wallet: { balance: 500, currency: 'ETB', points_balance: 0, active_points: 0, inactive_points: 0, activation_progress: null },
      hasSeenUnlockNotification: true,
    },
  } as AppEvent);
  const take = (offer: number, stake?: number) =>
    requestCashout(engine, data.store, { ticketId: 't-1', offer, stake, openStake: 20, holdSeconds: 0 });
  return { data, api, engine, logs, take, row: () => data.store.getRow('cashouts', 't-1') };
}

describe('taking a cash-out', () => {
  it('posts the offer seen and the part with the session and a key, and keeps what it paid', async () => {
    const { api, take, row } = setup({ [PATH]: { success: true, amount: 7.33, stake: 10, ticket: { ...TICKET, bet_status: 'PENDING' } } });
    const outcome = await take(7.33, 10);
    expect(outcome).toMatchObject({ type: 'v1.CashoutTaken', payload: { ticketId: 't-1', amount: 7.33, stake: 10 } });
    const call = api.log[0]!;
    expect(call.options.body).toEqual({ offer: 7.33, stake: 10 });
    expect(call.options.session).toEqual({ token: 'tok-secret', merchantId: MERCHANT });
    expect(call.options.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(row()).toMatchObject({ status: 'taken', amount: 7.33, stake: 10, cashed: 7.33, retry_key: '' });
  });

  it("is refused with the server's current offer when it moved, and the whole is asked without a stake", async () => {
    const changed = new ApiRequestError('The cash out offer has changed', 400, 'CASHOUT_OFFER_CHANGED');
    changed.body = { error: changed.message, code: 'CASHOUT_OFFER_CHANGED', offer: 13.9 };
    const { api, take, row } = setup({ [PATH]: changed });
    const outcome = await take(14.65);
    expect(api.log[0]!.options.body).toEqual({ offer: 14.65 });
    expect(outcome).toMatchObject({ type: 'v1.CashoutRefused', payload: { code: 'CASHOUT_OFFER_CHANGED', status: 400, offer: 13.9 } });
    expect(row()).toMatchObject({ status: 'refused', code: 'CASHOUT_OFFER_CHANGED', new_offer: 13.9, retry_key: '' });
  });

  it('an unanswered try keeps its key for the very same request only; an answer ends it', async () => {
    const { api, take, row } = setup({ [PATH]: new ApiRequestError('Network error. Please check your connection.', 0, 'NETWORK') });
    await take(7.33, 10);
    await flush();
    expect(api.calls).toEqual([PATH]);
    const first = api.log[0]!.options.headers?.['Idempotency-Key'];
    expect(row()).toMatchObject({ status: 'refused', code: 'NETWORK', retry_key: first });
    await take(7.33, 10);
    expect(api.log[1]!.options.headers?.['Idempotency-Key']).toBe(first);
    await take(7.2, 10);
    expect(api.log[2]!.options.headers?.['Idempotency-Key']).not.toBe(first);
    api.set(PATH, new ApiRequestError('Cash out is not available for this ticket now', 400, 'CASHOUT_NOT_AVAILABLE'));
    await take(7.2, 10);
    expect(row()).toMatchObject({ code: 'CASHOUT_NOT_AVAILABLE', retry_key: '' });
  });

  it('a malformed answer is BAD_ANSWER with a log line; a second tap in flight sends nothing', async () => {
    let release: (v: unknown) => void = () => undefined;
    const { api, logs, take, row } = setup({ [PATH]: () => new Promise((r) => (release = r)) });
    const first = take(14.65);
    void take(14.65);
    await flush();
    expect(api.calls).toEqual([PATH]);
    release({ success: true, amount: 'lots' });
    expect(await first).toMatchObject({ type: 'v1.CashoutRefused', payload: { code: 'BAD_ANSWER', status: 0 } });
    expect(logs.some((l) => l.includes('does not decode'))).toBe(true);
    expect(row().status).toBe('refused');
  });

  it("reads a ticket's offer with the player's session into table cashoutOffers", async () => {
    const offer = { ticket_id: 't-1', available: true, reason: null, offer: 14.65, open_stake: 20, potential_win: 34.1, in_play: true };
    const { api, engine, data } = setup({ '/api/v1/tickets/t-1/cashout': offer });
    engine.request(cashoutOfferResource('t-1', { token: 'tok-secret', merchantId: MERCHANT }));
    await flush();
    expect(api.log[0]!.options.session).toEqual({ token: 'tok-secret', merchantId: MERCHANT });
    expect(data.store.getRow('cashoutOffers', 't-1')).toEqual({
      available: true,
      reason: '',
      offer: 14.65,
      open_stake: 20,
      potential_win: 34.1,
      in_play: true,
    });
  });
});

describe("PLACE BET's hold", () => {
  it("sends the slip's odds policy as odds_policy, and says in the intent how long a bet with a leg in play is held", async () => {
    const { data, api, engine } = setup({ 'POST /api/v1/tickets': new ApiRequestError('Odds changed', 400, 'ODDS_CHANGED') });
    const now = Date.now();
    data.store.setRow('matches', 'm1', { sport_id: '2', start_time: now - 600_000 });
    const pick = { matchId: 'm1', marketId: '1', outcomeId: '1', odds: 1.8, specifier: null, variant: null, specialValue: null, variantValue: null };
    const selection = {
      ...pick,
      sport_name: 'Basketball',
      category: '',
      categoryCode: '',
      tournament: '',
      matchName: 'A v B',
      marketName: 'Winner',
      outcomeName: '1',
      timestamp: now - 600_000,
    };
    const seen: AppEvent[] = [];
    engine.events$.subscribe((e) => seen.push(e));
    engine.emit({ type: 'v1.OddsPolicyChanged', at: now, source: 'user', payload: { policy: 'any' } } as AppEvent);
    await requestTicket(engine, data, 0, { selections: [selection], stake: '10' });
    expect(seen.find((e) => e.type === 'v1.TicketRequested')?.payload).toMatchObject({ oddsPolicy: 'any', holdSeconds: 4 });
    expect(api.log[0]!.options.body).toMatchObject({ odds_policy: 'any', total_stake: 10 });
    expect(data.store.getCell('placements', '0', 'held_until')).toBeGreaterThanOrEqual(now + 4_000);
  });

  it('is the longest delay among the legs in play, from the config, football’s for a sport it does not name', () => {
    const { store } = createAppData();
    const now = 1_000_000;
    store.setRow('matches', 'm1', { sport_id: '1', start_time: now - 60_000 });
    store.setRow('matches', 'm2', { sport_id: '2', start_time: now - 60_000 });
    store.setRow('matches', 'm3', { sport_id: '2', start_time: now + 3_600_000 });
    const leg = (matchId: string, startMs = 0) => ({ matchId, startMs });
    expect(holdSecondsOf(store, [leg('m3')], now)).toBe(0);
    expect(holdSecondsOf(store, [leg('m2'), leg('m3')], now)).toBe(4);
    expect(holdSecondsOf(store, [leg('m1'), leg('m2')], now)).toBe(6);
    store.setValue('live_delays', JSON.stringify({ '1': 8, '2': 3 }));
    expect(holdSecondsOf(store, [leg('m2')], now)).toBe(3);
    expect(holdSecondsOf(store, [leg('mx', now - 1_000)], now)).toBe(8);
    store.setRow('liveScores', 'm1', { phase: 'ended' });
    expect(holdSecondsOf(store, [leg('m1')], now)).toBe(0);
  });
});
