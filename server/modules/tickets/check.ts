// Checks a ticket's selections against the stored catalogue, one rule at a time over all legs (spec §8
// order): duplicate match, match exists, not started, not kicking off within a minute, market exists and
// is active, outcome exists with odds above 1, and the client's odds equal the stored price. A live bet (issue 32,
// live-holds.ts) also takes matches being played, and takes moved prices by the player's odds policy.
// Runs INSIDE the transaction that stores the ticket: the legs' match rows are read FOR SHARE in key order,
// then their market and outcome rows FOR SHARE in one statement, in key order (each market just before its
// outcome). Every writer of prices and market states (odds/store.ts, odds/job.ts, odds/admin.ts) locks its
// market rows FOR UPDATE (or UPDATEs them) before it touches their outcomes, so a change that commits before the ticket's read is what the ticket is checked
// on, and one that comes later waits for the ticket's commit: no ticket commits on a state already replaced.
// A money ticket is first tried in one statement (fast-place.ts) that places it only when all of these rules
// hold: a rule added here must hold there too (or make it write nothing), as a ticket comes here only when it did.
// Before the legs: a player's ticket is refused while the player is self-excluded (responsible-gaming/exclusion.ts;
// fast-place.ts writes nothing then), read in this same transaction.
import { sql, type Kysely } from 'kysely';
import { oddsToHundredths } from '../../../domain/bet-math.ts';
import { hasDuplicateMatch } from '../../../domain/selection.ts';
import { fromCents } from '../../../domain/money.ts';
import { TICKET_ERRORS } from '../../../domain/ticket-errors.ts';
import { bettingClosed } from '../../../domain/betting-window.ts';
import type { Database } from '../../db/index.ts';
import { oddsChanged, ticketError } from './errors.ts';
import type { SelectionInput } from './input.ts';
import { refuseIfExcluded } from '../responsible-gaming/exclusion.ts';
import { isPlayedLive } from '../catalog/status.ts';

/** The match a leg is on, as the ticket's market_status entries name it (read with the match's lock). */
export interface Fixture {
  startTime: Date;
  homeTeam: string | null;
  awayTeam: string | null;
  sportName: string | null;
  categoryName: string | null;
  tournamentName: string | null;
}

/** Whether a price move from what the client saw (`seen`) to the stored one (`now`) refuses the leg under `policy`. */
export function refusesMove(policy: OddsPolicy, seen: number, now: number): boolean {
  return policy === 'any' ? false : policy === 'higher' ? now < seen : now !== seen;
}

export interface PricedLeg {
  matchId: string;
  /** The leg's match is being played (a live bet: held for its sport's delay). */
  inPlay?: boolean;
  sportId?: string;
  marketId: string;
  specifier: string;
  outcomeId: string;
  oddsHundredths: number;
  outcomeName: string;
  marketName: string;
  fixture: Fixture;
}

const marketKey = (matchId: string, marketId: string, specifier: string): string => `${matchId}\u0000${marketId}\u0000${specifier}`;

/** How a price that moved since the client saw it is taken (schema/betslip.ts ODDS_POLICIES): refused, taken when higher, taken. */
export type OddsPolicy = 'ask' | 'higher' | 'any';

export interface CheckOptions {
  nowMs: number;
  /** In-play legs are allowed (a live bet held for its delay, live-holds.ts): a match played live takes bets. */
  inPlay?: boolean;
  /** How moved prices are taken; 'ask' (exact prices, the spec's rule) when absent. */
  oddsPolicy?: OddsPolicy;
  /** The MATCH_STARTING_SOON text (the cashier endpoint has its own). */
  startingSoonText?: string;
  /** The player the ticket is for (none for an anonymous cashier ticket): refused while self-excluded. */
  userId?: string;
}

/** A leg without its market or outcome row: which refusal, in the spec's order (the market's before the outcome's). */
async function refuseMissing(trx: Kysely<Database>, selections: readonly SelectionInput[]): Promise<never> {
  const legKeys = selections.map((s) => sql`(${s.matchId}, ${s.marketId}, ${s.specifier})`);
  const markets = await trx
    .selectFrom('markets')
    .select(['match_id', 'market_id', 'specifier', 'status'])
    .where(sql<boolean>`(match_id, market_id, specifier) in (${sql.join(legKeys)})`)
    .execute();
  const status = new Map(markets.map((m) => [marketKey(m.match_id, m.market_id, m.specifier), m.status]));
  const legStatus = selections.map((s) => status.get(marketKey(s.matchId, s.marketId, s.specifier)));
  if (legStatus.some((m) => m === undefined)) {
    throw ticketError('MARKET_NOT_FOUND');
  }
  throw ticketError(legStatus.some((m) => m !== 'active') ? 'MARKET_NOT_ACTIVE' : 'INVALID_ODDS');
}

