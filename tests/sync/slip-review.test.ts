// A betslip players can trust (issue 12), on a store replayed from the recorded catalogue: a pick keeps the
// price the player accepted while the live price moves; the review shows old → new and PLACE BET asks to accept;
// accepting takes the live prices into the slip; a suspended or vanished outcome blocks placement; the server's
// prices of an ODDS_CHANGED refusal count as live; the odds policy is kept with the slips in browser storage.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { createAppData, INDEX, type AppData } from '../../sync/store.ts';
import { replayJsonl } from '../../sync/recorder.ts';
import { applyEvent } from '../../sync/apply.ts';
import { pricesToAccept, reviewPicks } from '../../sync/slip-review.ts';
import { restoreSlips, snapshotSlips } from '../../sync/slip-persistence.ts';
import { slipAction } from '../../domain/odds-policy.ts';
import { pickFromStore } from '../../src/betslip/pick.ts';
import type { AppEvent } from '../../schema/event.ts';

const stream = readFileSync(new URL('../streams/catalog-home.jsonl', import.meta.url), 'utf8');
const quiet = (): void => undefined;

function slipWithOnePick() {
  const data = createAppData();
  replayJsonl(data, stream, quiet);
  const row = data.store.getRowIds('outcomes')[0] ?? '';
  const o = data.store.getRow('outcomes', row);
  const market = data.store.getRow('markets', o.market_row ?? '');
  const change = { match_id: o.match_id ?? '', market_id: market.market_id ?? '', specifier: market.specifier ?? '', outcome_id: o.outcome_id ?? '' };
  const apply = (type: string, payload: unknown): void => {
    expect(applyEvent(data, { type, at: 5, source: 'user', payload } as AppEvent, quiet)).toBe(true);
  };
  apply('v1.SelectionToggled', { slot: 0, selection: pickFromStore(data.store, row) });
  const kickOff = data.store.getCell('matches', o.match_id ?? '', 'start_time') ?? 0;
  // Reviewed an hour before the match, well before the betting cut-off, unless a test says when.
  const review = (nowMs = kickOff - 3_600_000) => reviewPicks(data.store, 0, data.indexes.getSliceRowIds(INDEX.slipSelectionsBySlot, '0'), nowMs);
  const push = (odds: number, status: 'active' | 'suspended' = 'active'): void => apply('v1.OddsChanged', { changes: [{ ...change, odds, status }] });
  return { data, row, odds: o.odds ?? 0, change, apply, review, push, kickOff };
}

const slipOdds = (data: AppData): number[] =>
  data.store.getRowIds('slipSelections').map((id) => data.store.getCell('slipSelections', id, 'odds') ?? 0);

