// Shared by the Live screen tests: the recorded live session's answers (tests/streams/live-session.jsonl, from the real
// server) with the list's catalogue part added (two Ethiopian Premier League matches and an NBA game, each with its
// main market: A's active, B's suspended at a goal), a match's markets answer, and a React tree over a store and a
// real sync engine answering from a scripted API.
import { readFileSync } from 'node:fs';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { EngineContext, Provider } from '../../src/data/hooks.ts';
import { I18nProvider } from '../../src/i18n/I18nProvider.tsx';
import { loadAllMessages } from '../../src/i18n/load-messages.ts';
import type { AppEvent } from '../../schema/event.ts';
import { createSyncEngine, type SyncEngine } from '../../sync/engine.ts';
import { createAppData, type AppData } from '../../sync/store.ts';
import { fakeApi, flush } from '../sync/fake-api.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Read from the repository root: jsdom's import.meta.url is not a file address.
export const events = readFileSync('tests/streams/live-session.jsonl', 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { type: string; payload: Record<string, unknown> });
export const answer = (type: string): Record<string, unknown> => {
  const { key: _, ...rest } = events.find((e) => e.type === type)?.payload ?? {};
  return rest;
};

export const A = 'sr:match:10982599';
export const B = 'sr:match:72785996';
export const C = 'sr:match:23944128';
/** The list read's instant: A's clock reads 30:00 then (its 31st minute). */
export const READ_AT = Date.parse('2026-11-21T09:00:00.000Z');

const outcomes = (names: string[], first: number) =>
  names.map((name, i) => ({ id: String(i + 1), name, odds: first + i, specifier: null, variant: null, special_value: null, variant_value: null }));
export const market = (id: string, name: string, status: string, names: string[], group = 'Main') => ({
  market_id: id,
  name,
  status,
  priority: Number(id),
  group_id: group.toLowerCase(),
  group_name: group,
  specifier: null,
  outcomes: outcomes(names, 1.5),
});
const catalogMatch = (id: string, sport: [string, string], tournament: [string, string], teams: [string, string], status: string, names: string[]) => ({
  id,
  start_time: '2026-11-21T08:30:00.000Z',
  sport_id: sport[0],
  sport_name: sport[1],
  category_id: sport[0] === '1' ? 'sr:category:ethiopia' : 'sr:category:usa',
  category_name: sport[0] === '1' ? 'Ethiopia' : 'USA',
  tournament_id: tournament[0],
  tournament_name: tournament[1],
  home_team: { name: teams[0] },
  away_team: { name: teams[1] },
  main_market: market('1', names.length === 3 ? '1X2' : 'Winner', status, names),
  outcome_count: 40,
  country_code: sport[0] === '1' ? 'et' : 'us',
});

export const listAnswer = {
  ...answer('v1.LiveMatchesLoaded'),
  catalog: [
    catalogMatch(A, ['1', 'Soccer'], ['sr:tournament:1880', 'Premier League'], ['Saint George', 'Adama Ketema'], 'active', ['1', 'X', '2']),
    catalogMatch(B, ['1', 'Soccer'], ['sr:tournament:1880', 'Premier League'], ['Ethio Electric', 'Shashemene Ketema'], 'suspended', ['1', 'X', '2']),
    catalogMatch(C, ['2', 'Basketball'], ['sr:tournament:132', 'NBA'], ['Sacramento Kings', 'Houston Rockets'], 'active', ['1', '2']),
  ],
};

export const marketsAnswer = {
  markets: [market('1', '1X2', 'active', ['1', 'X', '2']), market('18', 'Total Goals 2.5', 'suspended', ['Over 2.5', 'Under 2.5'], 'Goals')],
};

export interface Mounted {
  data: AppData;
  engine: SyncEngine;
  host: HTMLElement;
  emit(type: string, payload: unknown): Promise<void>;
  unmount(): Promise<void>;
}

/** Renders `ui` over a fresh store and engine whose API answers `answers`, once the answers have landed. */
export async function mount(ui: ReactNode, answers: Record<string, unknown>): Promise<Mounted> {
  await loadAllMessages('en');
  const data = createAppData();
  const engine = createSyncEngine(data, fakeApi(answers), { log: () => undefined, retryDelaysMs: [] });
  const host = document.createElement('div');
  document.body.append(host);
  const root: Root = createRoot(host);
  await act(async () => {
    root.render(
      <EngineContext.Provider value={engine}>
        <Provider store={data.store} indexes={data.indexes}>
          <I18nProvider>{ui}</I18nProvider>
        </Provider>
      </EngineContext.Provider>,
    );
    for (let i = 0; i < 4; i += 1) {
      await flush();
    }
  });
  return {
    data,
    engine,
    host,
    emit: async (type, payload) => {
      await act(async () => {
        engine.emit({ type, at: Date.now(), source: 'remote', payload } as AppEvent);
        await flush();
      });
    },
    unmount: async () => {
      await act(async () => root.unmount());
      engine.dispose();
      host.remove();
    },
  };
}
