// GET /api/v1/live and GET /api/v1/live/:matchId (schema/endpoints/live.ts): the matches being played and one match
// with its stats and events, read from live_events (store.ts) at the server's now. A match of a sport without live
// play, or not started yet, reads as 'not_started' with no events; an unknown id is the declared 404. The list also
// carries its matches in the catalogue's shape (`catalog`): each main market at its in-play status, suspended for a
// sport without an in-play book, as every catalogue answer marks it; what a Live row's odds buttons show and pick.
import type { FastifyInstance } from 'fastify';
import { LiveMatch, LiveMatches } from '../../../schema/endpoints/live.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { withExtras } from '../catalog/lists.ts';
import { MATCH_COLUMNS } from '../catalog/repo.ts';
import { isPlayedLive } from '../catalog/status.ts';
import { notFound } from '../../plugins/errors.ts';
import { LIVE_SPORTS } from './sports.ts';
import { eventRowsOf, stateNow, statsOf, summaryOf, type LiveMatchRow } from './present.ts';
import { eventsOf, eventsOfMatches } from './store.ts';

const sportOf = (m: LiveMatchRow) => LIVE_SPORTS[m.sport_id] ?? 'football';

export function liveRoutes(app: FastifyInstance, db: Db, now: () => number): void {
  const matches = () =>
    db
      .selectFrom('matches as m')
      .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
      .innerJoin('categories as c', 'c.id', 'm.category_id')
      .innerJoin('sports as s', 's.id', 'm.sport_id')
      .select(MATCH_COLUMNS);

  route(app, LiveMatches, async () => {
    const at = now();
    const live = await matches().where('m.status', '=', 'live').orderBy('m.start_time').orderBy('m.id').execute();
    const byMatch = await eventsOfMatches(
      db,
      live.map((m) => m.id),
    );
    const catalog = (await withExtras(db, live)).map((m) =>
      isPlayedLive({ status: 'live', sport_id: m.sport_id }) || m.main_market === null
        ? m
        : { ...m, main_market: { ...m.main_market, status: 'suspended' } },
    );
    return {
      at: new Date(at).toISOString(),
      matches: live.map((m) => summaryOf(m, stateNow(sportOf(m), byMatch.get(m.id) ?? [], m.start_time.getTime(), at))),
      catalog,
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
