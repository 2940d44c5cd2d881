// The tournament view's paged match lists, through the real engine (signed GET → superstruct → event →
// materializer) against a scripted server that pages like ours: page 1 replaces, later pages append, the
// server's total is kept, several tournaments merge by kick-off, and an answer that does not decode or
// does not fit the list is dropped without touching what is shown.
import { describe, it, expect } from 'vitest';
import { createAppData, INDEX, LIST } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { applyEvent, applyUntrusted } from '../../sync/apply.ts';
import { matchesPageResource, matchesResource, matchesPageKey, MATCHES_PAGE_SIZE } from '../../sync/resources.ts';
import { pagedMatches } from '../../sync/match-pages.ts';
import type { RequestOptions } from '../../sync/http.ts';
import { fakeApi, flush } from './fake-api.ts';

const T0 = Date.UTC(2026, 10, 22, 12);
const HOUR = 3_600_000;

const wireMatch = (tid: string, n: number, start: number) => ({
  id: `${tid}:m${n}`,
  start_time: new Date(start).toISOString(),
  sport_id: '1',
  sport_name: 'Soccer',
  category_id: 'c1',
  category_name: 'England',
  tournament_id: tid,
  tournament_name: `League ${tid}`,
  home_team: { name: `Home ${n}` },
  away_team: { name: `Away ${n}` },
  outcome_count: 40,
  country_code: 'gb-eng',
  main_market: {
    market_id: '1',
    name: '1x2',
    status: 'active',
    priority: 0,
    group_id: 'main',
    group_name: 'Main',
    specifier: null,
    outcomes: [
      { id: '1', name: 'Home', odds: 1.9 },
      { id: '2', name: 'Draw', odds: 3.4 },
      { id: '3', name: 'Away', odds: 4.2 },
    ],
  },
});

/** A tournament's fixtures: `count` matches, one every `every` ms from `first`. */
const fixtures = (tid: string, count: number, first: number, every: number) =>
  Array.from({ length: count }, (_, i) => wireMatch(tid, i, first + i * every));

/** The server's paging of GET /api/v1/matches (docs/api.md), over a list the test may change. */
function pagedServer(lists: Record<string, ReturnType<typeof fixtures>>) {
  return (o: RequestOptions) => {
    const q = o.query ?? {};
    const all = lists[q['tournament_id'] ?? ''] ?? [];
    const page = Number(q['page'] ?? 1);
    const size = Math.min(Number(q['page_size'] ?? 100), 500);
    return { matches: all.slice((page - 1) * size, page * size), total: all.length, page, page_size: size };
  };
}

function setup(lists: Record<string, ReturnType<typeof fixtures>>) {
  const data = createAppData();
  const api = fakeApi({ '/api/v1/matches': pagedServer(lists) });
  const engine = createSyncEngine(data, api, { now: () => T0, log: () => undefined });
  const load = async (tid: string, page: number): Promise<void> => {
    engine.request(matchesPageResource(tid, page), { force: true });
    await flush();
  };
  const members = (list: string): string[] =>
    data.indexes.getSliceRowIds(INDEX.listItemsByList, list).map((i) => data.store.getCell('listItems', i, 'match_id') ?? '');
  return { data, api, engine, load, members };
}