/** Checks and prices the legs; `trx` must be the transaction that then stores the ticket. */
export async function checkSelections(trx: Kysely<Database>, selections: readonly SelectionInput[], opts: CheckOptions): Promise<PricedLeg[]> {
  if (opts.userId !== undefined) {
    await refuseIfExcluded(trx, opts.userId, opts.nowMs);
  }
  if (hasDuplicateMatch(selections)) {
    throw ticketError('DUPLICATE_MATCH');
  }
  const matchIds = [...new Set(selections.map((s) => s.matchId))];
  const matches = await trx
    .selectFrom('matches as m')
    .leftJoin('sports as sp', 'sp.id', 'm.sport_id')
    .leftJoin('categories as c', 'c.id', 'm.category_id')
    .leftJoin('tournaments as t', 't.id', 'm.tournament_id')
    .select([
      'm.id',
      'm.status',
      'm.sport_id',
      'm.start_time',
      'm.home_team',
      'm.away_team',
      'sp.name as sport',
      'c.name as category',
      't.name as tournament',
      // In play (a live bet): its play has begun, an event stored (the book opened it). Read in the same statement.
      opts.inPlay === true ? sql<boolean>`exists (select 1 from live_events e where e.match_id = m.id)`.as('begun') : sql<boolean>`false`.as('begun'),
    ])
    .where('m.id', 'in', matchIds)
    .orderBy('m.id')
    .forShare('m')
    .execute();
  const matchById = new Map(matches.map((m) => [m.id, m]));
  if (matchIds.some((id) => !matchById.has(id))) {
    throw ticketError('MATCH_NOT_FOUND');
  }
  // In play: a live match of a sport with an in-play book whose play has begun (an event stored: the book opened it).
  const inPlay = (m: { status: string; sport_id: string; begun: boolean }): boolean => m.begun && isPlayedLive(m);
  if (matches.some((m) => m.status !== 'not_started' && !inPlay(m))) {
    throw ticketError('MATCH_NOT_ACTIVE');
  }
  if (matches.some((m) => !inPlay(m) && bettingClosed(new Date(m.start_time).getTime(), opts.nowMs))) {
    throw ticketError('MATCH_STARTING_SOON', opts.startingSoonText ?? TICKET_ERRORS.MATCH_STARTING_SOON);
  }
  const outcomeKeys = selections.map((s) => sql`(${s.matchId}, ${s.marketId}, ${s.specifier}, ${s.outcomeId})`);
  // Each leg's market and outcome in one statement, locked in key order (market, then its outcome): a row a writer
  // committed meanwhile is re-read at its newest version before it is locked, as a statement of its own would read it.
  const rows = await trx
    .selectFrom('markets as k')
    .innerJoin('outcomes as o', (j) =>
      j.onRef('o.match_id', '=', 'k.match_id').onRef('o.market_id', '=', 'k.market_id').onRef('o.specifier', '=', 'k.specifier'),
    )
    .select(['k.match_id', 'k.market_id', 'k.specifier', 'k.name as market_name', 'k.status', 'o.outcome_id', 'o.name', 'o.odds_hundredths'])
    .where(sql<boolean>`(o.match_id, o.market_id, o.specifier, o.outcome_id) in (${sql.join(outcomeKeys)})`)
    .orderBy('k.match_id')
    .orderBy('k.market_id')
    .orderBy('k.specifier')
    .orderBy('o.outcome_id')
    .forShare()
    .execute();
  const byKey = new Map(rows.map((r) => [`${marketKey(r.match_id, r.market_id, r.specifier)}\u0000${r.outcome_id}`, r]));
  const found = selections.map((s) => byKey.get(`${marketKey(s.matchId, s.marketId, s.specifier)}\u0000${s.outcomeId}`));
  if (found.some((r) => r === undefined)) {
    await refuseMissing(trx, selections);
  }
  if (found.some((r) => r?.status !== 'active')) {
    throw ticketError('MARKET_NOT_ACTIVE');
  }
  const legs = selections.map((s, i) => {
    const o = found[i];
    const m = matchById.get(s.matchId);
    if (o === undefined || m === undefined || s.odds <= 1 || o.odds_hundredths <= 100) {
      throw ticketError('INVALID_ODDS');
    }
    return {
      matchId: s.matchId,
      marketId: s.marketId,
      specifier: s.specifier,
      outcomeId: s.outcomeId,
      oddsHundredths: o.odds_hundredths,
      inPlay: inPlay(m),
      sportId: m.sport_id,
      outcomeName: o.name,
      marketName: o.market_name,
      fixture: {
        startTime: m.start_time,
        homeTeam: m.home_team,
        awayTeam: m.away_team,
        sportName: m.sport,
        categoryName: m.category,
        tournamentName: m.tournament,
      },
    };
  });
  if (selections.some((s, i) => refusesMove(opts.oddsPolicy ?? 'ask', oddsToHundredths(s.odds), legs[i]?.oddsHundredths ?? 0))) {
    throw oddsChanged(
      legs.map((l) => ({
        match_id: l.matchId,
        market_id: l.marketId,
        specifier: l.specifier,
        outcome_id: l.outcomeId,
        odds: fromCents(l.oddsHundredths),
      })),
    );
  }
  return legs;
}