describe('the slip against live prices', () => {
  it("'ask': a rise is shown old → new, PLACE BET asks to accept, and accepting takes the new price", () => {
    const { data, odds, apply, review, push } = slipWithOnePick();
    apply('v1.OddsPolicyChanged', { policy: 'ask' });
    expect(slipAction(review())).toBe('place');
    const live = Math.round((odds + 0.58) * 100) / 100;
    push(live);
    const [changed] = review();
    expect(changed).toMatchObject({ accepted: odds, live, move: 'up', ask: true, price: odds });
    expect(slipAction(review())).toBe('accept');
    expect(slipOdds(data)).toEqual([odds]);

    apply('v1.SlipOddsAccepted', { slot: 0, current: pricesToAccept(data.store, review()) });
    expect(slipOdds(data)).toEqual([live]);
    expect(review()[0]).toMatchObject({ move: 'same', ask: false, price: live });
    expect(slipAction(review())).toBe('place');
  });

  it("'ask': a drop is asked too; 'higher' asks for it, 'any' takes it without asking", () => {
    const { data, odds, apply, review, push } = slipWithOnePick();
    apply('v1.OddsPolicyChanged', { policy: 'ask' });
    push(1.05);
    expect(review()[0]).toMatchObject({ move: 'down', ask: true, price: odds });
    apply('v1.OddsPolicyChanged', { policy: 'higher' });
    expect(slipAction(review())).toBe('accept');
    apply('v1.OddsPolicyChanged', { policy: 'any' });
    expect(review()[0]).toMatchObject({ move: 'down', take: true, ask: false, price: 1.05 });
    expect(slipAction(review())).toBe('place');
    // what PLACE BET takes into the slip before placing: only the prices the policy took
    expect(pricesToAccept(data.store, review(), true).map((c) => c.odds)).toEqual([1.05]);
  });

  it('a suspended outcome blocks placement until it reopens or the pick is removed', () => {
    const { data, odds, change, apply, review, push } = slipWithOnePick();
    push(odds, 'suspended');
    expect(review()[0]).toMatchObject({ suspended: true, price: odds });
    expect(slipAction(review())).toBe('blocked');
    expect(pricesToAccept(data.store, review())).toEqual([]);
    push(odds);
    expect(slipAction(review())).toBe('place');
    push(odds, 'suspended');
    apply('v1.SelectionRemoved', { slot: 0, matchId: change.match_id });
    expect(review()).toEqual([]);
    expect(slipAction(review())).toBe('place');
  });

  it('a pick inside the betting cut-off (60 s before kick-off) is closed and blocks placement, as the server would refuse it', () => {
    const { odds, review, kickOff } = slipWithOnePick();
    expect(kickOff).toBeGreaterThan(0);
    expect(review(kickOff - 60_001)[0]).toMatchObject({ suspended: false, price: odds });
    expect(slipAction(review(kickOff - 60_001))).toBe('place');
    expect(review(kickOff - 60_000)[0]).toMatchObject({ suspended: true, price: odds });
    expect(slipAction(review(kickOff - 60_000))).toBe('blocked');
    expect(slipAction(review(kickOff - 1))).toBe('blocked');
  });

  it('from kick-off the in-play book decides (issue 32): open while its market is, closed once suspended, and once the match is over', () => {
    const { data, odds, change, review, push, kickOff } = slipWithOnePick();
    expect(slipAction(review(kickOff + 1_000))).toBe('place');
    push(odds, 'suspended');
    expect(slipAction(review(kickOff + 1_000))).toBe('blocked');
    push(odds + 0.1);
    expect(review(kickOff + 60_000)[0]).toMatchObject({ suspended: false });
    data.store.setRow('liveScores', change.match_id, { phase: 'ended' });
    expect(slipAction(review(kickOff + 60_000))).toBe('blocked');
    data.store.delRow('liveScores', change.match_id);
    expect(slipAction(review(kickOff + 4 * 3_600_000 + 1))).toBe('blocked');
  });

  it('an outcome gone from the match’s market list blocks placement', () => {
    const { data, change, apply, review } = slipWithOnePick();
    apply('v1.MarketsLoaded', { key: `markets:${change.match_id}`, matchId: change.match_id, markets: [] });
    expect(data.store.getRowIds('slipSelections')).toHaveLength(1);
    expect(review()[0]).toMatchObject({ suspended: true });
    expect(slipAction(review())).toBe('blocked');
  });

  it("the server's current prices of an ODDS_CHANGED refusal are live prices, shown until accepted", () => {
    const { data, odds, change, review, apply } = slipWithOnePick();
    apply('v1.OddsPolicyChanged', { policy: 'ask' });
    const current = [{ ...change, odds: odds + 1 }];
    data.store.setRow('placements', '0', { status: 'refused', code: 'ODDS_CHANGED', current: JSON.stringify(current) });
    expect(review()[0]).toMatchObject({ accepted: odds, live: odds + 1, move: 'up', ask: true });
    data.store.setCell('placements', '0', 'current', 'not json');
    expect(review()[0]).toMatchObject({ move: 'same' });
  });

  it('accepting the server’s prices while the store’s outcome is stale (socket down) does not ask again', () => {
    const { data, odds, change, apply, review } = slipWithOnePick();
    const current = [{ ...change, odds: odds + 1 }];
    data.store.setRow('placements', '0', { status: 'refused', code: 'ODDS_CHANGED', current: JSON.stringify(current) });
    apply('v1.SlipOddsAccepted', { slot: 0, current: pricesToAccept(data.store, review()) });
    expect(data.store.getCell('placements', '0', 'status')).toBe('');
    expect(slipOdds(data)).toEqual([odds + 1]);
    expect(review()[0]).toMatchObject({ move: 'same', ask: false, price: odds + 1 });
  });
});

describe('the odds policy in browser storage', () => {
  it("is saved beside the slips and restored with them, after the slots expire too; an unknown one reads as 'higher', the default", () => {
    const { data, apply } = slipWithOnePick();
    apply('v1.OddsPolicyChanged', { policy: 'any' });
    const saved = JSON.stringify(snapshotSlips(data, 1_000));
    const storage = { getItem: (): string => saved };
    const restored = restoreSlips(storage, 1_000 + 48 * 3_600_000);
    expect(restored?.payload.oddsPolicy).toBe('any');
    expect(restored?.payload.slips[0]?.selections).toEqual([]);
    const fresh = createAppData();
    applyEvent(fresh, restored!, quiet);
    expect(fresh.store.getValue('odds_policy')).toBe('any');

    const odd = JSON.stringify({ ...JSON.parse(saved), oddsPolicy: 'always' });
    expect(restoreSlips({ getItem: () => odd }, 1_000)?.payload.oddsPolicy).toBe('higher');
    expect(createAppData().store.getValue('odds_policy')).toBe('higher');
  });
});