describe('paged tournament lists', () => {
  it('asks for pages of 50 of the active matches, and page 1 then page 2 give the first 100 in order', async () => {
    const league = fixtures('A', 120, T0, HOUR);
    const { data, api, load, members } = setup({ A: league });
    await load('A', 1);
    expect(api.log[0]?.options.query).toEqual({ tournament_id: 'A', active: 'true', page: '1', page_size: String(MATCHES_PAGE_SIZE) });
    expect(members(LIST.tournamentPages('A'))).toEqual(league.slice(0, 50).map((m) => m.id));
    expect(data.store.getRow('matchLists', LIST.tournamentPages('A'))).toEqual({ total: 120, pages: 1, page_size: 50 });
    expect(pagedMatches(data.store, ['A'])).toMatchObject({ total: 120, loaded: 50, next: [{ tournamentId: 'A', page: 2 }] });

    await load('A', 2);
    expect(members(LIST.tournamentPages('A'))).toEqual(league.slice(0, 100).map((m) => m.id));
    await load('A', 3);
    const view = pagedMatches(data.store, ['A']);
    expect(view.ids).toEqual(league.map((m) => m.id));
    expect(view).toMatchObject({ total: 120, loaded: 120, next: [] });
    expect(data.store.getCell('resources', matchesPageKey('A', 3), 'status')).toBe('ready');
  });

  it('a fresh page 1 replaces the whole list and deletes the rows of the pages it dropped', async () => {
    const league = fixtures('A', 80, T0, HOUR);
    const { data, load, members } = setup({ A: league });
    await load('A', 1);
    await load('A', 2);
    const dropped = league[70]?.id ?? '';
    expect(data.indexes.getSliceRowIds(INDEX.marketsByMatch, dropped)).toHaveLength(1);
    league.shift(); // the first match kicked off: the server's list is one shorter
    await load('A', 1);
    expect(members(LIST.tournamentPages('A'))).toEqual(league.slice(0, 50).map((m) => m.id));
    expect(data.store.getRow('matchLists', LIST.tournamentPages('A'))).toEqual({ total: 79, pages: 1, page_size: 50 });
    expect(data.store.hasRow('matches', dropped)).toBe(false);
    expect(data.indexes.getSliceRowIds(INDEX.marketsByMatch, dropped)).toEqual([]);
    expect(data.store.getRowCount('matches')).toBe(50);
  });

  it('a retried page replaces its own slot instead of adding rows twice', async () => {
    const { data, load, members } = setup({ A: fixtures('A', 70, T0, HOUR) });
    await load('A', 1);
    await load('A', 2);
    await load('A', 2);
    expect(members(LIST.tournamentPages('A'))).toHaveLength(70);
    expect(data.store.getRowCount('matches')).toBe(70);
  });

  it('leaves the home’s whole list of the same tournament exactly as it was', async () => {
    const league = fixtures('A', 60, T0, HOUR);
    const { data, api, engine, load, members } = setup({ A: league });
    engine.request(matchesResource('A'));
    await flush();
    expect(api.log[0]?.options.query).toEqual({ tournament_id: 'A', active: 'true' });
    await load('A', 1);
    await load('A', 2);
    await load('A', 1);
    expect(members(LIST.tournament('A'))).toEqual(league.slice(0, 60).map((m) => m.id));
    expect(data.store.hasRow('matches', league[55]?.id ?? '')).toBe(true);
  });
});

describe('several tournaments', () => {
  it('merge by kick-off, never showing a match past what a tournament with more pages has loaded', async () => {
    const a = fixtures('A', 120, T0, HOUR);
    const b = fixtures('B', 30, T0 + HOUR / 2, 3 * HOUR);
    const { data, load } = setup({ A: a, B: b });
    await load('A', 1);
    await load('B', 1);
    const view = pagedMatches(data.store, ['A', 'B']);
    const startOf = (id: string): number => data.store.getCell('matches', id, 'start_time') ?? 0;
    const starts = view.ids.map(startOf);
    expect(starts).toEqual([...starts].sort((x, y) => x - y));
    const lastA = Date.parse(a[49]?.start_time ?? '');
    expect(view.ids).toEqual(expect.arrayContaining(a.slice(0, 50).map((m) => m.id)));
    expect(view.ids.filter((id) => id.startsWith('B:'))).toEqual(b.filter((m) => Date.parse(m.start_time) <= lastA).map((m) => m.id));
    expect(view).toMatchObject({ total: 150, loaded: 80, next: [{ tournamentId: 'A', page: 2 }] });

    await load('A', 2);
    await load('A', 3);
    const all = pagedMatches(data.store, ['A', 'B']);
    expect(all.ids).toHaveLength(150);
    expect(all.next).toEqual([]);
  });

  it('shows nothing of a tournament whose first page is not in yet, and keeps the tournament order on equal kick-offs', async () => {
    const { data, load } = setup({ A: fixtures('A', 3, T0, HOUR), B: fixtures('B', 3, T0, HOUR) });
    await load('B', 1);
    expect(pagedMatches(data.store, ['A', 'B']).ids).toEqual(['B:m0', 'B:m1', 'B:m2']);
    await load('A', 1);
    expect(pagedMatches(data.store, ['A', 'B']).ids).toEqual(['A:m0', 'B:m0', 'A:m1', 'B:m1', 'A:m2', 'B:m2']);
  });
});

