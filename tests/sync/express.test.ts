// Express matches data layer: the answer decoded item by item (a malformed match or sport group is dropped on
// its own), resource → v1.ExpressMatchesLoaded → store through the real engine, the list in server order with
// each match's live status, the dropdown's sport groups, and the row rules ('+N', Draw, 2 or 3 columns).
import { describe, it, expect } from 'vitest';
import { createAppData, INDEX, listItemId, LIST } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { applyEvent } from '../../sync/apply.ts';
import { ExpressMatchesResponse } from '../../schema/express-match.ts';
import { decodeEvent } from '../../schema/event.ts';
import { expressList, expressResource, expressOutcomeLabel, extraOutcomes, isLiveStatus, oddsColumns } from '../../sync/express.ts';
import { isPickable } from '../../domain/market-display.ts';
import { ApiRequestError } from '../../sync/http.ts';
import { TTL } from '../../domain/constants.ts';
import { fakeApi, flush } from './fake-api.ts';

const PATH = '/api/v1/express-matches';
const outcome = (id: string, name: string, odds: number) => ({
  id,
  name,
  odds,
  specifier: null,
  variant: null,
  special_value: null,
  variant_value: null,
});
function wire(
  id: string,
  o: { sport?: [string, string]; status?: string; start?: string; names?: string[]; count?: number; market?: 'active' | 'suspended' } = {},
) {
  const [sportId, sportName] = o.sport ?? ['1', 'Soccer'];
  const names = o.names ?? ['1', 'X', '2'];
  return {
    id,
    start_time: o.start ?? '2026-11-22T11:15:00.000Z',
    sport_id: sportId,
    sport_name: sportName,
    category_id: 'sr:category:35',
    category_name: 'Netherlands',
    tournament_id: 'sr:tournament:37',
    tournament_name: 'Eredivisie',
    home_team: { name: `Home ${id}` },
    away_team: { name: `Away ${id}` },
    outcome_count: o.count ?? 130,
    country_code: 'nl',
    status: o.status ?? 'not_started',
    main_market: {
      market_id: names.length === 2 ? '186' : '1',
      name: names.length === 2 ? 'Winner' : '1X2',
      status: o.market ?? 'active',
      priority: 0,
      group_id: 'main',
      group_name: 'Main',
      specifier: null,
      outcomes: names.map((n, i) => outcome(String(i + 1), n, 1.5 + i)),
    },
  };
}
const SPORTS = [
  { sport_id: '1', sport_name: 'Soccer', match_count: 218 },
  { sport_id: '2', sport_name: 'Basketball', match_count: 70 },
];
const answer = (matches: unknown[], sports: unknown = SPORTS) => ({ matches, sports, total: matches.length, page: 1, page_size: 20 });

