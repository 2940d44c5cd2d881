// Server-ordered match lists share match rows: a league's list shows exactly what the server answered
// for it, whatever other lists (top sports) hold, and a match row goes only when no list holds it.
// Payloads come from the recorded stream, re-ordered to replay the race seen in a browser journey.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { createAppData, INDEX, LIST } from '../../sync/store.ts';
import { applyEvent } from '../../sync/apply.ts';
import { decodeEvent, type AppEvent, type PayloadOf } from '../../schema/event.ts';

const events = readFileSync(new URL('../streams/catalog-home.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => decodeEvent(JSON.parse(l)))
  .filter((e): e is AppEvent => e !== null);
const payload = <T extends AppEvent['type']>(type: T): PayloadOf<T> => events.find((e) => e.type === type)?.payload as PayloadOf<T>;
const PL = 'sr:tournament:17';
const at = (n: number) => ({ at: n, source: 'remote' as const });

const members = (data: ReturnType<typeof createAppData>, list: string): string[] =>
  data.indexes.getSliceRowIds(INDEX.listItemsByList, list).map((i) => data.store.getCell('listItems', i, 'match_id') ?? '');

describe('match lists', () => {
  const top = payload('v1.TopSportsLoaded');
  const topPl = top.sports.flatMap((s) => s.matches).filter((m) => m.tournament_id === PL);

  it('the recorded top sports really contain Premier League matches (the premise of the race)', () => {
    expect(topPl.length).toBeGreaterThan(0);
  });

  it('an empty league answer stays empty when top sports with that league’s matches arrive later', () => {
    const data = createAppData();
    applyEvent(data, { type: 'v1.MatchesLoaded', ...at(1), payload: { key: `matches:${PL}`, tournamentId: PL, matches: [] } });
    applyEvent(data, { type: 'v1.TopSportsLoaded', ...at(2), payload: top });
    expect(members(data, LIST.tournament(PL))).toEqual([]);
    expect(members(data, LIST.topSport('top', '1'))).toEqual(top.sports.find((s) => s.sport_id === '1')?.matches.map((m) => m.id));
  });

  it('keeps the server order of a league and drops a match only when no list holds it', () => {
    const data = createAppData();
    const league = payload('v1.MatchesLoaded');
    applyEvent(data, { type: 'v1.MatchesLoaded', ...at(1), payload: league });
    applyEvent(data, { type: 'v1.TopSportsLoaded', ...at(2), payload: top });
    expect(members(data, LIST.tournament(PL))).toEqual(league.matches.map((m) => m.id));

    const shared = topPl[0]?.id ?? '';
    const onlyInLeague = league.matches.find((m) => !topPl.some((t) => t.id === m.id))?.id ?? '';
    applyEvent(data, { type: 'v1.MatchesLoaded', ...at(3), payload: { ...league, matches: [] } });
    expect(data.store.hasRow('matches', shared)).toBe(true);
    expect(data.store.hasRow('matches', onlyInLeague)).toBe(false);
    expect(data.indexes.getSliceRowIds(INDEX.marketsByMatch, onlyInLeague)).toEqual([]);

    applyEvent(data, { type: 'v1.TopSportsLoaded', ...at(4), payload: { ...top, sports: [] } });
    expect(data.store.hasRow('matches', shared)).toBe(false);
    expect(data.store.getRowIds('listItems')).toEqual([]);
    expect(data.store.getRowIds('outcomes')).toEqual([]);
  });
});
