// The express-match calls (spec §7 and companion §2/§3/§7): /express-matches ('Next 1H Matches': first halves
// under way, then the kick-offs of the next hour), /express-matches/upcoming (every kick-off to come) and
// /express-matches/filtered (by sport, category, tournament, status and time_filter, which sets its window). All
// page with page/page_size (default 20, at most 100) and answer {matches, sports, total, page, page_size}.
// Invariants: see express.ts; an unknown sport, category or tournament is a 404; a bad value a 400.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import { notFound } from '../../plugins/errors.ts';
import { EXPRESS_STATUSES, expressMatches, nextHour, type ExpressFilter } from './express.ts';
import { ID, PAGE, PAGE_SIZE, TEXT, oneOf, paging, query, type Paging } from './query.ts';
import * as repo from './repo.ts';
import type { CatalogRoutesOptions } from './routes.ts';
import { kickoffWindow, parseTimeFilter } from './time-filter.ts';

interface ExpressQuery extends Paging {
  sport_id?: string;
  category_id?: string;
  tournament_id?: string;
  status?: string;
  time_filter?: string;
}

const BASE = { sport_id: ID, page: PAGE, page_size: PAGE_SIZE };
const FILTERED = { ...BASE, category_id: ID, tournament_id: ID, status: TEXT, time_filter: TEXT };

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

export function expressRoutes(app: FastifyInstance, { db, now }: CatalogRoutesOptions): void {
  const serve = async (q: ExpressQuery, filter: (nowMs: number) => ExpressFilter) => {
    const nowMs = now();
    const f = filter(nowMs);
    await checkIds(db, q);
    const { page, size, offset } = paging(q, 20, 100);
    const { matches, sports, total } = await expressMatches(db, nowMs, f, q.sport_id, size, offset);
    return { matches, sports, total, page, page_size: size };
  };

  app.get<{ Querystring: ExpressQuery }>('/api/v1/express-matches', { schema: { querystring: query(BASE) } },
    async (req) => serve(req.query, (nowMs) => ({ window: nextHour(nowMs) })));

  app.get<{ Querystring: ExpressQuery }>('/api/v1/express-matches/upcoming', { schema: { querystring: query(BASE) } },
    async (req) => serve(req.query, () => ({ status: 'not_started', window: { from: null, to: null } })));

  app.get<{ Querystring: ExpressQuery }>('/api/v1/express-matches/filtered', { schema: { querystring: query(FILTERED) } },
    async (req) => {
      // Values are read before any lookup, so a bad one is a 400 whatever the ids say.
      const status = oneOf('status', req.query.status, EXPRESS_STATUSES);
      const timeFilter = parseTimeFilter(req.query.time_filter);
      return serve(req.query, (nowMs) => ({
        categoryId: req.query.category_id, tournamentId: req.query.tournament_id, status, window: kickoffWindow(timeFilter, nowMs),
      }));
    });
}
