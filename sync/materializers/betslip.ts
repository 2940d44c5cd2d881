// Betslip materializers (spec §3/§4): three slots of picks. A toggle follows domain/selection.ts (same pick
// removes it, a pick of a match already in the slip replaces that one in place, else it is appended);
// clearing empties the slot and forgets its ticket reference. Slots outside 0–2 are ignored. A pick's odds are
// the price the player accepted: only the player (accepting changes) or their odds policy (odds.ts) moves them.
import type { PayloadOf } from '../../schema/event.ts';
import { SLIP_SLOTS, type SlipSelection, type StoredSlip } from '../../schema/betslip.ts';
import { selectionId, toggleSelection } from '../../domain/selection.ts';
import { oddsPolicyOf } from '../../domain/odds-policy.ts';
import { INDEX, marketRowId, outcomeRowId, type AppData } from '../store.ts';
import { slotSelections } from '../read/betslip.ts';

const validSlot = (slot: number): boolean => Number.isInteger(slot) && slot >= 0 && slot < SLIP_SLOTS;

/** Replaces a slot's picks (in order) and marks it changed at `at`. */
export function writeSlot({ store, indexes }: AppData, slot: number, picks: readonly SlipSelection[], at: number): void {
  indexes.getSliceRowIds(INDEX.slipSelectionsBySlot, String(slot)).forEach((id) => {
    store.delRow('slipSelections', id);
  });
  picks.forEach((p, position) => {
    store.setRow('slipSelections', `${slot}|${selectionId(p)}`, {
      slot,
      position,
      match_id: p.matchId,
      market_id: p.marketId,
      outcome_id: p.outcomeId,
      odds: p.odds,
      specifier: p.specifier ?? '',
      variant: p.variant ?? '',
      special_value: p.specialValue ?? '',
      variant_value: p.variantValue ?? '',
      sport_name: p.sport_name,
      category: p.category,
      category_code: p.categoryCode,
      tournament: p.tournament,
      match_name: p.matchName,
      market_name: p.marketName,
      outcome_name: p.outcomeName,
      start_time: p.timestamp,
    });
  });
  store.setPartialRow('slips', String(slot), { updated_at: at });
}

export function selectionToggled(data: AppData, p: PayloadOf<'v1.SelectionToggled'>, at: number): void {
  if (validSlot(p.slot)) {
    writeSlot(data, p.slot, toggleSelection(slotSelections(data, p.slot), p.selection), at);
    data.store.setCell('slips', String(p.slot), 'reference', '');
  }
}

export function selectionRemoved(data: AppData, p: PayloadOf<'v1.SelectionRemoved'>, at: number): void {
  if (validSlot(p.slot)) {
    writeSlot(
      data,
      p.slot,
      slotSelections(data, p.slot).filter((s) => s.matchId !== p.matchId),
      at,
    );
  }
}

export function slipCleared(data: AppData, p: PayloadOf<'v1.SlipCleared'>, at: number): void {
  if (validSlot(p.slot)) {
    writeSlot(data, p.slot, [], at);
    data.store.setPartialRow('slips', String(p.slot), { stake: '', reference: '' });
  }
}

export function slipStakeChanged({ store }: AppData, p: PayloadOf<'v1.SlipStakeChanged'>, at: number): void {
  if (validSlot(p.slot)) {
    store.setPartialRow('slips', String(p.slot), { stake: p.stake, updated_at: at });
  }
}

export function slipSlotSelected({ store }: AppData, p: PayloadOf<'v1.SlipSlotSelected'>): void {
  if (validSlot(p.slot)) {
    store.setValue('slip_active', p.slot);
  }
}

export function slipsRestored(data: AppData, p: PayloadOf<'v1.SlipsRestored'>): void {
  p.slips.slice(0, SLIP_SLOTS).forEach((slip: StoredSlip, slot) => {
    writeSlot(data, slot, slip.selections, slip.updatedAt);
    data.store.setPartialRow('slips', String(slot), { stake: slip.stake, reference: slip.reference });
  });
  if (validSlot(p.active)) {
    data.store.setValue('slip_active', p.active);
  }
  if (p.oddsPolicy) {
    data.store.setValue('odds_policy', oddsPolicyOf(p.oddsPolicy));
  }
}

/**
 * Accepting new prices: every pick of the slot that the server priced anew takes that price. The prices are the
 * live ones the slip showed (the store's, or the server's after an ODDS_CHANGED refusal), so a held outcome row
 * takes them too: a row the socket has not refreshed yet (offline, reconnecting) would otherwise show the old
 * price as a change again right after the player accepted the server's.
 */
export function slipOddsAccepted(data: AppData, p: PayloadOf<'v1.SlipOddsAccepted'>, at: number): void {
  if (!validSlot(p.slot)) {
    return;
  }
  for (const c of p.current) {
    const row = outcomeRowId(marketRowId(c.match_id, c.market_id, c.specifier || null), c.outcome_id);
    if (c.odds >= 1 && data.store.hasRow('outcomes', row) && data.store.getCell('outcomes', row, 'odds') !== c.odds) {
      data.store.setCell('outcomes', row, 'odds', c.odds);
    }
  }
  const price = new Map(p.current.map((c) => [outcomeRowId(marketRowId(c.match_id, c.market_id, c.specifier), c.outcome_id), c.odds]));
  const picks = slotSelections(data, p.slot).map((s) => {
    const odds = price.get(outcomeRowId(marketRowId(s.matchId, s.marketId, s.specifier), s.outcomeId));
    return odds && odds >= 1 ? { ...s, odds } : s;
  });
  writeSlot(data, p.slot, picks, at);
}

/** How the slip takes live price changes from now on (domain/odds-policy.ts). */
export function oddsPolicyChanged({ store }: AppData, p: PayloadOf<'v1.OddsPolicyChanged'>): void {
  store.setValue('odds_policy', oddsPolicyOf(p.policy));
}
