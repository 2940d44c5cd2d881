// The reports screen's data layer (issue 33), driven as the screen drives it, with the server's answers replayed: a
// report's days, products, payments and responsible-gaming rows and its totals read back from the store in the
// server's order (a null margin or active-player count is no cell), the query travels as the endpoint's query, each
// filter is its own report (asked again within its TTL: no call, its own figures), an answer breaking ReportBody or a
// 503 REPORTS_CATCHING_UP never touches the store, a recorded outcome stream rebuilds the same store, a sign-out
// clears it; and the screen's filter from its search params, the last 7 business days (EAT) by default.
import { describe, expect, it } from 'vitest';
import { createBackofficeClient } from '../../sync/backoffice/client.ts';
import { createBackofficeEngine } from '../../sync/backoffice/engine.ts';
import type { Outcome, ReportAnswer, ReportFilter } from '../../sync/backoffice/events.ts';
import { applyOutcome, BO_INDEX, createBackofficeData } from '../../sync/backoffice/store.ts';
import { REPORT_TABLES, reportFilter, reportKey } from '../../sync/backoffice/store-reports.ts';
import { replayingClient } from './backoffice-replay.ts';

const money = (stakes: number, payouts: number, tickets: number) => ({
  tickets,
  stakes,
  payouts,
  ggr: stakes - payouts,
  margin: stakes === 0 ? null : Math.round(((stakes - payouts) * 10_000) / stakes) / 100,
  vat: Math.round(stakes * 13) / 100,
  income_tax: payouts > 0 ? 15 : 0,
  bonus: 2.5,
});
const day = (d: string, stakes: number, payouts: number, extra: Record<string, unknown> = {}) => ({
  day: d,
  ...money(stakes, payouts, 3),
  active_players: 2,
  new_players: 1,
  deposits: 500,
  withdrawals: 11_000,
  ...extra,
});

/** What GET /api/admin/v1/reports answered for 2026-11-27..2026-12-03 (rolled through 2026-12-02), and for shop only. */
const WEEK: ReportAnswer = {
  from: '2026-11-27',
  to: '2026-12-03',
  rolled_through: '2026-12-02',
  totals: { ...day('2026-11-27..2026-12-03', 400, 150), tickets: 6, active_players: 3, new_players: 2, deposits: 1_000, withdrawals: 22_000 },
  days: [day('2026-12-02', 300, 150), day('2026-12-03', 100, 0, { margin: 100, active_players: 1 })],
  products: [
    { product: 'sports', channel: 'online', ...money(300, 150, 5) },
    { product: 'casino', channel: 'online', ...money(100, 0, 0) },
  ],
  payments: [
    { flow: 'withdrawal', method: 'TELEBIRR', count: 2, amount: 22_000 },
    { flow: 'deposit', method: 'CBEBIRR', count: 1, amount: 1_000 },
  ],
  responsible_gaming: [
    { action: 'deposit_limits', count: 2 },
    { action: 'self_exclusion', count: 1 },
  ],
  merchants: ['birrbet-demo', 'other-merchant'],
};
const SHOP: ReportAnswer = {
  ...WEEK,
  totals: { ...day('2026-11-27..2026-12-03', 0, 0), tickets: 0, active_players: null, deposits: 0, withdrawals: 0 },
  days: [],
  products: [],
  payments: [],
  responsible_gaming: [],
};

