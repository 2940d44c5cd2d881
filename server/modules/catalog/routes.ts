// The catalogue endpoints of spec §7 (sports → categories → tournaments → matches → markets, top sports,
// top leagues), and the registration of the rest: browsing extras (routes-browse.ts), market types
// (routes-markets.ts), express matches (routes-express.ts) and the home-page composite (homepage.ts).
// Inputs are checked by JSON schemas (a malformed query is a 400, an unknown id a 404); answers are shaped
// by present.ts / lists.ts to decode with the structs in schema/. Only upcoming matches count.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import { notFound } from '../../plugins/errors.ts';
import { homepageRoutes } from './homepage.ts';
import { categoryList, mixedTopMatches, topLeagueList, topSportsList, tournamentList, withExtras } from './lists.ts';
import { presentMarkets } from './present.ts';
import { ACTIVE, ID, PAGE, PAGE_SIZE, TEXT, paging, params, query, type Paging } from './query.ts';
import * as repo from './repo.ts';
import { browseRoutes } from './routes-browse.ts';
import { expressRoutes } from './routes-express.ts';
import { marketRoutes } from './routes-markets.ts';
import { isOpenForBetting } from './status.ts';
import { TIME_FILTERS, kickoffWindow, parseTimeFilter } from './time-filter.ts';

export interface CatalogRoutesOptions {
  db: Db;
  now: () => number;
}

export async function catalogRoutes(app: FastifyInstance, opts: CatalogRoutesOptions): Promise<void> {
  const { db, now } = opts;
  const nowDate = (): Date => new Date(now());

  app.get<{ Querystring: { active?: boolean } }>('/api/v1/sports', { schema: { querystring: query({ active: ACTIVE }) } }, async (req) => {
    const rows = await repo.listSports(db, nowDate());
    return { sports: rows.filter((s) => !req.query.active || s.match_count > 0) };
  });

  app.get<{ Params: { sportId: string }; Querystring: Paging & { active?: boolean; time_filter?: string } }>('/api/v1/sports/:sportId/categories', {
    schema: { params: params('sportId'), querystring: query({ active: ACTIVE, page: PAGE, page_size: PAGE_SIZE, time_filter: TEXT }) },
  }, async (req) => {
    const filter = parseTimeFilter(req.query.time_filter);
    if (!(await repo.findSport(db, req.params.sportId))) {
      throw notFound('Sport');
    }
    const nowMs = now();
    const all = await categoryList(db, req.params.sportId, new Date(nowMs), kickoffWindow(filter, nowMs), req.query.active === true);
    const { page, size, offset } = paging(req.query, 100, 200);
    return { categories: all.slice(offset, offset + size), total: all.length, page, page_size: size, time_filters: [...TIME_FILTERS] };
  });

  app.get<{ Params: { categoryId: string }; Querystring: { active?: boolean } }>('/api/v1/categories/:categoryId/tournaments', {
    schema: { params: params('categoryId'), querystring: query({ active: ACTIVE }) },
  }, async (req) => {
    if (!(await repo.findCategory(db, req.params.categoryId))) {
      throw notFound('Category');
    }
    return { tournaments: await tournamentList(db, req.params.categoryId, nowDate(), req.query.active === true) };
  });

  app.get<{ Querystring: Paging & { tournament_id: string; active?: boolean } }>('/api/v1/matches', {
    schema: { querystring: query({ tournament_id: ID, active: ACTIVE, page: PAGE, page_size: PAGE_SIZE }, ['tournament_id']) },
  }, async (req) => {
    if (!(await repo.findTournament(db, req.query.tournament_id))) {
      throw notFound('Tournament');
    }
    const { page, size, offset } = paging(req.query, 100, 500);
    const { rows, total } = await repo.tournamentMatches(db, req.query.tournament_id, nowDate(), size, offset);
    return { matches: await withExtras(db, rows), total, page, page_size: size };
  });

  app.get<{ Params: { matchId: string } }>('/api/v1/matches/:matchId/markets', { schema: { params: params('matchId') } }, async (req) => {
    const match = await repo.findMatch(db, req.params.matchId);
    if (!match) {
      throw notFound('Match');
    }
    // A match that has kicked off keeps its markets visible but not bettable until live betting exists.
    const { markets, outcomes } = await repo.matchMarkets(db, match.id);
    return { markets: presentMarkets(markets, outcomes, !isOpenForBetting(match, now())) };
  });

  app.get<{ Querystring: Paging & { sport_id?: string } }>('/api/v1/top-sports', {
    schema: { querystring: query({ page: PAGE, page_size: PAGE_SIZE, sport_id: ID }) },
  }, async (req) => {
    const { page, size } = paging(req.query, 20, 100);
    const sportId = req.query.sport_id ?? null;
    if (sportId !== null && !(await repo.findSport(db, sportId))) {
      throw notFound('Sport');
    }
    return topSportsList(db, nowDate(), page, size, sportId);
  });

  app.get('/api/v1/top-sports/mixed', async () => ({
    sports: [{ sport_id: 'mixed', sport_name: 'Top Matches', matches: await mixedTopMatches(db, nowDate()) }],
  }));

  app.get('/api/v1/top-leagues', async () => ({ top_leagues: await topLeagueList(db, nowDate()) }));

  browseRoutes(app, opts);
  marketRoutes(app, opts);
  expressRoutes(app, opts);
  homepageRoutes(app, opts);
}
