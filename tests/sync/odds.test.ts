// Live prices (issue 5): an ODDS_CHANGE frame is decoded item by item (a bad item is dropped, the rest
// applies), becomes one v1.OddsChanged event, and sets only the cells that changed — odds and suspended
// status of outcomes on screen, and the odds of slip picks only as the player's odds policy takes them — on a
// store filled from a recorded stream.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { createAppData } from '../../sync/store.ts';
import { replayJsonl } from '../../sync/recorder.ts';
import { applyEvent } from '../../sync/apply.ts';
import { decodeInbound, messageEvent } from '../../sync/socket-messages.ts';
import { pickFromStore } from '../../src/betslip/pick.ts';
import type { AppEvent } from '../../schema/event.ts';

const stream = readFileSync(new URL('../streams/catalog-home.jsonl', import.meta.url), 'utf8');
const quiet = (): void => undefined;

function loaded() {
  const data = createAppData();
  replayJsonl(data, stream, quiet);
  const row = data.store.getRowIds('outcomes')[0] ?? '';
  const o = data.store.getRow('outcomes', row);
  const market = data.store.getRow('markets', o.market_row ?? '');
  const change = { match_id: o.match_id ?? '', market_id: market.market_id ?? '', specifier: market.specifier ?? '', outcome_id: o.outcome_id ?? '' };
  return { data, row, odds: o.odds ?? 0, change };
}

const frame = (changes: unknown[]): string => JSON.stringify({ type: 'ODDS_CHANGE', changes, at: '2026-11-22T10:00:00Z' });
const eventOf = (data: string): AppEvent | null => {
  const inbound = decodeInbound(data);
  return inbound.kind === 'message' ? messageEvent(inbound.message, 1) : null;
};

describe('ODDS_CHANGE decoding', () => {
  it('keeps the valid items of a batch and drops the malformed ones', () => {
    const e = eventOf(
      frame([
        { match_id: 'm1', market_id: '1', specifier: '', outcome_id: '1', odds: 2.1, status: 'active' },
        { match_id: 'm1', market_id: '1', outcome_id: '2', odds: 0.5 },
        { match_id: 'm1', market_id: '1', outcome_id: '3', odds: 3.4, status: 'gone' },
        'nonsense',
        { match_id: 'm2', market_id: '18', specifier: 'total=2.5', outcome_id: '12', odds: 1.9, status: 'suspended' },
      ]),
    );
    expect(e?.type).toBe('v1.OddsChanged');
    expect((e!.payload as { changes: Array<{ outcome_id: string; status: string }> }).changes.map((c) => [c.outcome_id, c.status])).toEqual([
      ['1', 'active'],
      ['12', 'suspended'],
    ]);
  });

  it('decodes a whole match suspended as one item, in its place (issue 32); a malformed one is dropped', () => {
    const e = eventOf(
      frame([
        { match_id: 'm1', market_id: '1', specifier: '', outcome_id: '1', odds: 2.1, status: 'active' },
        { match_id: 'm1', scope: 'match', status: 'suspended' },
        { match_id: 'm1', scope: 'match', status: 'active' },
        { scope: 'match', status: 'suspended' },
      ]),
    );
    expect(e?.type).toBe('v1.OddsChanged');
    expect((e as { payload: { changes: unknown[] } }).payload.changes).toEqual([
      { match_id: 'm1', market_id: '1', specifier: '', outcome_id: '1', odds: 2.1, status: 'active' },
      { match_id: 'm1', scope: 'match', status: 'suspended' },
    ]);
  });

  it('a batch with nothing valid, or not an array, changes nothing', () => {
    expect(eventOf(frame([{ odds: 'x' }]))).toBeNull();
    expect(decodeInbound(JSON.stringify({ type: 'ODDS_CHANGE', changes: 'all' })).kind).toBe('invalid');
  });
});