describe('bad page answers are dropped', () => {
  it('an answer without total, or with a broken match, fails the page and leaves the list as it was', async () => {
    const league = fixtures('A', 70, T0, HOUR);
    const { data, api, load, members } = setup({ A: league });
    await load('A', 1);
    api.set('/api/v1/matches', { matches: league.slice(50).map((m) => m.id), page: 2, page_size: 50 });
    await load('A', 2);
    expect(data.store.getRow('resources', matchesPageKey('A', 2))).toMatchObject({ status: 'error', code: 'BAD_ANSWER' });
    api.set('/api/v1/matches', { matches: [{ ...league[60], home_team: null }], total: 70, page: 2, page_size: 50 });
    await load('A', 2);
    expect(data.store.getCell('resources', matchesPageKey('A', 2), 'status')).toBe('error');
    expect(members(LIST.tournamentPages('A'))).toEqual(league.slice(0, 50).map((m) => m.id));
    expect(data.store.getRow('matchLists', LIST.tournamentPages('A'))).toEqual({ total: 70, pages: 1, page_size: 50 });
  });

  it('a failed refresh of page 1 keeps the older copy on screen as stale', async () => {
    const { data, api, load, members } = setup({ A: fixtures('A', 10, T0, HOUR) });
    await load('A', 1);
    api.set('/api/v1/matches', new Error('offline'));
    await load('A', 1);
    expect(data.store.getCell('resources', matchesPageKey('A', 1), 'status')).toBe('stale');
    expect(members(LIST.tournamentPages('A'))).toHaveLength(10);
  });

  it('a page that would leave a gap, or that uses another page size, does not join the list', () => {
    const data = createAppData();
    const page = (n: number, pageSize: number, tid = 'A') => ({
      type: 'v1.MatchesPageLoaded' as const,
      at: T0,
      source: 'remote' as const,
      payload: {
        key: matchesPageKey(tid, n),
        tournamentId: tid,
        page: n,
        pageSize,
        total: 200,
        matches: fixtures(tid, 2, T0 + n * 1000 * HOUR, HOUR).map((m) => ({ ...m, id: `${m.id}p${n}` })),
      },
    });
    applyEvent(data, page(1, 50) as never);
    applyEvent(data, page(3, 50) as never);
    applyEvent(data, page(2, 20) as never);
    applyEvent(data, page(0, 50) as never);
    expect(pagedMatches(data.store, ['A']).ids).toEqual(['A:m0p1', 'A:m1p1']);
    expect(data.store.getRow('matchLists', LIST.tournamentPages('A'))).toEqual({ total: 200, pages: 1, page_size: 50 });
    expect(applyUntrusted(data, { ...page(2, 50), payload: { ...page(2, 50).payload, total: 'many' } }, () => undefined)).toBe(false);
    applyEvent(data, page(2, 50) as never);
    expect(pagedMatches(data.store, ['A']).ids).toEqual(['A:m0p1', 'A:m1p1', 'A:m0p2', 'A:m1p2']);
  });
});
