// GET /api/v1/live and GET /api/v1/live/:matchId (schema/endpoints/live.ts): the matches being played and one match
// with its stats and events, read from live_events (store.ts) at the server's now. A match of a sport without live
// play, or not started yet, reads as 'not_started' with no events; an unknown id is the declared 404.
import type { FastifyInstance } from 'fastify';
import { LiveMatch, LiveMatches } from '../../../schema/endpoints/live.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { notFound } from '../../plugins/errors.ts';
import { LIVE_SPORTS } from './sports.ts';
import { eventRowsOf, stateNow, statsOf, summaryOf, type LiveMatchRow } from './present.ts';
import { eventsOf, eventsOfMatches } from './store.ts';

const COLUMNS = ['m.id', 'm.sport_id', 'm.tournament_id', 't.name as tournament_name', 'm.home_team', 'm.away_team', 'm.start_time'] as const;

const sportOf = (m: LiveMatchRow) => LIVE_SPORTS[m.sport_id] ?? 'football';

export function liveRoutes(app: FastifyInstance, db: Db, now: () => number): void {
  const matches = () => db.selectFrom('matches as m').innerJoin('tournaments as t', 't.id', 'm.tournament_id').select(COLUMNS);

  route(app, LiveMatches, async () => {
    const at = now();
    const live = await matches().where('m.status', '=', 'live').orderBy('m.start_time').orderBy('m.id').execute();
    const byMatch = await eventsOfMatches(
      db,
      live.map((m) => m.id),
    );
    return {
      at: new Date(at).toISOString(),
      matches: live.map((m) => summaryOf(m, stateNow(sportOf(m), byMatch.get(m.id) ?? [], m.start_time.getTime(), at))),
    };
  });

  route(app, LiveMatch, async (req) => {
    const at = now();
    const m = await matches().where('m.id', '=', req.params.matchId).executeTakeFirst();
    if (m === undefined) {
      throw notFound('Match');
    }
    const events = await eventsOf(db, m.id);
    const s = stateNow(sportOf(m), events, m.start_time.getTime(), at);
    return { at: new Date(at).toISOString(), match: summaryOf(m, s), stats: statsOf(s), events: eventRowsOf(events, s) };
  });
}
