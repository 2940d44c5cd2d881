// GET /api/v1/booking-codes/:code (public): a code's picks with each one's price now. A pick is closed when its match
// is gone, started, inside the betting cut-off or not 'not_started', or its market is gone or not active, or its
// outcome is gone or priced at 1.00 or less (the rules a ticket's leg is refused by, tickets/check.ts); changed when
// its price moved since the save; else open. The answer holds the picks and the expiry only (no creator, no save
// time); it may be cached 5 seconds (a price shown is re-checked by the ticket that uses it). Unknown: 404; past its
// first kick-off: 410 (the row may still be there until the prune deletes it).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { bettingClosed } from '../../../domain/betting-window.ts';
import { fromCents } from '../../../domain/money.ts';
import type { BookingCodeSelection } from '../../../schema/booking-code.ts';
import { GetBookingCode } from '../../../schema/endpoints/booking-codes.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { ModuleOptions } from '../module-options.ts';
import { savedPicksOf, type SavedPick } from './picks.ts';

export const NOT_FOUND = 'Booking code not found';
export const EXPIRED = 'This booking code has expired';

const key = (...parts: string[]): string => parts.join('\u0000');

/** The current state of each pick, read in three statements (matches, markets, outcomes of the code's picks). */
async function picksNow(db: Db, picks: readonly SavedPick[], nowMs: number): Promise<BookingCodeSelection[]> {
  const matchIds = [...new Set(picks.map((p) => p.match_id))];
  const marketKeys = picks.map((p) => sql`(${p.match_id}, ${p.market_id}, ${p.specifier})`);
  const outcomeKeys = picks.map((p) => sql`(${p.match_id}, ${p.market_id}, ${p.specifier}, ${p.outcome_id})`);
  const [matches, markets, outcomes] = await Promise.all([
    db.selectFrom('matches').select(['id', 'status', 'start_time']).where('id', 'in', matchIds).execute(),
    db
      .selectFrom('markets')
      .select(['match_id', 'market_id', 'specifier', 'status'])
      .where(sql<boolean>`(match_id, market_id, specifier) in (${sql.join(marketKeys)})`)
      .execute(),
    db
      .selectFrom('outcomes')
      .select(['match_id', 'market_id', 'specifier', 'outcome_id', 'odds_hundredths'])
      .where(sql<boolean>`(match_id, market_id, specifier, outcome_id) in (${sql.join(outcomeKeys)})`)
      .execute(),
  ]);
  const matchById = new Map(matches.map((m) => [m.id, m]));
  const marketStatus = new Map(markets.map((m) => [key(m.match_id, m.market_id, m.specifier), m.status]));
  const price = new Map(outcomes.map((o) => [key(o.match_id, o.market_id, o.specifier, o.outcome_id), o.odds_hundredths]));
  return picks.map((p) => {
    const match = matchById.get(p.match_id);
    const now = price.get(key(p.match_id, p.market_id, p.specifier, p.outcome_id));
    const closed =
      match === undefined ||
      match.status !== 'not_started' ||
      bettingClosed(new Date(match.start_time).getTime(), nowMs) ||
      marketStatus.get(key(p.match_id, p.market_id, p.specifier)) !== 'active' ||
      now === undefined ||
      now <= 100;
    return {
      match_id: p.match_id,
      market_id: p.market_id,
      outcome_id: p.outcome_id,
      specifier: p.specifier === '' ? null : p.specifier,
      variant: p.variant,
      special_value: p.special_value,
      variant_value: p.variant_value,
      state: closed ? 'closed' : now === p.odds_hundredths ? 'open' : 'changed',
      odds: closed || now === undefined ? null : fromCents(now),
      saved_odds: fromCents(p.odds_hundredths),
      home_team: p.home_team,
      away_team: p.away_team,
      market_name: p.market_name,
      outcome_name: p.outcome_name,
      start_time: match === undefined ? p.start_time : new Date(match.start_time).toISOString(),
      sport_name: p.sport_name,
      category: p.category,
      tournament: p.tournament,
    };
  });
}

export function readRoutes(app: FastifyInstance, opts: ModuleOptions): void {
  const { db, now } = opts;
  route(app, GetBookingCode, async (request, reply) => {
    const nowMs = now();
    const row = await db
      .selectFrom('booking_codes')
      .select(['code', 'selections', 'expires_at'])
      .where('code', '=', request.params.code)
      .executeTakeFirst();
    if (row === undefined) {
      throw new HttpError(404, 'BOOKING_CODE_NOT_FOUND', NOT_FOUND);
    }
    const expiresAt = new Date(row.expires_at);
    if (expiresAt.getTime() <= nowMs) {
      throw new HttpError(410, 'BOOKING_CODE_EXPIRED', EXPIRED);
    }
    const selections = await picksNow(db, savedPicksOf(row.selections), nowMs);
    return reply.header('cache-control', 'public, max-age=5').send({ code: row.code, expires_at: expiresAt.toISOString(), selections });
  });
}
