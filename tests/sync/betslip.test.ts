// Betslip data layer: picks built from the recorded catalogue (real matches and prices) are toggled,
// replaced per match, cleared per slot; the three slots persist in browser storage and a slot untouched
// for 24 hours comes back empty; the recorded slip stream replays into a fresh store; figures follow §9.
import { describe, it, expect } from 'vitest';
import { createAppData, INDEX } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { recordEvents, replayJsonl } from '../../sync/recorder.ts';
import { slotSelections } from '../../sync/read/betslip.ts';
import { persistSlips, restoreSlips, SLIP_STORAGE_KEY, SLIP_TTL_MS } from '../../sync/slip-persistence.ts';
import { slipFigures } from '../../sync/slip-figures.ts';
import type { AppEvent } from '../../schema/event.ts';
import { matches, pick } from './catalog-picks.ts';

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (k: string): string | null => this.items.get(k) ?? null;
  setItem = (k: string, v: string): void => void this.items.set(k, v);
}

function setup(clock = { t: 1_800_000_000_000 }) {
  const data = createAppData();
  const engine = createSyncEngine(data, { get: async () => ({}), request: async () => ({}) }, { now: () => clock.t, log: () => undefined });
  const storage = new MemoryStorage();
  persistSlips(engine, data, storage, () => clock.t);
  const emit = (type: string, payload: unknown): void => engine.emit({ type, at: clock.t, source: 'user', payload } as AppEvent);
  return { data, engine, storage, emit, clock };
}

describe('betslip', () => {
  it('has real matches to pick from', () => {
    expect(matches.length).toBeGreaterThanOrEqual(3);
  });

  it('adds picks, replaces a match’s pick in place, removes the same pick, keeps slots apart', () => {
    const { data, emit } = setup();
    const [a, b, c] = [matches[0]!, matches[1]!, matches[2]!];
    emit('v1.SelectionToggled', { slot: 0, selection: pick(a, 0) });
    emit('v1.SelectionToggled', { slot: 0, selection: pick(b, 2) });
    emit('v1.SelectionToggled', { slot: 0, selection: pick(a, 1) });
    expect(slotSelections(data, 0).map((s) => [s.matchId, s.outcomeId])).toEqual([
      [a.id, a.main_market.outcomes[1]!.id],
      [b.id, b.main_market.outcomes[2]!.id],
    ]);
    emit('v1.SelectionToggled', { slot: 0, selection: pick(b, 2) });
    expect(slotSelections(data, 0).map((s) => s.matchId)).toEqual([a.id]);
    emit('v1.SelectionToggled', { slot: 1, selection: pick(c, 0) });
    emit('v1.SelectionToggled', { slot: 7, selection: pick(c, 0) });
    expect(data.indexes.getSliceRowIds(INDEX.slipSelectionsBySlot, '1')).toHaveLength(1);
    expect(data.store.getRowCount('slipSelections')).toBe(2);
    emit('v1.SlipCleared', { slot: 0 });
    expect(slotSelections(data, 0)).toEqual([]);
    expect(slotSelections(data, 1)).toHaveLength(1);
  });

  it('persists all slots, and a slot untouched for 24 hours comes back empty', () => {
    const { emit, storage, clock } = setup();
    emit('v1.SelectionToggled', { slot: 0, selection: pick(matches[0]!, 0) });
    emit('v1.SlipStakeChanged', { slot: 0, stake: '25' });
    clock.t += SLIP_TTL_MS - 1;
    emit('v1.SelectionToggled', { slot: 2, selection: pick(matches[1]!, 2) });
    emit('v1.SlipSlotSelected', { slot: 2 });
    expect(storage.getItem(SLIP_STORAGE_KEY)).toContain(matches[0]!.id);

    const fresh = restoreSlips(storage, clock.t + 2);
    expect(fresh?.payload.active).toBe(2);
    expect(fresh?.payload.slips.map((s) => s.selections.length)).toEqual([0, 0, 1]);
    const early = restoreSlips(storage, clock.t);
    expect(early?.payload.slips[0]).toMatchObject({ stake: '25' });
    const target = createAppData();
    replayJsonl(target, JSON.stringify(early), () => undefined);
    expect(slotSelections(target, 0).map((s) => s.matchId)).toEqual([matches[0]!.id]);
    expect(target.store.getValue('slip_active')).toBe(2);

    storage.setItem(SLIP_STORAGE_KEY, '{"slips":[{"selections":[{"matchId":1}]}]}');
    expect(restoreSlips(storage, clock.t)).toBeNull();
  });

  it('records and replays: the same slip in a fresh store', () => {
    const { data, engine, emit } = setup();
    const recorder = recordEvents(engine.events$);
    [0, 1, 2].forEach((i) => {
      emit('v1.SelectionToggled', { slot: 0, selection: pick(matches[i]!, i % 3) });
    });
    emit('v1.SlipStakeChanged', { slot: 0, stake: '100' });
    const target = createAppData();
    expect(replayJsonl(target, recorder.toJsonl(), () => undefined)).toEqual({ applied: 4, dropped: 0 });
    expect(target.store.getTable('slipSelections')).toEqual(data.store.getTable('slipSelections'));
    expect(target.store.getCell('slips', '0', 'stake')).toBe('100');
  });

  it('computes the breakdown of §9 for the slot: stake rule, bet type, bonus from 3 picks', () => {
    expect(slipFigures([1.5, 2, 3], '')).toMatchObject({ stakeCents: 1_000, betType: 'MULTIPLE', bonusPercent: 5, netWinCents: 8_222 });
    expect(slipFigures([2.5], '0')).toMatchObject({ stakeCents: 1_000, betType: 'SINGLE', bonusPercent: 0, netStakeCents: 870, netWinCents: 2_175 });
  });
});

describe('odds changed', () => {
  it('accepting the server’s prices updates exactly the re-priced picks of the slot', () => {
    const { data, emit } = setup();
    const [a, b] = [pick(matches[0]!, 0), pick(matches[1]!, 2)];
    emit('v1.SelectionToggled', { slot: 0, selection: a });
    emit('v1.SelectionToggled', { slot: 0, selection: b });
    emit('v1.SlipOddsAccepted', {
      slot: 0,
      current: [
        { match_id: a.matchId, market_id: a.marketId, outcome_id: a.outcomeId, specifier: null, odds: a.odds + 0.25 },
        { match_id: 'elsewhere', market_id: '1', outcome_id: '1', specifier: null, odds: 9 },
      ],
    });
    expect(slotSelections(data, 0).map((s) => s.odds)).toEqual([a.odds + 0.25, b.odds]);
  });
});
