// @vitest-environment jsdom
// npm run bench:odds — live odds on a cheap phone's worth of data (issue 5):
// 1. 10,000 ODDS_CHANGE events applied to a store holding 500 matches × 30 markets: ms per 1,000 events;
// 2. the React renders one odds change causes on a rendered list of 50 match rows (target: the one cell).
// Renders are counted by the store hooks each component calls (OddsCell reads its odds cell, MatchRow its
// match row, MainMarketOdds its outcome slice), so nothing in the app is changed for measuring.
import { it, expect, vi } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppData, INDEX, marketRowId, outcomeRowId } from '../sync/store.ts';
import { applyEvent } from '../sync/apply.ts';
import type { AppEvent } from '../schema/event.ts';

const renders = new Map<string, number>();
const bump = (name: string): void => {
  renders.set(name, (renders.get(name) ?? 0) + 1);
};
vi.mock('../src/data/hooks.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/data/hooks.ts')>();
  return {
    ...real,
    // Each component is counted by a hook only it calls: an odds cell reads its outcome row.
    useRow: ((...a: Parameters<typeof real.useRow>) => {
      if (a[0] === 'matches') bump('MatchRow');
      if (a[0] === 'outcomes') bump('OddsCell');
      return real.useRow(...a);
    }) as typeof real.useRow,
    useSliceRowIds: ((...a: Parameters<typeof real.useSliceRowIds>) => {
      if (a[0] === INDEX.outcomesByMarket) bump('MainMarketOdds');
      return real.useSliceRowIds(...a);
    }) as typeof real.useSliceRowIds,
  };
});

const MATCHES = 500;
const MARKETS = 30;
const quiet = (): void => undefined;
const ev = (type: string, payload: unknown): AppEvent => ({ type, at: Date.now(), source: 'remote', payload }) as AppEvent;

function market(i: number, m: number) {
  const outcomes = m === 0 ? ['1', '2', '3'] : ['12', '13'];
  return {
    market_id: m === 0 ? '1' : String(100 + m),
    name: m === 0 ? '1X2' : `Total ${m}.5`,
    status: 'active',
    priority: m,
    specifier: m === 0 ? '' : `total=${m}.5`,
    group_id: 'main',
    group_name: 'Main',
    outcomes: outcomes.map((id, k) => ({ id, name: id, odds: 1.5 + ((i + m + k) % 20) / 10 })),
  };
}

function fill() {
  const data = createAppData();
  const matches = Array.from({ length: MATCHES }, (_, i) => ({
    id: `m${i}`,
    start_time: new Date(Date.UTC(2026, 10, 23, 12) + i * 60_000).toISOString(),
    sport_id: 's1',
    sport_name: 'Soccer',
    category_id: 'c1',
    category_name: 'England',
    tournament_id: 't1',
    tournament_name: 'Premier League',
    home_team: { name: `Home ${i}` },
    away_team: { name: `Away ${i}` },
    main_market: market(i, 0),
    outcome_count: MARKETS * 2,
    country_code: 'GB',
  }));
  applyEvent(data, ev('v1.MatchesLoaded', { key: 'matches:t1', tournamentId: 't1', matches }), quiet);
  for (let i = 0; i < MATCHES; i += 1) {
    applyEvent(
      data,
      ev('v1.MarketsLoaded', { key: `markets:m${i}`, matchId: `m${i}`, markets: Array.from({ length: MARKETS }, (_, m) => market(i, m)) }),
      quiet,
    );
  }
  return data;
}

function change(i: number, odds: number) {
  const m = i % MARKETS;
  return {
    match_id: `m${i % MATCHES}`,
    market_id: m === 0 ? '1' : String(100 + m),
    specifier: m === 0 ? '' : `total=${m}.5`,
    outcome_id: m === 0 ? '1' : '12',
    odds,
    status: 'active',
  };
}

it('applies 10,000 ODDS_CHANGE events to 500 matches × 30 markets', () => {
  const data = fill();
  const outcomes = data.store.getRowCount('outcomes');
  const events = Array.from({ length: 10_000 }, (_, i) => ev('v1.OddsChanged', { changes: [change(i * 7, 1.01 + (i % 300) / 100)] }));
  const started = performance.now();
  for (const e of events) {
    applyEvent(data, e, quiet);
  }
  const ms = performance.now() - started;
  console.log(
    `bench:odds store: ${MATCHES} matches × ${MARKETS} markets (${outcomes} outcomes); 10,000 events in ${ms.toFixed(0)} ms = ${(ms / 10).toFixed(2)} ms per 1,000 events`,
  );
  expect(data.store.getCell('outcomes', outcomeRowId(marketRowId('m0', '1', null), '1'), 'odds')).toBeGreaterThan(1);
});

it('one odds change on a rendered list re-renders only its cell', async () => {
  const { MatchRow } = await import('../src/components/MatchRow.tsx');
  const { Provider, EngineContext } = await import('../src/data/hooks.ts');
  const data = fill();
  const host = document.createElement('div');
  document.body.append(host);
  const engine = {
    emit: (e: AppEvent) => applyEvent(data, e, quiet),
    request: () => undefined,
    watch: () => () => undefined,
    online: () => undefined,
    dispose: () => undefined,
    events$: undefined as never,
  };
  await act(async () => {
    createRoot(host).render(
      <Provider store={data.store} indexes={data.indexes}>
        <EngineContext.Provider value={engine}>
          {Array.from({ length: 50 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of 50 rows; the position is the identity
            <MatchRow key={i} matchId={`m${i}`} />
          ))}
        </EngineContext.Provider>
      </Provider>,
    );
  });
  const cells = host.querySelectorAll('[data-testid="odds"]').length;
  renders.clear();
  await act(async () => {
    applyEvent(data, ev('v1.OddsChanged', { changes: [{ ...change(0, 0), odds: 9.99 }] }), quiet);
  });
  const counted = Object.fromEntries(['OddsCell', 'MainMarketOdds', 'MatchRow'].map((n) => [n, renders.get(n) ?? 0]));
  console.log(`bench:odds renders: one change on a list of 50 rows (${cells} odds cells) → ${JSON.stringify(counted)}`);
  expect(host.textContent).toContain('9.99');
  expect(counted).toEqual({ OddsCell: 1, MainMarketOdds: 0, MatchRow: 0 });
});