function setup(answers: Record<string, unknown>) {
  let clock = 1_795_300_000_000;
  const data = createAppData();
  const api = fakeApi(answers);
  const engine = createSyncEngine(data, api, { now: () => clock, log: () => undefined });
  return {
    data,
    api,
    engine,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}
const members = (data: ReturnType<typeof createAppData>, list: string): string[] =>
  data.indexes.getSliceRowIds(INDEX.listItemsByList, list).map((i) => data.store.getCell('listItems', i, 'match_id') ?? '');
const mainOutcomes = (data: ReturnType<typeof createAppData>, matchId: string): string[] =>
  data.indexes.getSliceRowIds(INDEX.outcomesByMarket, data.store.getCell('matches', matchId, 'main_market') ?? '');

describe('decoding an express answer', () => {
  it('drops a malformed match or sport group on its own and keeps the rest, in order', () => {
    const broken = { ...wire('m2'), home_team: null };
    const decoded = ExpressMatchesResponse.create(
      answer([wire('m1'), broken, 'nonsense', wire('m3', { status: 'live' })], [...SPORTS, { sport_id: '4' }, { sportId: 5, sportName: 'Tennis' }]),
    );
    expect(decoded.matches.map((m) => [m.id, m.status])).toEqual([
      ['m1', 'not_started'],
      ['m3', 'live'],
    ]);
    expect(decoded.sports.map(({ sport_id, sport_name, match_count }) => ({ sport_id, sport_name, match_count }))).toEqual([
      ...SPORTS,
      { sport_id: '5', sport_name: 'Tennis', match_count: 0 },
    ]);
  });

  it('refuses an answer without a match list, and reads a missing or null sport list as none', () => {
    expect(ExpressMatchesResponse.validate({ sports: SPORTS }, { coerce: true })[0]).toBeTruthy();
    expect(ExpressMatchesResponse.create({ matches: [wire('m1')], sports: null }).sports).toEqual([]);
    expect(ExpressMatchesResponse.create({ matches: [] }).sports).toEqual([]);
  });
});

describe('express resource → store', () => {
  it('lists the matches in server order with their status, and the sport groups in order', async () => {
    const { data, api, engine } = setup({
      [PATH]: answer([
        wire('live1', { status: 'live', market: 'suspended', start: '2026-11-22T10:30:00Z' }),
        wire('m1'),
        wire('b1', { sport: ['2', 'Basketball'], names: ['1', '2'], count: 12 }),
      ]),
    });
    engine.request(expressResource(''));
    await flush();
    expect(api.log[0]?.options.query).toBeUndefined();
    const list = expressList('');
    expect(list).toBe('express:all');
    expect(members(data, list)).toEqual(['live1', 'm1', 'b1']);
    expect(data.store.getRow('resources', list)).toMatchObject({ status: 'ready' });
    expect(isLiveStatus(data.store.getCell('listItems', listItemId(list, 'live1'), 'status'))).toBe(true);
    expect(isLiveStatus(data.store.getCell('listItems', listItemId(list, 'm1'), 'status'))).toBe(false);
    // A live match's main market is suspended: its prices show but cannot be picked.
    expect(isPickable(data.store.getCell('markets', data.store.getCell('matches', 'live1', 'main_market') ?? '', 'status') ?? '')).toBe(false);
    expect(isPickable(data.store.getCell('markets', data.store.getCell('matches', 'm1', 'main_market') ?? '', 'status') ?? '')).toBe(true);
    expect(data.store.getTable('expressSports')).toEqual({
      1: { name: 'Soccer', match_count: 218, position: 0 },
      2: { name: 'Basketball', match_count: 70, position: 1 },
    });
  });

  it("gives each row its '+N', 2 or 3 columns and 'Draw' for X", async () => {
    const { data, engine } = setup({ [PATH]: answer([wire('m1'), wire('b1', { sport: ['2', 'Basketball'], names: ['1', '2'], count: 2 })]) });
    engine.request(expressResource(''));
    await flush();
    const soccer = mainOutcomes(data, 'm1');
    expect(extraOutcomes(data.store.getCell('matches', 'm1', 'outcome_count') ?? 0, soccer.length)).toBe(127);
    expect(extraOutcomes(data.store.getCell('matches', 'b1', 'outcome_count') ?? 0, mainOutcomes(data, 'b1').length)).toBe(0);
    expect(soccer.map((o) => expressOutcomeLabel(data.store.getCell('outcomes', o, 'name') ?? '', 'Draw'))).toEqual(['1', 'Draw', '2']);
    expect(soccer.map((o) => data.store.getCell('outcomes', o, 'odds'))).toEqual([1.5, 2.5, 3.5]);
    expect([oddsColumns(soccer.length), oddsColumns(mainOutcomes(data, 'b1').length)]).toEqual([3, 2]);
    expect(expressOutcomeLabel('Draw', 'አቻ')).toBe('አቻ');
  });

  it('keeps a match without outcomes in the list with no main market (Odds coming soon)', async () => {
    const bare = { ...wire('m9'), main_market: { ...wire('m9').main_market, outcomes: [] } };
    const { data, engine } = setup({ [PATH]: answer([bare, { ...wire('m8'), main_market: null }]) });
    engine.request(expressResource(''));
    await flush();
    expect(members(data, 'express:all')).toEqual(['m9', 'm8']);
    expect(data.store.getCell('matches', 'm9', 'main_market')).toBe('');
    expect(mainOutcomes(data, 'm8')).toEqual([]);
  });

  it('narrows by sport as its own list and keeps the whole dropdown', async () => {
    const all = answer([wire('m1'), wire('b1', { sport: ['2', 'Basketball'], names: ['1', '2'] })]);
    const { data, api, engine } = setup({
      [PATH]: (o: { query?: Record<string, string> }) =>
        o.query?.sport_id === '2' ? answer([wire('b1', { sport: ['2', 'Basketball'], names: ['1', '2'] })], []) : all,
    });
    engine.request(expressResource(''));
    engine.request(expressResource('2'));
    await flush();
    expect(api.log.map((c) => c.options.query)).toEqual([undefined, { sport_id: '2' }]);
    expect(members(data, 'express:2')).toEqual(['b1']);
    expect(members(data, 'express:all')).toEqual(['m1', 'b1']);
    expect(Object.keys(data.store.getTable('expressSports'))).toEqual(['1', '2']);
  });

  it('derives the sport groups from the matches when the server sends none', async () => {
    const { data, engine } = setup({
      [PATH]: { matches: [wire('b1', { sport: ['2', 'Basketball'] }), wire('m1'), wire('b2', { sport: ['2', 'Basketball'] })] },
    });
    engine.request(expressResource(''));
    await flush();
    expect(data.store.getTable('expressSports')).toEqual({
      2: { name: 'Basketball', match_count: 2, position: 0 },
      1: { name: 'Soccer', match_count: 1, position: 1 },
    });
  });

  it('replaces the list when the minute is up: a match past its first half leaves, a new one comes', async () => {
    const { data, api, engine, advance } = setup({ [PATH]: answer([wire('live1', { status: 'live' }), wire('m1')]) });
    engine.request(expressResource(''));
    await flush();
    api.set(PATH, answer([wire('m1', { status: 'live', market: 'suspended' }), wire('m2')]));
    advance(TTL.expressMatches - 1);
    engine.request(expressResource(''));
    await flush();
    expect(api.calls).toHaveLength(1);
    advance(1);
    engine.request(expressResource(''));
    await flush();
    expect(members(data, 'express:all')).toEqual(['m1', 'm2']);
    expect(data.store.hasRow('matches', 'live1')).toBe(false);
    expect(data.store.getCell('listItems', listItemId('express:all', 'm1'), 'status')).toBe('live');
  });

  it('keeps the live status when another list rewrites the same match', async () => {
    const { data, engine } = setup({ [PATH]: answer([wire('m1', { status: 'live' })]) });
    engine.request(expressResource(''));
    await flush();
    const { status: _status, ...plain } = wire('m1');
    applyEvent(data, {
      type: 'v1.MatchesLoaded',
      at: 2,
      source: 'remote',
      payload: { key: 'matches:sr:tournament:37', tournamentId: 'sr:tournament:37', matches: [plain as never] },
    });
    expect(members(data, LIST.tournament('sr:tournament:37'))).toEqual(['m1']);
    expect(data.store.getCell('listItems', listItemId('express:all', 'm1'), 'status')).toBe('live');
    expect(data.store.getCell('listItems', listItemId(LIST.tournament('sr:tournament:37'), 'm1'), 'status')).toBeUndefined();
  });

  it("records a failed first load by code (the read's own; the server's with its words), and keeps the copy when a refresh fails", async () => {
    const { data, api, engine, advance } = setup({ [PATH]: new Error('offline') });
    engine.request(expressResource(''));
    await flush();
    expect(data.store.getRow('resources', 'express:all')).toMatchObject({ status: 'error', code: 'EXPRESS_FAILED', message: '' });
    api.set(PATH, new ApiRequestError('Sport not found', 404, 'NOT_FOUND'));
    engine.request(expressResource('99'));
    await flush();
    expect(data.store.getRow('resources', 'express:99')).toMatchObject({
      status: 'error',
      code: 'NOT_FOUND',
      message: 'Sport not found',
      http_status: 404,
    });
    api.set(PATH, answer([wire('m1')]));
    engine.request(expressResource(''), { force: true });
    await flush();
    api.set(PATH, { matches: 'garbage' });
    advance(TTL.expressMatches);
    engine.request(expressResource(''));
    await flush();
    expect(data.store.getRow('resources', 'express:all')).toMatchObject({ status: 'stale', code: 'BAD_ANSWER', message: '' });
    expect(members(data, 'express:all')).toEqual(['m1']);
  });

  it('refuses a replayed event whose matches are malformed, and reads live in any case', () => {
    expect(
      decodeEvent({
        type: 'v1.ExpressMatchesLoaded',
        at: 1,
        source: 'remote',
        payload: { key: 'express:all', list: 'express:all', matches: [{ id: 'x' }], sports: [] },
      }),
    ).toBeNull();
    expect([isLiveStatus('LIVE'), isLiveStatus(' live '), isLiveStatus('not_started'), isLiveStatus(undefined)]).toEqual([true, true, false, false]);
  });
});
