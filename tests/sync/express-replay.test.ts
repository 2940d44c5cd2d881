// The express data layer, proven on a stream recorded from the real server through the client's own sync code
// (the recorder drove: express list for every sport, the soccer list, the first match's markets, an unknown
// sport, then the operator's feed clock moved so the soonest football kick-off is 20 minutes in, and the list
// again). Replayed into a fresh store: server order, sport groups, rows' rules, the live first halves first with
// suspended prices, and express outcomes working with the slip and live ODDS_CHANGE like any other.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { createAppData, INDEX, listItemId } from '../../sync/store.ts';
import { replayJsonl } from '../../sync/recorder.ts';
import { applyEvent } from '../../sync/apply.ts';
import { expressOutcomeLabel, extraOutcomes, isLiveStatus } from '../../sync/express.ts';
import { isPickable } from '../../domain/market-display.ts';
import { pickFromStore } from '../../src/betslip/pick.ts';
import { reviewPicks } from '../../sync/slip-review.ts';

const lines = readFileSync(new URL('../streams/express-session.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean);
const quiet = (): void => undefined;
/** A fresh store with the stream up to (and including) the n-th event of a type. */
function upTo(type: string, n = 1) {
  const end = lines.flatMap((l, i) => (l.includes(`"type":"${type}"`) ? [i] : []))[n - 1] ?? -1;
  const data = createAppData();
  replayJsonl(data, lines.slice(0, end + 1).join('\n'), quiet);
  return data;
}
type Data = ReturnType<typeof createAppData>;
const members = (data: Data, list: string): string[] =>
  data.indexes.getSliceRowIds(INDEX.listItemsByList, list).map((i) => data.store.getCell('listItems', i, 'match_id') ?? '');
const live = (data: Data, list: string, id: string): boolean => isLiveStatus(data.store.getCell('listItems', listItemId(list, id), 'status'));
const main = (data: Data, id: string): string => data.store.getCell('matches', id, 'main_market') ?? '';
const outcomes = (data: Data, id: string): string[] => data.indexes.getSliceRowIds(INDEX.outcomesByMarket, main(data, id));

describe('replaying express-session.jsonl', () => {
  it('applies every recorded event', () => {
    expect(replayJsonl(createAppData(), lines.join('\n'), quiet)).toEqual({ applied: lines.length, dropped: 0 });
  });

  it('lists the soonest matches in kick-off order, none live yet, with the seven sports in numeric order', () => {
    const data = upTo('v1.ExpressMatchesLoaded');
    const ids = members(data, 'express:all');
    expect(ids).toHaveLength(20);
    const starts = ids.map((id) => data.store.getCell('matches', id, 'start_time') ?? 0);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(ids.some((id) => live(data, 'express:all', id))).toBe(false);
    const sports = Object.entries(data.store.getTable('expressSports')).sort(([, a], [, b]) => (a.position ?? 0) - (b.position ?? 0));
    expect(sports.map(([id, s]) => `${id} ${s.name}`)).toEqual([
      '1 Soccer',
      '2 Basketball',
      '4 Ice Hockey',
      '5 Tennis',
      '6 Handball',
      '16 American Football',
      '23 Volleyball',
    ]);
    expect(sports.every(([, s]) => (s.match_count ?? 0) > 0)).toBe(true);
    expect(data.store.getCell('resources', 'express:all', 'status')).toBe('ready');
  });

  it("narrows to soccer as its own list: 1 / Draw / 2 to two decimals and a '+N' above 0 on every row", () => {
    const data = upTo('v1.ExpressMatchesLoaded', 2);
    const soccer = members(data, 'express:1');
    expect(soccer.length).toBeGreaterThan(0);
    expect(members(data, 'express:all')).toHaveLength(20);
    for (const id of soccer) {
      expect(data.store.getCell('matches', id, 'sport_id')).toBe('1');
      const rows = outcomes(data, id);
      expect(rows.map((o) => expressOutcomeLabel(data.store.getCell('outcomes', o, 'name') ?? '', 'Draw'))).toEqual(['1', 'Draw', '2']);
      for (const o of rows) {
        const odds = data.store.getCell('outcomes', o, 'odds') ?? 0;
        expect(odds).toBeGreaterThanOrEqual(1.01);
        expect(Math.abs(odds * 100 - Math.round(odds * 100))).toBeLessThan(1e-6);
      }
      expect(extraOutcomes(data.store.getCell('matches', id, 'outcome_count') ?? 0, rows.length)).toBeGreaterThan(0);
    }
    expect(Object.keys(data.store.getTable('expressSports'))).toHaveLength(7);
  });

  it('opens the first match: its full markets join the same match, the express main market stays main', () => {
    const data = upTo('v1.MarketsLoaded');
    const first = members(data, 'express:all')[0] ?? '';
    expect(data.indexes.getSliceRowIds(INDEX.marketsByMatch, first).length).toBeGreaterThan(1);
    expect(data.store.getCell('markets', main(data, first), 'is_main')).toBe(true);
    expect(outcomes(data, first).length).toBeGreaterThanOrEqual(2);
  });

  it("records an unknown sport as an error with the server's words (recorded before codes: UNKNOWN)", () => {
    const data = upTo('v1.ResourceFetchFailed');
    expect(data.store.getRow('resources', 'express:99')).toMatchObject({
      status: 'error',
      code: 'UNKNOWN',
      message: 'Sport not found',
      http_status: 404,
    });
    expect(members(data, 'express:99')).toEqual([]);
  });

  it('after the feed clock moves: first halves under way come first as LIVE with suspended prices', () => {
    const data = upTo('v1.ExpressMatchesLoaded', 3);
    const ids = members(data, 'express:all');
    const flags = ids.map((id) => live(data, 'express:all', id));
    const liveCount = flags.filter(Boolean).length;
    expect(liveCount).toBeGreaterThan(0);
    expect(flags).toEqual(ids.map((_, i) => i < liveCount));
    for (const [i, id] of ids.entries()) {
      expect(isPickable(data.store.getCell('markets', main(data, id), 'status') ?? '')).toBe(i >= liveCount);
    }
    const soccerLive = ids.filter((id, i) => i < liveCount && data.store.getCell('matches', id, 'sport_id') === '1');
    expect(soccerLive.length).toBeGreaterThan(0);
  });

  it('an express outcome goes into the slip and, like any other pick, keeps its accepted price while the live one is reviewed', () => {
    const data = upTo('v1.ExpressMatchesLoaded', 3);
    const id = members(data, 'express:all').find((m) => !live(data, 'express:all', m)) ?? '';
    const row = outcomes(data, id)[0] ?? '';
    const selection = pickFromStore(data.store, row);
    expect(selection).toMatchObject({ matchId: id, variantValue: null });
    expect(applyEvent(data, { type: 'v1.SelectionToggled', at: 1, source: 'user', payload: { slot: 0, selection: selection! } })).toBe(true);
    // 'ask' (the default is 'higher', which would take this rise at once): the slip shows old → new.
    applyEvent(data, { type: 'v1.OddsPolicyChanged', at: 1, source: 'user', payload: { policy: 'ask' } });
    const o = data.store.getRow('outcomes', row);
    const market = data.store.getRow('markets', o.market_row ?? '');
    const odds = Math.round(((o.odds ?? 1) + 0.37) * 100) / 100;
    applyEvent(data, {
      type: 'v1.OddsChanged',
      at: 2,
      source: 'remote',
      payload: {
        changes: [
          {
            match_id: id,
            market_id: market.market_id ?? '',
            specifier: market.specifier ?? '',
            outcome_id: o.outcome_id ?? '',
            odds,
            status: 'active',
          },
        ],
      },
    });
    expect(data.store.getCell('outcomes', row, 'odds')).toBe(odds);
    const picks = data.store.getRowIds('slipSelections');
    expect(picks.map((s) => data.store.getCell('slipSelections', s, 'odds'))).toEqual([o.odds]);
    expect(reviewPicks(data.store, 0, picks, 0)).toMatchObject([{ accepted: o.odds, live: odds, move: 'up', ask: true, price: o.odds }]);
  });
});
