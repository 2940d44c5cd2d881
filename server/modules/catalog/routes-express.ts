// The express-match calls (spec §7 and companion §2/§3/§7): /express-matches ('Next 1H Matches': first halves
// under way, then the kick-offs of the next hour), /express-matches/upcoming (every kick-off to come) and
// /express-matches/filtered (by sport, category, tournament, status and time_filter, which sets its window). All
// page with page/page_size (default 20, at most 100) and answer {matches, sports, total, page, page_size}.
// Invariants: see express.ts; an unknown sport, category or tournament is a 404; a bad value a 400.
import type { FastifyInstance } from 'fastify';
import { ExpressMatches, FilteredExpressMatches, UpcomingExpressMatches } from '../../../schema/endpoints/catalog-browse.ts';
import type { Db } from '../../db/index.ts';
import { cached } from '../../plugins/cached-route.ts';
import { route } from '../../plugins/contract.ts';
import { notFound } from '../../plugins/errors.ts';
import { expressMatches, nextHour, type ExpressFilter } from './express.ts';
import { paging, type Paging } from './query.ts';
import * as repo from './repo.ts';
import type { CatalogPolicies, CatalogRoutesOptions } from './routes.ts';
import { kickoffWindow } from './time-filter.ts';

interface ExpressQuery extends Paging {
  sport_id?: string;
  category_id?: string;
  tournament_id?: string;
}

async function checkIds(db: Db, q: ExpressQuery): Promise<void> {
  if (q.sport_id !== undefined && !(await repo.findSport(db, q.sport_id))) {
    throw notFound('Sport');
  }
  if (q.category_id !== undefined && !(await repo.findCategory(db, q.category_id))) {
    throw notFound('Category');
  }
  if (q.tournament_id !== undefined && !(await repo.findTournament(db, q.tournament_id))) {
    throw notFound('Tournament');
  }
}

export function expressRoutes(app: FastifyInstance, { db, now, cache }: CatalogRoutesOptions, p: CatalogPolicies): void {
  const serve = async (q: ExpressQuery, filter: (nowMs: number) => ExpressFilter) => {
    const nowMs = now();
    const f = filter(nowMs);
    await checkIds(db, q);
    const { page, size, offset } = paging(q, 20, 100);
    const { matches, sports, total } = await expressMatches(db, nowMs, f, q.sport_id, size, offset);
    return { matches, sports, total, page, page_size: size };
  };

  route(
    app,
    ExpressMatches,
    cached(cache, p.express, async (req) => serve(req.query, (nowMs) => ({ window: nextHour(nowMs) }))),
  );

  route(
    app,
    UpcomingExpressMatches,
    cached(cache, p.express, async (req) => serve(req.query, () => ({ status: 'not_started', window: { from: null, to: null } }))),
  );

  // status and time_filter are checked at the edge, so a bad one is a 400 whatever the ids say.
  route(
    app,
    FilteredExpressMatches,
    cached(cache, p.express, async (req) =>
      serve(req.query, (nowMs) => ({
        categoryId: req.query.category_id,
        tournamentId: req.query.tournament_id,
        status: req.query.status,
        window: kickoffWindow(req.query.time_filter, nowMs),
      })),
    ),
  );
}
