// POST /api/v1/booking-codes (signed, no session): saves a slip's picks under a new code. The picks pass the rules a
// ticket's legs pass (tickets/check.ts, in the transaction that stores the code: duplicate match, match exists and
// takes bets, market active, outcome priced), except the client's price: the code keeps the server's price of now
// (the slip may hold one the player has not refreshed; a reader is shown any later move against it). The code
// expires at the earliest kick-off of its matches. Anyone can call it, so every attempt counts per client address
// (request.ip, TRUST_PROXY applied) before anything else: 30 per 10 minutes and 300 a day, else 429 with Retry-After.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { BOOKING_TOO_MANY, CreateBookingCode } from '../../../schema/endpoints/booking-codes.ts';
import type { Database } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { hitEach, type Limit } from '../auth/rate-limit.ts';
import type { ModuleOptions } from '../module-options.ts';
import { checkSelections, type PricedLeg } from '../tickets/check.ts';
import { TicketError } from '../tickets/errors.ts';
import { selectionsOf, type SelectionInput } from '../tickets/input.ts';
import { addressHasher } from './address.ts';
import { insertCode } from './codes.ts';
import type { SavedPick } from './picks.ts';

export const BOOKING_LIMITS: readonly Limit[] = [
  { name: 'booking-code-10m', windowMs: 10 * 60_000, max: 30 },
  { name: 'booking-code-day', windowMs: 24 * 60 * 60_000, max: 300 },
];

/** The legs checked at the server's prices: a first pass with the client's, and on ODDS_CHANGED one with the current ones. */
async function checkAtServerPrices(trx: Kysely<Database>, selections: SelectionInput[], nowMs: number): Promise<PricedLeg[]> {
  try {
    return await checkSelections(trx, selections, { nowMs });
  } catch (err) {
    if (!(err instanceof TicketError) || err.code !== 'ODDS_CHANGED') {
      throw err;
    }
    const current = err.extra.current as { odds: number }[];
    return checkSelections(
      trx,
      selections.map((s, i) => ({ ...s, odds: current[i]?.odds ?? s.odds })),
      { nowMs },
    );
  }
}

type Wire = { variant?: string | null; special_value?: string | null; variant_value?: string | null };

function savedPick(leg: PricedLeg, wire: Wire): SavedPick {
  const f = leg.fixture;
  return {
    match_id: leg.matchId,
    market_id: leg.marketId,
    outcome_id: leg.outcomeId,
    specifier: leg.specifier,
    variant: wire.variant ?? null,
    special_value: wire.special_value ?? null,
    variant_value: wire.variant_value ?? null,
    odds_hundredths: leg.oddsHundredths,
    home_team: f.homeTeam ?? '',
    away_team: f.awayTeam ?? '',
    market_name: leg.marketName,
    outcome_name: leg.outcomeName,
    start_time: new Date(f.startTime).toISOString(),
    sport_name: f.sportName ?? '',
    category: f.categoryName ?? '',
    tournament: f.tournamentName ?? '',
  };
}

export function saveRoutes(app: FastifyInstance, opts: ModuleOptions): void {
  const { db, now } = opts;
  const hashAddress = addressHasher(db);
  const count = async (request: FastifyRequest): Promise<void> => {
    await hitEach(
      db,
      BOOKING_LIMITS.map((limit): [Limit, string] => [limit, request.ip]),
      now(),
      BOOKING_TOO_MANY,
      'TOO_MANY_BOOKING_CODES',
    );
  };
  route(
    app,
    CreateBookingCode,
    async (request, reply) => {
      const nowMs = now();
      const wire = request.body.selections;
      const creatorHash = await hashAddress(request.ip);
      const saved = await db.transaction().execute(async (trx) => {
        const legs = await checkAtServerPrices(trx, selectionsOf(wire), nowMs);
        const picks = legs.map((leg, i) => savedPick(leg, wire[i] ?? {}));
        const expiresAt = new Date(Math.min(...legs.map((l) => new Date(l.fixture.startTime).getTime())));
        const code = await insertCode(trx, { picks, createdAt: new Date(nowMs), expiresAt, creatorHash });
        return { code, expires_at: expiresAt.toISOString() };
      });
      return reply.code(201).header('cache-control', 'no-store').send(saved);
    },
    { preValidation: count },
  );
}
