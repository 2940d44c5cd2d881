// A CASH- ticket with a leg in play (issue 32) is taken at the counter as a player's live bet is: the accept request
// waits its in-play legs' delay (LIVE_BET_DELAYS) before its transaction, and inside that transaction every leg is
// checked again on the prices and market states of that moment (tickets/check.ts). A market suspended meanwhile
// refuses the ticket (MARKET_NOT_ACTIVE); a price below the one printed on the ticket refuses it (ODDS_CHANGED, with
// the current prices); a higher one is taken at the printed price — the ticket pays the odds the customer holds
// ('higher only', the players' default). No money moves before that transaction: a server killed during the delay
// has taken nothing, and the cashier accepts again. A ticket with no leg in play keeps the prematch rules.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.ts';
import { delayOf, type LiveDelays } from '../../config-live.ts';
import { checkSelections } from '../tickets/check.ts';
import { inPlayMatches } from '../tickets/live-route.ts';

/** The sports of the ticket's legs whose match is being played in play now (empty: a prematch ticket). */
export async function inPlaySports(db: Kysely<Database>, ticketId: string): Promise<string[]> {
  const rows = await inPlayMatches(db)
    .where('id', 'in', (eb) => eb.selectFrom('ticket_selections').select('match_id').where('ticket_id', '=', ticketId))
    .execute();
  return rows.map((r) => r.sport_id);
}

/** How long the counter waits before taking the ticket: its in-play legs' longest delay, 0 for a prematch one. */
export async function acceptDelayMs(db: Kysely<Database>, ticketId: string, delays: LiveDelays): Promise<number> {
  const sports = await inPlaySports(db, ticketId);
  return sports.length === 0 ? 0 : delayOf(delays, sports);
}

/** Checks every leg again in the accepting transaction; throws the refusal (TicketError). */
export async function recheckLegs(trx: Kysely<Database>, ticketId: string, nowMs: number): Promise<void> {
  const legs = await trx
    .selectFrom('ticket_selections')
    .select(['match_id', 'market_id', 'specifier', 'outcome_id', 'odds_hundredths'])
    .where('ticket_id', '=', ticketId)
    .orderBy('position')
    .execute();
  await checkSelections(
    trx,
    legs.map((l) => ({ matchId: l.match_id, marketId: l.market_id, specifier: l.specifier, outcomeId: l.outcome_id, odds: l.odds_hundredths / 100 })),
    { nowMs, inPlay: true, oddsPolicy: 'higher' },
  );
}