const week: ReportFilter = { from: '2026-11-27', to: '2026-12-03' };
const shop: ReportFilter = { ...week, channel: 'shop' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the reports data layer', () => {
  it('keeps a report’s rows in the server’s order and its totals, each filter its own report', async () => {
    const data = createBackofficeData();
    const { client, calls, count } = replayingClient({ report: [WEEK, SHOP] });
    const engine = createBackofficeEngine(client, data, () => 0);
    engine.dispatch({ type: 'LoadReport', filter: week });
    await settle();
    expect(calls[0]?.input.query).toEqual({ from: '2026-11-27', to: '2026-12-03', product: undefined, channel: undefined, merchant: undefined });
    const key = reportKey(week);
    const slice = (index: string, report: string, cell: string) =>
      data.indexes.getSliceRowIds(index, report).map((id) => data.store.getCell(index.replace('ByReport', ''), id, cell));
    expect(slice(BO_INDEX.reportDays, key, 'day')).toEqual(['2026-12-02', '2026-12-03']);
    expect(slice(BO_INDEX.reportDays, key, 'withdrawals')).toEqual([11_000, 11_000]);
    expect(slice(BO_INDEX.reportProducts, key, 'product')).toEqual(['sports', 'casino']);
    expect(slice(BO_INDEX.reportPayments, key, 'method')).toEqual(['TELEBIRR', 'CBEBIRR']);
    expect(slice(BO_INDEX.reportPayments, key, 'amount')).toEqual([22_000, 1_000]);
    expect(slice(BO_INDEX.reportRg, key, 'action')).toEqual(['deposit_limits', 'self_exclusion']);
    expect(data.store.getRow('reports', key)).toEqual({
      from: '2026-11-27',
      to: '2026-12-03',
      rolled_through: '2026-12-02',
      merchants: '["birrbet-demo","other-merchant"]',
      tickets: 6,
      stakes: 400,
      payouts: 150,
      ggr: 250,
      margin: 62.5,
      vat: 52,
      income_tax: 15,
      bonus: 2.5,
      active_players: 3,
      new_players: 2,
      deposits: 1_000,
      withdrawals: 22_000,
    });

    engine.dispatch({ type: 'LoadReport', filter: shop });
    await settle();
    expect(calls[1]?.input.query).toMatchObject({ channel: 'shop' });
    const shopKey = reportKey(shop);
    // The shop's tickets are anonymous: no active players (no cell, the screen shows "—"); no margin without stakes.
    expect(data.store.getCell('reports', shopKey, 'active_players')).toBeUndefined();
    expect(data.store.getCell('reports', shopKey, 'margin')).toBeUndefined();
    expect(data.indexes.getSliceRowIds(BO_INDEX.reportDays, shopKey)).toEqual([]);
    // Back to the week within its TTL: no call, and its own figures are still there.
    engine.dispatch({ type: 'LoadReport', filter: week });
    await settle();
    expect(count('report')).toBe(2);
    expect(slice(BO_INDEX.reportDays, key, 'day')).toEqual(['2026-12-02', '2026-12-03']);
    expect(data.store.getCell('reports', key, 'active_players')).toBe(3);
  });

  it('refuses an answer missing a field, and a 503 while the reports catch up: the store is not touched', async () => {
    const data = createBackofficeData();
    applyOutcome(data, { type: 'ReportLoaded', filter: week, report: WEEK });
    const before = data.store.getContent();
    const { rolled_through: _dropped, ...missing } = WEEK;
    const answers = [
      { status: 200, body: missing },
      { status: 200, body: { ...WEEK, totals: { ...WEEK.totals, vat: undefined } } },
      { status: 503, body: { error: 'Reports are being prepared. Try again in a few minutes', code: 'REPORTS_CATCHING_UP' } },
    ];
    const fetchImpl = (async () => {
      const { status, body } = answers.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const engine = createBackofficeEngine(createBackofficeClient(fetchImpl), data);
    const failures: Outcome[] = [];
    engine.outcomes$.subscribe((o) => o.type === 'CommandFailed' && failures.push(o));
    for (const filter of [shop, { ...week, product: 'casino' as const }, { ...week, merchant: 'birrbet-demo' }]) {
      engine.dispatch({ type: 'LoadReport', filter });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(failures.map((f) => f.type === 'CommandFailed' && f.code)).toEqual(['MALFORMED_ANSWER', 'MALFORMED_ANSWER', 'REPORTS_CATCHING_UP']);
    expect(data.store.getRow('commands', 'LoadReport')).toMatchObject({
      state: 'failed',
      status: 503,
      message: 'Reports are being prepared. Try again in a few minutes',
    });
    const { commands: _commands, ...after } = data.store.getContent()[0];
    expect([after, data.store.getContent()[1]]).toEqual(before);
  });

  it('rebuilds the same store from a recorded outcome stream, and a sign-out clears the reports', async () => {
    const live = createBackofficeData();
    const recorded: Outcome[] = [];
    const { client } = replayingClient({ report: [WEEK, SHOP] });
    const engine = createBackofficeEngine(client, live, () => 0);
    engine.outcomes$.subscribe((o) => recorded.push(o));
    engine.dispatch({ type: 'LoadReport', filter: week });
    engine.dispatch({ type: 'LoadReport', filter: shop });
    await settle();
    const replayed = createBackofficeData();
    for (const outcome of JSON.parse(JSON.stringify(recorded)) as Outcome[]) {
      applyOutcome(replayed, outcome);
    }
    expect(replayed.store.getContent()).toEqual(live.store.getContent());
    applyOutcome(replayed, { type: 'SignedOut' });
    for (const table of REPORT_TABLES) {
      expect(replayed.store.getTable(table), table).toEqual({});
    }
  });

  it('reads the filter from the search params, by default the 7 business days (EAT) ending today', () => {
    // 22:30 UTC on 3 December is 01:30 on 4 December in Addis Ababa.
    const now = Date.parse('2026-12-03T22:30:00Z');
    expect(reportFilter({}, now)).toEqual({ from: '2026-11-28', to: '2026-12-04' });
    expect(reportFilter({ to: '2026-11-10' }, now)).toEqual({ from: '2026-11-04', to: '2026-11-10' });
    expect(reportFilter({ from: '2026-02-30', to: 'today', product: 'poker', channel: 'shop', merchant: ' birrbet-demo ' }, now)).toEqual({
      from: '2026-11-28',
      to: '2026-12-04',
      channel: 'shop',
      merchant: 'birrbet-demo',
    });
  });
});
