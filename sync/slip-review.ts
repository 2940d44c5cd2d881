// Each pick of a slot against the feed (issue 12): the accepted price (the pick's odds) against the live one,
// reviewed under the player's odds policy (domain/odds-policy.ts). The live price is the server's own after it
// refused a ticket with ODDS_CHANGED (its `current` list), else the store's outcome; its state is the store's
// (market not active or outcome suspended: closed; outcome gone from a market still held, or market gone from the
// match's market list: closed; otherwise nothing known). A pick whose match kicks off within the betting cut-off
// (domain/betting-window.ts) is closed too, as the server would refuse it; from kick-off on, the match is played and
// its in-play book's state decides (issue 32), until the match is over (the live family saw it end, or 4 h passed).
// What the slip shows, what PLACE BET does and the prices a ticket carries come from here.
import { oddsPolicyOf, reviewPrice, type LivePrice, type PriceReview } from '../domain/odds-policy.ts';
import { isPickable } from '../domain/market-display.ts';
import { bettingClosed } from '../domain/betting-window.ts';
import { array } from 'superstruct';
import { CurrentOdds } from '../schema/betslip.ts';
import { marketRowId, outcomeRowId, type AppStore } from './store.ts';

export interface PickReview extends PriceReview {
  /** The pick's row id in slipSelections. */
  row: string;
}

/** No match is played longer than this after its kick-off: a pick older than that is over. */
const PLAYED_MS = 4 * 3_600_000;

const priceKey = (matchId: string, marketId: string, specifier: string, outcomeId: string): string =>
  outcomeRowId(marketRowId(matchId, marketId, specifier), outcomeId);

/** The match's full market list has landed (marketsResource's key), so a market missing from it is gone. */
const marketsAnswered = (store: AppStore, matchId: string): boolean =>
  ['ready', 'stale'].includes(store.getCell('resources', `markets:${matchId}`, 'status') ?? '');

/**
 * The feed's word on a stored pick at `nowMs`: null when the store holds nothing of its market, the server said
 * nothing and the match is not inside the cut-off.
 */
function livePrice(store: AppStore, row: string, refused: ReadonlyMap<string, number>, nowMs: number): LivePrice | null {
  const s = store.getRow('slipSelections', row);
  const start = s.start_time ?? 0;
  const [matchId, marketId, specifier, outcomeId] = [s.match_id ?? '', s.market_id ?? '', s.specifier ?? '', s.outcome_id ?? ''];
  const marketRow = marketRowId(matchId, marketId, specifier || null);
  const outcomeRow = outcomeRowId(marketRow, outcomeId);
  let known: LivePrice | null = null;
  if (store.hasRow('outcomes', outcomeRow)) {
    const open = isPickable(store.getCell('markets', marketRow, 'status') ?? '') && store.getCell('outcomes', outcomeRow, 'status') !== 'suspended';
    known = { odds: store.getCell('outcomes', outcomeRow, 'odds') ?? 0, open };
  } else if (store.hasRow('markets', marketRow) || marketsAnswered(store, matchId)) {
    known = { odds: s.odds ?? 0, open: false };
  }
  const server = refused.get(priceKey(matchId, marketId, specifier, outcomeId));
  const live = server === undefined ? known : { odds: server, open: known?.open ?? true };
  // A pick whose kick-off is unknown (0) is left to the server; a played match's to its in-play book.
  const over = nowMs - start > PLAYED_MS || store.getCell('liveScores', matchId, 'phase') === 'ended';
  return start > 0 && (nowMs < start ? bettingClosed(start, nowMs) : over) ? { odds: live?.odds ?? s.odds ?? 0, open: false } : live;
}

/** The server's current prices of a refusal, by pick. */
function refusedPrices(current: readonly CurrentOdds[]): Map<string, number> {
  return new Map(current.map((c) => [priceKey(c.match_id, c.market_id, c.specifier ?? '', c.outcome_id), c.odds]));
}

/** The current prices of the slot's last ODDS_CHANGED refusal (placements table), [] when there is none. */
function refusedCurrent(store: AppStore, slot: number): CurrentOdds[] {
  const text = store.getCell('placements', String(slot), 'current') ?? '';
  if (!text) {
    return [];
  }
  try {
    const [error, current] = array(CurrentOdds).validate(JSON.parse(text), { coerce: true });
    return error ? [] : current;
  } catch {
    return [];
  }
}

/** The picks `rows` of `slot` (in order) reviewed at `nowMs` under the stored policy and the slot's refusal, if any. */
export function reviewPicks(store: AppStore, slot: number, rows: readonly string[], nowMs: number): PickReview[] {
  const policy = oddsPolicyOf(store.getValue('odds_policy'));
  const server = refusedPrices(refusedCurrent(store, slot));
  return rows.map((row) => ({
    row,
    ...reviewPrice(store.getCell('slipSelections', row, 'odds') ?? 0, livePrice(store, row, server, nowMs), policy),
  }));
}

/**
 * The live prices to take into the slip (v1.SlipOddsAccepted's `current`): every changed pick when the player
 * accepts, or only those the policy takes (`takenOnly`) before a ticket is placed with them.
 */
export function pricesToAccept(store: AppStore, reviews: readonly PickReview[], takenOnly = false): CurrentOdds[] {
  return reviews
    .filter((r) => !r.suspended && r.move !== 'same' && (r.take || !takenOnly))
    .map((r) => {
      const s = store.getRow('slipSelections', r.row);
      return {
        match_id: s.match_id ?? '',
        market_id: s.market_id ?? '',
        outcome_id: s.outcome_id ?? '',
        specifier: s.specifier || null,
        odds: r.live,
      };
    });
}
