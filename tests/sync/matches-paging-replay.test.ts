// The paged lists of the tournament view, proven on a stream recorded from the real server
// (scripts/record-tournament-stream.ts): NHL (64 matches) and the Premier League (23) opened together, 'Load
// More' on NHL, the first match's markets, an unknown tournament (404), and a refresh of NHL's page 1.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { createAppData, INDEX, LIST } from '../../sync/store.ts';
import { applyEvent } from '../../sync/apply.ts';
import { replayJsonl } from '../../sync/recorder.ts';
import { pagedMatches } from '../../sync/match-pages.ts';
import { matchesPageKey } from '../../sync/resources.ts';
import { decodeEvent, type AppEvent } from '../../schema/event.ts';

const NHL = 'sr:tournament:234';
const EPL = 'sr:tournament:17';
const lines = readFileSync(new URL('../streams/tournament-paging.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean);
const quiet = (): void => undefined;
/** The stream up to (and including) the n-th line naming `text`. */
const upTo = (text: string, n = 1): string => {
  const end = lines.flatMap((l, i) => (l.includes(text) ? [i] : []))[n - 1] ?? -1;
  return lines.slice(0, end + 1).join('\n');
};
const starts = (data: ReturnType<typeof createAppData>, ids: string[]): number[] =>
  ids.map((id) => data.store.getCell('matches', id, 'start_time') ?? 0);

describe('replaying tournament-paging.jsonl', () => {
  it('applies every recorded event', () => {
    expect(replayJsonl(createAppData(), lines.join('\n'), quiet)).toEqual({ applied: lines.length, dropped: 0 });
  });

  it('after both first pages: 50 of NHL’s 64 and all 23 of the Premier League, merged by kick-off up to NHL’s last loaded match', () => {
    const data = createAppData();
    replayJsonl(data, upTo(`"key":"${matchesPageKey(NHL, 1)}","tournamentId"`), quiet);
    const view = pagedMatches(data.store, [NHL, EPL]);
    expect(view).toMatchObject({ total: 87, loaded: 73, next: [{ tournamentId: NHL, page: 2 }] });
    const times = starts(data, view.ids);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const nhl = data.indexes.getSliceRowIds(INDEX.listItemsByList, LIST.tournamentPages(NHL));
    const lastNhl = data.store.getCell('matches', data.store.getCell('listItems', nhl[nhl.length - 1] ?? '', 'match_id') ?? '', 'start_time') ?? 0;
    expect(Math.max(...times)).toBeLessThanOrEqual(lastNhl);
    expect(view.ids.filter((id) => data.store.getCell('matches', id, 'tournament_id') === NHL)).toHaveLength(50);
  });

  it('Load More brings NHL’s last 14 and then every match of both shows, in kick-off order', () => {
    const data = createAppData();
    replayJsonl(data, upTo(`"key":"${matchesPageKey(NHL, 2)}","tournamentId"`), quiet);
    const view = pagedMatches(data.store, [NHL, EPL]);
    expect(view).toMatchObject({ total: 87, loaded: 87, next: [] });
    expect(view.ids).toHaveLength(87);
    const times = starts(data, view.ids);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('keeps the markets of the first match and the server’s 404 text for the unknown tournament', () => {
    const data = createAppData();
    replayJsonl(data, lines.join('\n'), quiet);
    expect(data.store.getRow('resources', matchesPageKey('sr:tournament:999999', 1))).toMatchObject({
      status: 'error',
      code: 'UNKNOWN',
      message: 'Tournament not found',
      http_status: 404,
    });
    const first = pagedMatches(data.store, [NHL, EPL]).ids[0] ?? '';
    const groups = new Set(data.indexes.getSliceRowIds(INDEX.marketsByMatch, first).map((r) => data.store.getCell('markets', r, 'group_id')));
    expect(groups.size).toBeGreaterThan(1);
  });

  it('the refresh of NHL’s page 1 drops page 2 and its rows; page 2 replayed again joins without duplicates', () => {
    const data = createAppData();
    replayJsonl(data, lines.join('\n'), quiet);
    expect(pagedMatches(data.store, [NHL])).toMatchObject({ total: 64, loaded: 50, next: [{ tournamentId: NHL, page: 2 }] });
    expect(data.store.getRowCount('matches')).toBe(73);
    const page2 = lines.map((l) => decodeEvent(JSON.parse(l))).find((e): e is AppEvent => e?.type === 'v1.MatchesPageLoaded' && e.payload.page === 2);
    expect(page2).toBeDefined();
    applyEvent(data, page2 as AppEvent);
    applyEvent(data, page2 as AppEvent);
    expect(pagedMatches(data.store, [NHL, EPL]).ids).toHaveLength(87);
    expect(data.store.getRowCount('matches')).toBe(87);
  });
});
