// Sports browsing, proven on a stream recorded from the real server (scripts/record-home-stream.ts): the
// composite home call fills every home widget's cache at once; categories and tournaments come in the spec's
// order; a league's matches group by day in kick-off order; two live ODDS_CHANGE frames move one price and
// suspend a market; then the network fails and every refresh keeps its stale copy on screen.
import { describe, it, expect } from 'vitest';
import { createAppData, INDEX, LIST } from '../../sync/store.ts';
import { replayJsonl } from '../../sync/recorder.ts';
import { sortCategories, sortSportsForStrip, tournamentPriority } from '../../domain/ordering.ts';
import { dayKey } from '../../src/i18n/calendar.ts';
import { HOME_PART_KEYS } from '../../sync/resources.ts';
import { recordedStream } from './stream.ts';

const { lines, events, quiet, replayUpTo } = recordedStream('home-browse');
const listIds = (data: ReturnType<typeof createAppData>, list: string): string[] =>
  data.indexes.getSliceRowIds(INDEX.listItemsByList, list).map((i) => data.store.getCell('listItems', i, 'match_id') ?? '');

const home = events.find((e) => e.type === 'v1.HomepageLoaded')!;
const league = (home.payload.league as { id: string }).id;

describe('replaying home-browse.jsonl', () => {
  it('applies every recorded event', () => {
    expect(replayJsonl(createAppData(), lines.join('\n'), quiet)).toEqual({ applied: lines.length, dropped: 0 });
  });

  it('one composite answer fills sports, top leagues, top matches, top sports and the opening league, each fresh', () => {
    const data = replayUpTo('v1.HomepageLoaded');
    const keys = [
      HOME_PART_KEYS.sports,
      HOME_PART_KEYS.topLeagues,
      HOME_PART_KEYS.mixed,
      HOME_PART_KEYS.topSports('1'),
      HOME_PART_KEYS.matches(league),
      'homepage',
    ];
    for (const key of keys) {
      expect(data.store.getRow('resources', key), key).toMatchObject({ status: 'ready', fetched_at: home.at });
    }
    expect(data.store.getRowCount('sports')).toBeGreaterThan(3);
    expect(listIds(data, LIST.topSport('mixed', 'mixed')).length).toBeGreaterThan(0);
    expect(listIds(data, LIST.topSport('top', '1')).length).toBe(20);
    expect(listIds(data, LIST.tournament(league)).length).toBeGreaterThan(0);
    // Asking for the league afterwards (the recorder did) cost nothing: no fetch of it before the network failed.
    const online = events.slice(
      0,
      events.findIndex((e) => e.type === 'v1.OddsChanged'),
    );
    const fetched = online.filter((e) => e.type === 'v1.ResourceFetchStarted').map((e) => e.payload.key);
    expect(fetched).not.toContain(HOME_PART_KEYS.matches(league));
  });

  it("carries only the opening sport's Upcoming; another sport's list, asked for alone, lands beside it", () => {
    expect((home.payload.topSports as Array<{ sport_id: string }>).map((s) => s.sport_id)).toEqual(['1']);
    const data = replayUpTo('v1.TopSportsLoaded');
    expect(listIds(data, LIST.topSport('top', '1')).length).toBe(20);
    expect(listIds(data, LIST.topSport('top', '2')).length).toBeGreaterThan(0);
    expect(data.store.getRow('resources', HOME_PART_KEYS.topSports('2'))).toMatchObject({ status: 'ready' });
  });

  it('orders the sport strip and the categories as spec §9 says, and tournaments by priority', () => {
    const data = replayUpTo('v1.TournamentsLoaded', 2);
    const sports = data.store.getRowIds('sports').map((id) => data.store.getCell('sports', id, 'name') ?? '');
    expect(sortSportsForStrip(sports, (s) => s).slice(0, 2)).toEqual(['Soccer', 'Basketball']);
    const categories = data.indexes.getSliceRowIds(INDEX.categoriesBySport, '1').map((id) => data.store.getCell('categories', id, 'name') ?? '');
    expect(sortCategories(categories, (c) => c).slice(0, 4)).toEqual(['Ethiopia', 'England', 'Spain', 'Germany']);
    const england = data.indexes
      .getSliceRowIds(INDEX.tournamentsByCategory, 'sr:category:1')
      .map((id) => data.store.getCell('tournaments', id, 'name') ?? '');
    expect(england[0]).toBe('Premier League');
    const priorities = england.map(tournamentPriority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
  });

  it("keeps a league's matches in kick-off order, so grouping by day gives each date once", () => {
    const data = replayUpTo('v1.HomepageLoaded');
    const starts = listIds(data, LIST.tournament(league)).map((id) => data.store.getCell('matches', id, 'start_time') ?? 0);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const days = starts.map(dayKey);
    const runs = days.filter((d, i) => i === 0 || d !== days[i - 1]);
    expect(new Set(runs).size).toBe(runs.length);
  });

  it('a live price change moves exactly that outcome; a suspension disables the whole market', () => {
    const before = replayUpTo('v1.MarketsLoaded');
    const change = (
      events.find((e) => e.type === 'v1.OddsChanged')!.payload.changes as Array<{ match_id: string; outcome_id: string; odds: number }>
    )[0]!;
    const mainRow = before.store.getCell('matches', change.match_id, 'main_market') ?? '';
    const odds = (d: typeof before) =>
      before.indexes.getSliceRowIds(INDEX.outcomesByMarket, mainRow).map((id) => d.store.getCell('outcomes', id, 'odds'));
    const moved = replayUpTo('v1.OddsChanged');
    const changedAt = odds(before).findIndex((_, i) =>
      moved.indexes.getSliceRowIds(INDEX.outcomesByMarket, mainRow)[i]?.endsWith(`|${change.outcome_id}`),
    );
    expect(odds(moved)[changedAt]).toBe(change.odds);
    expect(odds(moved).filter((_, i) => i !== changedAt)).toEqual(odds(before).filter((_, i) => i !== changedAt));
    const suspended = replayUpTo('v1.OddsChanged', 2);
    const statuses = suspended.indexes.getSliceRowIds(INDEX.outcomesByMarket, mainRow).map((id) => suspended.store.getCell('outcomes', id, 'status'));
    expect(statuses.every((s) => s === 'suspended')).toBe(true);
  });

  it('when the network fails, every refresh keeps its copy and says when it was fetched', () => {
    const online = replayUpTo('v1.OddsChanged', 2);
    const data = createAppData();
    replayJsonl(data, lines.join('\n'), quiet);
    for (const key of ['homepage', 'categories:1', HOME_PART_KEYS.matches(league)]) {
      expect(data.store.getRow('resources', key), key).toMatchObject({
        status: 'stale',
        fetched_at: online.store.getCell('resources', key, 'fetched_at'),
      });
    }
    for (const table of ['sports', 'categories', 'tournaments', 'matches', 'markets', 'outcomes'] as const) {
      expect(data.store.getRowCount(table), table).toBe(online.store.getRowCount(table));
    }
  });
});