describe('applying live prices', () => {
  it("sets the new price and status of an outcome on screen and its market's status (issue 32), and nothing else", () => {
    const { data, row, odds, change } = loaded();
    const touched: string[] = [];
    data.store.addCellListener(null, null, null, (_s, table, rowId, cell) => touched.push(`${table}/${rowId}/${cell}`));
    applyEvent(
      data,
      { type: 'v1.OddsChanged', at: 2, source: 'remote', payload: { changes: [{ ...change, odds: odds + 0.25, status: 'active' }] } },
      quiet,
    );
    expect(data.store.getCell('outcomes', row, 'odds')).toBeCloseTo(odds + 0.25, 5);
    expect(touched).toEqual([`outcomes/${row}/odds`]);
    applyEvent(
      data,
      { type: 'v1.OddsChanged', at: 3, source: 'remote', payload: { changes: [{ ...change, odds: odds + 0.25, status: 'suspended' }] } },
      quiet,
    );
    const market = data.store.getCell('outcomes', row, 'market_row') ?? '';
    expect(touched).toEqual([`outcomes/${row}/odds`, `markets/${market}/status`, `outcomes/${row}/status`]);
    expect(data.store.getCell('outcomes', row, 'status')).toBe('suspended');
    // An in-play market re-opened by the book: ODDS_CHANGE alone makes it pickable again, before any read.
    applyEvent(
      data,
      { type: 'v1.OddsChanged', at: 4, source: 'remote', payload: { changes: [{ ...change, odds: odds + 0.25, status: 'active' }] } },
      quiet,
    );
    expect([data.store.getCell('markets', market, 'status'), data.store.getCell('outcomes', row, 'status')]).toEqual(['active', '']);
  });

  it('a match suspension locks every market and outcome of that match, and nothing of another; a later price re-opens one', () => {
    const { data, row, change } = loaded();
    const markets = data.indexes.getSliceRowIds('marketsByMatch', change.match_id);
    const outcomes = markets.flatMap((m) => data.indexes.getSliceRowIds('outcomesByMarket', m));
    expect(outcomes.length).toBeGreaterThan(1);
    const others = data.store.getRowIds('outcomes').filter((o) => data.store.getCell('outcomes', o, 'match_id') !== change.match_id);
    const otherStatus = others.map((o) => data.store.getCell('outcomes', o, 'status') ?? '');
    const suspend = { match_id: change.match_id, scope: 'match' as const, status: 'suspended' as const };
    applyEvent(data, { type: 'v1.OddsChanged', at: 2, source: 'remote', payload: { changes: [suspend] } }, quiet);
    expect(markets.map((m) => data.store.getCell('markets', m, 'status'))).toEqual(markets.map(() => 'suspended'));
    expect(outcomes.map((o) => data.store.getCell('outcomes', o, 'status'))).toEqual(outcomes.map(() => 'suspended'));
    expect(others.map((o) => data.store.getCell('outcomes', o, 'status') ?? '')).toEqual(otherStatus);
    // In one batch, items apply in order: the suspension, then the book re-opening one market at a new price.
    applyEvent(
      data,
      { type: 'v1.OddsChanged', at: 3, source: 'remote', payload: { changes: [suspend, { ...change, odds: 4.2, status: 'active' }] } },
      quiet,
    );
    expect([data.store.getCell('outcomes', row, 'status'), data.store.getCell('outcomes', row, 'odds')]).toEqual(['', 4.2]);
    expect(outcomes.filter((o) => o !== row).every((o) => data.store.getCell('outcomes', o, 'status') === 'suspended')).toBe(true);
  });

  it('drops prices of outcomes the store does not hold', () => {
    const { data } = loaded();
    const before = JSON.stringify(data.store.getTables());
    applyEvent(
      data,
      {
        type: 'v1.OddsChanged',
        at: 2,
        source: 'remote',
        payload: { changes: [{ match_id: 'nope', market_id: '1', specifier: '', outcome_id: '1', odds: 9, status: 'active' }] },
      },
      quiet,
    );
    expect(JSON.stringify(data.store.getTables())).toBe(before);
  });

  it("keeps the accepted price of a pick under 'ask'; the odds policy decides what a live change moves", () => {
    const { data, row, odds, change } = loaded();
    const selection = pickFromStore(data.store, row);
    expect(selection).not.toBeNull();
    for (const slot of [0, 2]) {
      applyEvent(data, { type: 'v1.SelectionToggled', at: 2, source: 'user', payload: { slot, selection: selection! } }, quiet);
    }
    const picked = (): number[] => data.store.getRowIds('slipSelections').map((id) => data.store.getCell('slipSelections', id, 'odds') ?? 0);
    const push = (at: number, price: number, status: 'active' | 'suspended' = 'active'): void => {
      applyEvent(data, { type: 'v1.OddsChanged', at, source: 'remote', payload: { changes: [{ ...change, odds: price, status }] } }, quiet);
    };
    const policy = (at: number, p: 'ask' | 'higher' | 'any'): void => {
      applyEvent(data, { type: 'v1.OddsPolicyChanged', at, source: 'user', payload: { policy: p } }, quiet);
    };
    policy(2, 'ask');
    push(3, 7.77);
    expect(data.store.getCell('outcomes', row, 'odds')).toBe(7.77);
    expect(picked()).toEqual([odds, odds]);
    policy(4, 'higher');
    push(5, 1.01);
    expect(picked()).toEqual([odds, odds]);
    push(6, odds + 1);
    expect(picked()).toEqual([odds + 1, odds + 1]);
    push(7, odds + 2, 'suspended');
    expect(picked()).toEqual([odds + 1, odds + 1]);
    policy(8, 'any');
    push(9, 1.01);
    expect(picked()).toEqual([1.01, 1.01]);
  });
});
