// Checks a ticket's selections against the stored catalogue, one rule at a time over all legs (spec §8
// order): duplicate match, match exists, not started, not kicking off within a minute, market exists and
// is active, outcome exists with odds above 1, and the client's odds equal the stored price.
import { oddsToHundredths } from '../../../domain/bet-math.ts';
import { hasDuplicateMatch } from '../../../domain/selection.ts';
import { fromCents } from '../../../domain/money.ts';
import { TICKET_ERRORS } from '../../../domain/ticket-errors.ts';
import type { Db } from '../../db/index.ts';
import { oddsChanged, ticketError } from './errors.ts';
import type { SelectionInput } from './input.ts';

/** Markets close this long before kick-off (docs/decisions.md). */
export const CLOSE_BEFORE_KICKOFF_MS = 60_000;

export interface PricedLeg {
  matchId: string;
  marketId: string;
  specifier: string;
  outcomeId: string;
  oddsHundredths: number;
  outcomeName: string;
  marketName: string;
}

const marketKey = (matchId: string, marketId: string, specifier: string): string => `${matchId}\u0000${marketId}\u0000${specifier}`;

export interface CheckOptions {
  nowMs: number;
  /** The MATCH_STARTING_SOON text (the cashier endpoint has its own). */
  startingSoonText?: string;
}

export async function checkSelections(db: Db, selections: readonly SelectionInput[], opts: CheckOptions): Promise<PricedLeg[]> {
  if (hasDuplicateMatch(selections)) {
    throw ticketError('DUPLICATE_MATCH');
  }
  const matchIds = [...new Set(selections.map((s) => s.matchId))];
  const matches = await db.selectFrom('matches').select(['id', 'status', 'start_time']).where('id', 'in', matchIds).execute();
  const matchById = new Map(matches.map((m) => [m.id, m]));
  if (matchIds.some((id) => !matchById.has(id))) {
    throw ticketError('MATCH_NOT_FOUND');
  }
  if (matches.some((m) => m.status !== 'not_started')) {
    throw ticketError('MATCH_NOT_ACTIVE');
  }
  if (matches.some((m) => new Date(m.start_time).getTime() - opts.nowMs <= CLOSE_BEFORE_KICKOFF_MS)) {
    throw ticketError('MATCH_STARTING_SOON', opts.startingSoonText ?? TICKET_ERRORS.MATCH_STARTING_SOON);
  }
  const marketIds = [...new Set(selections.map((s) => s.marketId))];
  const markets = await db.selectFrom('markets').select(['match_id', 'market_id', 'specifier', 'name', 'status'])
    .where('match_id', 'in', matchIds).where('market_id', 'in', marketIds).execute();
  const marketByKey = new Map(markets.map((m) => [marketKey(m.match_id, m.market_id, m.specifier), m]));
  const legMarkets = selections.map((s) => marketByKey.get(marketKey(s.matchId, s.marketId, s.specifier)));
  if (legMarkets.some((m) => m === undefined)) {
    throw ticketError('MARKET_NOT_FOUND');
  }
  if (legMarkets.some((m) => m?.status !== 'active')) {
    throw ticketError('MARKET_NOT_ACTIVE');
  }
  const outcomes = await db.selectFrom('outcomes').select(['match_id', 'market_id', 'specifier', 'outcome_id', 'name', 'odds_hundredths'])
    .where('match_id', 'in', matchIds).where('market_id', 'in', marketIds).execute();
  const outcomeByKey = new Map(outcomes.map((o) => [`${marketKey(o.match_id, o.market_id, o.specifier)}\u0000${o.outcome_id}`, o]));
  const legs = selections.map((s, i) => {
    const o = outcomeByKey.get(`${marketKey(s.matchId, s.marketId, s.specifier)}\u0000${s.outcomeId}`);
    if (o === undefined || s.odds <= 1 || o.odds_hundredths <= 100) {
      throw ticketError('INVALID_ODDS');
    }
    return {
      matchId: s.matchId, marketId: s.marketId, specifier: s.specifier, outcomeId: s.outcomeId,
      oddsHundredths: o.odds_hundredths, outcomeName: o.name, marketName: legMarkets[i]?.name ?? '',
    };
  });
  if (selections.some((s, i) => oddsToHundredths(s.odds) !== legs[i]?.oddsHundredths)) {
    throw oddsChanged(legs.map((l) => ({
      match_id: l.matchId, market_id: l.marketId, specifier: l.specifier, outcome_id: l.outcomeId, odds: fromCents(l.oddsHundredths),
    })));
  }
  return legs;
}
