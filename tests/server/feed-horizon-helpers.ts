// Checks shared by the feed-horizon tests (PGlite and PostgreSQL, issue 29): the sportsbook keeps its full horizon
// of fixtures ahead of the feed clock, and a bet keeps the kick-off it was placed against, however far and however
// often the clock moves.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { allFixturesBetween, SPORTS } from '../../server/modules/catalog/feed/index.ts';
import { authed, signUp } from './auth-helpers.ts';
import { getJson, NOW } from './helpers.ts';
import { moneyBody, pickLegs, place } from './tickets-helpers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The catalogue sync's horizon (server/modules/catalog/sync.ts). */
const HORIZON_MS = 8 * DAY_MS;

export const advanceBy = (app: FastifyInstance, token: string, minutes: number) =>
  app.inject({ method: 'POST', url: '/api/admin/v1/feed/advance', headers: { authorization: `Bearer ${token}` }, payload: { minutes } });

/** Advances by `minutes` in calls of at most one week (the endpoint's bound), each answered 200. */
export async function advanceFar(app: FastifyInstance, token: string, minutes: number): Promise<void> {
  for (let left = minutes; left > 0; left -= 7 * 24 * 60) {
    const res = await advanceBy(app, token, Math.min(left, 7 * 24 * 60));
    expect(res.statusCode, res.body).toBe(200);
  }
}

export async function offsetMinutes(app: FastifyInstance): Promise<number> {
  const row = await app.db.selectFrom('feed_clock').select('offset_minutes').where('id', '=', 1).executeTakeFirstOrThrow();
  return Number(row.offset_minutes);
}

/**
 * The feed's whole horizon is stored, each fixture at its feed time minus the offset, and /api/v1/sports lists
 * matches kicking off from now to the last day of the horizon (real clock NOW: the server clock never moves).
 */
export async function expectFullHorizon(app: FastifyInstance, offsetMin: number, upcomingBefore: number): Promise<void> {
  const offsetMs = offsetMin * 60_000;
  const due = allFixturesBetween(NOW + offsetMs, NOW + offsetMs + HORIZON_MS);
  const stored = new Map<string, number>();
  const ids = due.map((f) => f.id);
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await app.db
      .selectFrom('matches')
      .select(['id', 'start_time'])
      .where('id', 'in', ids.slice(i, i + 1000))
      .execute();
    for (const r of rows) {
      stored.set(r.id, r.start_time.getTime());
    }
  }
  expect(due.filter((f) => stored.get(f.id) !== f.startTime - offsetMs).map((f) => f.id)).toEqual([]);
  const upcoming = await app.db
    .selectFrom('matches')
    .select(['start_time'])
    .where('status', '=', 'not_started')
    .where('start_time', '>', new Date(NOW))
    .orderBy('start_time', 'desc')
    .execute();
  // As many upcoming matches as before any advance (the schedule is a weekly cycle; within a tenth), the last a week ahead.
  expect(upcoming.length).toBeGreaterThan(upcomingBefore * 0.9);
  expect(upcoming[0]!.start_time.getTime()).toBeGreaterThan(NOW + 7 * DAY_MS);
  const sports = (await getJson(app, '/api/v1/sports')) as { sports: Array<{ id: string; match_count: number }> };
  expect(sports.sports.map((s) => s.id).sort()).toEqual(SPORTS.map((s) => s.id).sort());
  expect(sports.sports.every((s) => s.match_count > 0)).toBe(true);
}

export async function upcomingCount(app: FastifyInstance): Promise<number> {
  const rows = await app.db.selectFrom('matches').select('id').where('status', '=', 'not_started').where('start_time', '>', new Date(NOW)).execute();
  return rows.length;
}

/** A player with a placed money ticket of two legs; answers how to read the ticket's kick-offs. */
export async function placedTicket(app: FastifyInstance, phone: string): Promise<{ kickoffs: () => Promise<string[]> }> {
  const player = await signUp(app, phone);
  const res = await place(app, player.session.id, moneyBody(player.user.id, await pickLegs(app, 2, 5), 10));
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().ticket_id as string;
  const placed = (res.json().ticket.market_status as Array<{ StartTime: string }>).map((m) => m.StartTime);
  const kickoffs = async () => {
    const read = await authed(app, { url: `/api/v1/tickets/${id}`, token: player.session.id });
    return (read.json().market_status as Array<{ StartTime: string }>).map((m) => m.StartTime);
  };
  expect(await kickoffs()).toEqual(placed);
  return { kickoffs };
}
