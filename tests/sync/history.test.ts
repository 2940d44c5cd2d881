// The bet history in the data layer: pages for a filter list (a refresh replaces the list, Load More
// extends it), tickets no list holds are dropped, a balance change outdates every cached list, signing
// out forgets them all, and the request carries the session, filters and window.
import { describe, it, expect } from 'vitest';
import { createAppData, INDEX } from '../../sync/store.ts';
import { applyEvent } from '../../sync/apply.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { historyResource } from '../../sync/history.ts';
import type { AppEvent } from '../../schema/event.ts';
import { fakeApi } from './fake-api.ts';

const quiet = (): void => undefined;
const ticket = (n: number, status = 'PENDING') => ({
  id: `t${n}`,
  reference_id: `TKT-${n}`,
  bet_status: status,
  bet_type: 'MULTIPLE',
  bonus_percentage: 5,
  total_stake: 10,
  total_odds: 3.5,
  win_amount: status === 'WON' ? 30 : 0,
  potential_win: 30.43,
  cashback_amount: 0,
  created_at: new Date(Date.UTC(2026, 10, 22, 12, n)).toISOString(),
  selections: [
    { MatchID: 'm1', MarketID: '1', OutcomeID: '1', Odds: 1.5 },
    { MatchID: 'm2', MarketID: '1', OutcomeID: '2', Odds: 2.33 },
  ],
});
const page = (list: string, offset: number, total: number, tickets: unknown[]): AppEvent =>
  ({
    type: 'v1.TicketHistoryLoaded',
    at: 100,
    source: 'remote',
    payload: { key: offset ? `${list}@${offset}` : list, list, offset, total, tickets },
  }) as AppEvent;
const ids = (data: ReturnType<typeof createAppData>, list: string): string[] =>
  data.indexes.getSliceRowIds(INDEX.ticketsByList, list).map((i) => data.store.getCell('ticketListItems', i, 'ticket_id') ?? '');

describe('history lists', () => {
  it('stores a page with every row field, then extends it with Load More', () => {
    const data = createAppData();
    applyEvent(data, page('history:ALL:all', 0, 3, [ticket(3), ticket(2)]), quiet);
    applyEvent(data, page('history:ALL:all', 2, 3, [ticket(1)]), quiet);
    expect(ids(data, 'history:ALL:all')).toEqual(['t3', 't2', 't1']);
    expect(data.store.getRow('ticketLists', 'history:ALL:all')).toEqual({ total: 3 });
    expect(data.store.getRow('tickets', 't3')).toMatchObject({
      reference_id: 'TKT-3',
      bet_status: 'PENDING',
      total_stake: 10,
      total_odds: 3.5,
      bonus_percentage: 5,
      potential_win: 30.43,
      bet_type: 'MULTIPLE',
      selection_count: 2,
      created_at: Date.UTC(2026, 10, 22, 12, 3),
    });
    expect(JSON.parse(data.store.getCell('tickets', 't3', 'detail') ?? '{}')).toMatchObject({ reference_id: 'TKT-3' });
  });

  it('a refresh replaces the list and drops tickets no list holds', () => {
    const data = createAppData();
    applyEvent(data, page('history:ALL:all', 0, 2, [ticket(2), ticket(1)]), quiet);
    applyEvent(data, page('history:WON:all', 0, 1, [ticket(1, 'WON')]), quiet);
    applyEvent(data, page('history:ALL:all', 0, 2, [ticket(4), ticket(3)]), quiet);
    expect(ids(data, 'history:ALL:all')).toEqual(['t4', 't3']);
    expect(data.store.hasRow('tickets', 't2')).toBe(false);
    expect(data.store.getCell('tickets', 't1', 'bet_status')).toBe('WON');
  });

  it('a balance change outdates every list; signing out forgets them', () => {
    const data = createAppData();
    applyEvent(data, page('history:ALL:all', 0, 1, [ticket(1)]), quiet);
    expect(data.store.getCell('resources', 'history:ALL:all', 'fetched_at')).toBe(100);
    applyEvent(
      data,
      {
        type: 'v1.WalletLoaded',
        at: 200,
        source: 'remote',
        payload: { wallet: { balance: 5, currency: 'ETB', points_balance: 0, active_points: 0, inactive_points: 0, activation_progress: null } },
      } as AppEvent,
      quiet,
    );
    expect(data.store.getRow('resources', 'history:ALL:all')).toMatchObject({ outdated: true, fetched_at: 100 });
    applyEvent(data, { type: 'v1.SignedOut', at: 300, source: 'user', payload: { reason: 'user' } }, quiet);
    expect([data.store.getRowCount('tickets'), data.store.getRowCount('ticketListItems'), data.store.hasRow('resources', 'history:ALL:all')]).toEqual(
      [0, 0, false],
    );
  });
});

describe('history resource', () => {
  const session = { token: 'tok', merchantId: 'birrbet-demo' };
  it("asks for the player's own page with status, window and paging, with the session", async () => {
    const api = fakeApi({ '/api/v1/tickets/player/7': { tickets: [ticket(1, 'WON')], total_count: 1 } });
    const data = createAppData();
    const engine = createSyncEngine(data, api, { log: quiet });
    const now = new Date(2026, 10, 22, 15, 0).getTime();
    engine.request(historyResource({ userId: '7', session, status: 'WON', period: 'today', offset: 0, nowMs: now }));
    await new Promise((r) => setTimeout(r, 0));
    expect(api.log[0]?.options).toMatchObject({
      session,
      query: { limit: '20', offset: '0', status: 'WON', since: new Date(2026, 10, 22).toISOString() },
    });
    expect(ids(data, 'history:WON:today')).toEqual(['t1']);
  });

  it('a malformed answer is recorded as BAD_ANSWER and touches nothing', async () => {
    const api = fakeApi({ '/api/v1/tickets/player/7': { tickets: [{ reference_id: 5 }], total_count: 1 } });
    const data = createAppData();
    const engine = createSyncEngine(data, api, { log: quiet });
    engine.request(historyResource({ userId: '7', session, status: 'ALL', period: 'all', offset: 0, nowMs: 0 }));
    await new Promise((r) => setTimeout(r, 0));
    expect(data.store.getRow('resources', 'history:ALL:all')).toMatchObject({ status: 'error', code: 'BAD_ANSWER', message: '' });
    expect(data.store.getRowCount('tickets')).toBe(0);
  });
});
