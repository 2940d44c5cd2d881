// The search's data layer (issue 29), by replaying events into a fresh store: what the store already holds answers
// first (sports in English and the player's language, top leagues with their country, matches by their teams, also
// by their Amharic names), then the server's v1.SearchLoaded merges in without repeats, in kick-off order; a new
// answer for the same query replaces the old one; the resource asks the server once per folded query.
import { describe, expect, it } from 'vitest';
import { applyEvent } from '../../sync/apply.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { searchList, searchResource, searchResults } from '../../sync/search.ts';
import { createAppData } from '../../sync/store.ts';
import type { AppEvent } from '../../schema/event.ts';
import { fakeApi, flush } from './fake-api.ts';

const NOW = Date.parse('2026-11-21T09:00:00Z');
const ev = (type: string, payload: unknown): AppEvent => ({ type, at: NOW, source: 'remote', payload }) as AppEvent;

function match(
  id: string,
  home: string,
  away: string,
  start: string,
  t: [string, string, string] = ['sr:tournament:17', 'Premier League', 'England'],
) {
  return {
    id,
    start_time: start,
    sport_id: '1',
    sport_name: 'Soccer',
    category_id: 'sr:category:1',
    category_name: t[2],
    tournament_id: t[0],
    tournament_name: t[1],
    home_team: { name: home },
    away_team: { name: away },
    main_market: null,
    outcome_count: 0,
    country_code: null,
  };
}
const ARSENAL_HOME = match('m1', 'Arsenal', 'Chelsea', '2026-11-22T15:00:00Z');
const DERBY = match('m2', 'Liverpool', 'Everton', '2026-11-22T12:30:00Z');
const PLAYED = match('m0', 'Arsenal', 'Fulham', '2026-11-21T08:00:00Z');
const UCL = match('m9', 'Bayern Munich', 'Arsenal', '2026-11-21T20:00:00Z', ['sr:tournament:7', 'UEFA Champions League', 'International Clubs']);

/** The catalogue a visit to the home leaves in the store. */
function visitedHome() {
  const data = createAppData();
  for (const e of [
    ev('v1.SportsLoaded', {
      key: 'sports',
      sports: [
        { id: '1', name: 'Soccer', match_count: 200 },
        { id: '2', name: 'Basketball', match_count: 40 },
      ],
    }),
    ev('v1.TopLeaguesLoaded', {
      key: 'top-leagues',
      topLeagues: [
        { id: 'sr:tournament:17', name: 'Premier League', category_name: 'England', sport_id: '1', sport_name: 'Soccer', country_code: 'gb-eng' },
        { id: 'sr:tournament:1880', name: 'Premier League', category_name: 'Ethiopia', sport_id: '1', sport_name: 'Soccer', country_code: 'et' },
      ],
    }),
    ev('v1.MatchesLoaded', { key: 'matches:sr:tournament:17', tournamentId: 'sr:tournament:17', matches: [PLAYED, DERBY, ARSENAL_HOME] }),
  ]) {
    expect(
      applyEvent(data, e, () => undefined),
      e.type,
    ).toBe(true);
  }
  return data;
}

const AMHARIC: Record<string, string> = { Soccer: 'እግር ኳስ', Basketball: 'ቅርጫት ኳስ', England: 'እንግሊዝ', Ethiopia: 'ኢትዮጵያ' };
const am = (name: string): string => AMHARIC[name] ?? name;
const en = (name: string): string => name;

describe('search, store first', () => {
  it('finds loaded upcoming matches by team, in English and Amharic, before the server answers', () => {
    const { store } = visitedHome();
    expect(searchResults(store, 'arsenal', en, NOW).matches).toEqual(['m1']);
    expect(searchResults(store, 'አርሰናል', am, NOW).matches).toEqual(['m1']);
    expect(searchResults(store, 'ev', en, NOW).matches).toEqual(['m2']);
    expect(searchResults(store, '  ', en, NOW)).toEqual({ sports: [], tournaments: [], matches: [] });
  });

  it('finds sports by their name in the shown language and leagues with their country', () => {
    const { store } = visitedHome();
    expect(searchResults(store, 'ቅርጫት', am, NOW).sports).toEqual([{ id: '2', name: 'Basketball', matchCount: 40 }]);
    expect(searchResults(store, 'football', en, NOW).sports.map((s) => s.id)).toEqual(['1']);
    expect(searchResults(store, 'premier', en, NOW).tournaments.map((t) => t.id)).toEqual(['sr:tournament:17', 'sr:tournament:1880']);
    expect(searchResults(store, 'ethiopia premier', en, NOW).tournaments.map((t) => t.id)).toEqual(['sr:tournament:1880']);
    expect(searchResults(store, 'ኢትዮጵያ ፕሪሚየር', am, NOW).tournaments.map((t) => t.id)).toEqual(['sr:tournament:1880']);
  });
});

describe('search, then the server', () => {
  it("merges the server's answer without repeats, in kick-off order, and a new answer replaces it", () => {
    const data = visitedHome();
    const tournament = {
      id: 'sr:tournament:7',
      name: 'UEFA Champions League',
      category_id: 'sr:category:393',
      category_name: 'International Clubs',
      sport_id: '1',
      sport_name: 'Soccer',
      match_count: 36,
      upcoming_matches: 36,
      earliest_match_date: null,
      country_code: 'eu',
    };
    const loaded = (matches: unknown[], tournaments: unknown[] = []) =>
      ev('v1.SearchLoaded', { key: 'search:arsenal', query: 'arsenal', sports: [], tournaments, matches });
    expect(applyEvent(data, loaded([UCL, ARSENAL_HOME]), () => undefined)).toBe(true);
    expect(searchResults(data.store, 'Arsenal', en, NOW).matches).toEqual(['m9', 'm1']);
    expect(data.store.getCell('resources', 'search:arsenal', 'status')).toBe('ready');

    // A later answer without the Champions League match drops it: no other list holds it, so its row goes too.
    expect(applyEvent(data, loaded([ARSENAL_HOME], [tournament]), () => undefined)).toBe(true);
    const again = searchResults(data.store, 'arsenal', en, NOW);
    expect(again.matches).toEqual(['m1']);
    expect(data.store.hasRow('matches', 'm9')).toBe(false);
    expect(data.store.hasRow('matches', 'm1')).toBe(true);
    // The server's hit stands even though its name does not hold the word (it matched the league's team).
    expect(again.tournaments.map((t) => t.id)).toEqual(['sr:tournament:7']);
    // Another query's answer is its own.
    expect(searchResults(data.store, 'chelsea', en, NOW)).toMatchObject({ matches: ['m1'], tournaments: [] });
  });

  it('asks the server once per folded query, with the folded text, and lands the answer in the store', async () => {
    const data = createAppData();
    const api = fakeApi({ '/api/v1/search': { sports: [], tournaments: [], matches: [UCL] } });
    const engine = createSyncEngine(data, api, { now: () => NOW, log: () => undefined });
    engine.request(searchResource('  ARSENAL '));
    await flush();
    engine.request(searchResource('arsenal'));
    await flush();
    expect(api.log.map((c) => [c.path, c.options.query])).toEqual([['/api/v1/search', { q: 'arsenal' }]]);
    expect(searchList('ARSENAL')).toBe('search:arsenal');
    expect(searchResults(data.store, 'arsenal', en, NOW).matches).toEqual(['m9']);
  });
});
