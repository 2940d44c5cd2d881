// Helpers for the live tests (issue 32): moving the feed clock to the next kick-off of a sport, and reading a
// match's stored prices and market states.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { fromCents } from '../../domain/money.ts';
import type { TestApp } from './helpers.ts';
import type { Leg } from './tickets-helpers.ts';

export const MIN = 60_000;

export const advanceFeed = (app: FastifyInstance, token: string, minutes: number) =>
  app.inject({ method: 'POST', url: '/api/admin/v1/feed/advance', headers: { authorization: `Bearer ${token}` }, payload: { minutes } });

export const MATCH_COLUMNS = ['id', 'sport_id', 'tournament_id', 'home_team', 'away_team', 'home_strength', 'away_strength', 'start_time'] as const;

/** Moves the feed clock until the next match of `sport` has just kicked off, and answers it (live now). */
export async function kickOff(app: TestApp['app'], token: string, sport: string) {
  const next = await app.db
    .selectFrom('matches')
    .select(MATCH_COLUMNS)
    .where('status', '=', 'not_started')
    .where('sport_id', '=', sport)
    .orderBy('start_time')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const minutes = Math.max(1, Math.ceil((next.start_time.getTime() - app.now()) / MIN));
  expect((await advanceFeed(app, token, minutes)).statusCode).toBe(200);
  return app.db.selectFrom('matches').select(MATCH_COLUMNS).where('id', '=', next.id).where('status', '=', 'live').executeTakeFirstOrThrow();
}

/** A leg on one outcome of a match at its stored price. */
export async function legOf(app: FastifyInstance, matchId: string, marketId: string, outcomeId: string, specifier = ''): Promise<Leg> {
  const o = await app.db
    .selectFrom('outcomes')
    .select('odds_hundredths')
    .where('match_id', '=', matchId)
    .where('market_id', '=', marketId)
    .where('specifier', '=', specifier)
    .where('outcome_id', '=', outcomeId)
    .executeTakeFirstOrThrow();
  return { match_id: matchId, market_id: marketId, specifier, outcome_id: outcomeId, odds: fromCents(o.odds_hundredths) };
}

/** A market's stored status. */
export async function marketStatus(app: FastifyInstance, matchId: string, marketId: string, specifier = ''): Promise<string | undefined> {
  const m = await app.db
    .selectFrom('markets')
    .select('status')
    .where('match_id', '=', matchId)
    .where('market_id', '=', marketId)
    .where('specifier', '=', specifier)
    .executeTakeFirst();
  return m?.status;
}

/** Sets a leg's stored price, as a price writer would (hundredths). */
export const setLegOdds = (app: FastifyInstance, leg: Leg, hundredths: number) =>
  app.db
    .updateTable('outcomes')
    .set({ odds_hundredths: hundredths })
    .where('match_id', '=', leg.match_id)
    .where('market_id', '=', leg.market_id)
    .where('specifier', '=', leg.specifier)
    .where('outcome_id', '=', leg.outcome_id)
    .execute();

/** Sets the stored status of a leg's market. */
export const setLegMarket = (app: FastifyInstance, leg: Leg, status: 'active' | 'suspended') =>
  app.db
    .updateTable('markets')
    .set({ status })
    .where('match_id', '=', leg.match_id)
    .where('market_id', '=', leg.market_id)
    .where('specifier', '=', leg.specifier)
    .execute();
