// The catalogue endpoints of spec §7 (sports → categories → tournaments → matches → markets, top sports,
// top leagues), and the registration of the rest: browsing extras (routes-browse.ts), market types
// (routes-markets.ts), express matches (routes-express.ts) and the home-page composite (homepage.ts).
// Each is declared in schema/endpoints/catalog*.ts and registered with route(), which refuses a malformed
// query or id (400) at the edge; an unknown id is a 404 here. Answers are shaped by present.ts / lists.ts to
// decode with the structs in schema/. Only upcoming matches count.
import type { FastifyInstance } from 'fastify';
import {
  CategoryTournaments,
  ListSports,
  MatchMarkets,
  MixedTopSports,
  SportCategories,
  TopLeagues,
  TopSports,
  TournamentMatches,
} from '../../../schema/endpoints/catalog.ts';
import type { Db } from '../../db/index.ts';
import { cached } from '../../plugins/cached-route.ts';
import { route } from '../../plugins/contract.ts';
import type { ResponseCache } from '../../plugins/response-cache.ts';
import { catalogPolicies } from './cache-policy.ts';
import { notFound } from '../../plugins/errors.ts';
import { homepageRoutes } from './homepage.ts';
import { categoryList, mixedTopMatches, topLeagueList, topSportsList, tournamentList, withExtras } from './lists.ts';
import { presentMarkets } from './present.ts';
import { paging } from './query.ts';
import * as repo from './repo.ts';
import { browseRoutes } from './routes-browse.ts';
import { expressRoutes } from './routes-express.ts';
import { marketRoutes } from './routes-markets.ts';
import { searchRoutes } from './routes-search.ts';
import { isOpenForBetting } from './status.ts';
import { TIME_FILTERS, kickoffWindow } from './time-filter.ts';

export interface CatalogRoutesOptions {
  db: Db;
  now: () => number;
  /** Answers served from memory when given (issue 16); every route works the same without it. */
  cache?: ResponseCache;
}

export type CatalogPolicies = ReturnType<typeof catalogPolicies>;

export async function catalogRoutes(app: FastifyInstance, opts: CatalogRoutesOptions): Promise<void> {
  const { db, now, cache } = opts;
  const nowDate = (): Date => new Date(now());
  const p = catalogPolicies(db, cache, now);

  route(
    app,
    ListSports,
    cached(cache, p.lists, async (req) => {
      const rows = await repo.listSports(db, nowDate());
      return { sports: rows.filter((s) => !req.query.active || s.match_count > 0) };
    }),
  );

  route(
    app,
    SportCategories,
    cached(cache, p.filteredLists, async (req) => {
      if (!(await repo.findSport(db, req.params.sportId))) {
        throw notFound('Sport');
      }
      const nowMs = now();
      const all = await categoryList(db, req.params.sportId, new Date(nowMs), kickoffWindow(req.query.time_filter, nowMs), req.query.active === true);
      const { page, size, offset } = paging(req.query, 100, 200);
      return { categories: all.slice(offset, offset + size), total: all.length, page, page_size: size, time_filters: [...TIME_FILTERS] };
    }),
  );

  route(
    app,
    CategoryTournaments,
    cached(cache, p.tournaments, async (req) => {
      if (!(await repo.findCategory(db, req.params.categoryId))) {
        throw notFound('Category');
      }
      return { tournaments: await tournamentList(db, req.params.categoryId, nowDate(), req.query.active === true) };
    }),
  );

  route(
    app,
    TournamentMatches,
    cached(cache, p.priced, async (req) => {
      if (!(await repo.findTournament(db, req.query.tournament_id))) {
        throw notFound('Tournament');
      }
      const { page, size, offset } = paging(req.query, 100, 500);
      const { rows, total } = await repo.tournamentMatches(db, req.query.tournament_id, nowDate(), size, offset);
      return { matches: await withExtras(db, rows), total, page, page_size: size };
    }),
  );

  route(
    app,
    MatchMarkets,
    cached(cache, p.match, async (req) => {
      const match = await repo.findMatch(db, req.params.matchId);
      if (!match) {
        throw notFound('Match');
      }
      // A match that has kicked off keeps its markets visible; only a match played live takes bets in play.
      const { markets, outcomes } = await repo.matchMarkets(db, match.id);
      return { markets: presentMarkets(markets, outcomes, !isOpenForBetting(match, now())) };
    }),
  );

  route(
    app,
    TopSports,
    cached(cache, p.priced, async (req) => {
      const { page, size } = paging(req.query, 20, 100);
      const sportId = req.query.sport_id ?? null;
      if (sportId !== null && !(await repo.findSport(db, sportId))) {
        throw notFound('Sport');
      }
      return topSportsList(db, nowDate(), page, size, sportId);
    }),
  );

  route(
    app,
    MixedTopSports,
    cached(cache, p.priced, async () => ({
      sports: [{ sport_id: 'mixed', sport_name: 'Top Matches', matches: await mixedTopMatches(db, nowDate()) }],
    })),
  );

  route(
    app,
    TopLeagues,
    cached(cache, p.lists, async () => ({ top_leagues: await topLeagueList(db, nowDate()) })),
  );

  browseRoutes(app, opts, p);
  marketRoutes(app, opts, p);
  expressRoutes(app, opts, p);
  homepageRoutes(app, opts, p);
  searchRoutes(app, opts, p);
}
