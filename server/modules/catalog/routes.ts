// The catalogue endpoints of spec §7 (sports → categories → tournaments → matches → markets, top sports,
// top leagues). Inputs are checked by JSON schemas (a malformed query is a 400, an unknown id a 404);
// answers are shaped by present.ts to decode with the structs in schema/. Only upcoming matches count.
import type { FastifyInstance } from 'fastify';
import { sortCategories, tournamentPriority } from '../../../domain/ordering.ts';
import type { Db } from '../../db/index.ts';
import { notFound } from '../../plugins/errors.ts';
import { presentMarkets, presentMatches, type WireMatch } from './present.ts';
import * as repo from './repo.ts';

export interface CatalogRoutesOptions {
  db: Db;
  now: () => number;
}

const ID = { type: 'string', minLength: 1, maxLength: 64 } as const;
const ACTIVE = { type: 'boolean' } as const;
const PAGE = { type: 'integer', minimum: 1, maximum: 100_000, default: 1 } as const;
const PAGE_SIZE = { type: 'integer', minimum: 1 } as const;
const query = (properties: Record<string, unknown>, required: string[] = []) => ({ type: 'object', properties, required } as const);
const params = (name: string) => ({ type: 'object', properties: { [name]: ID }, required: [name] } as const);

interface Paging { page: number; page_size?: number }
/** page_size above the maximum is clamped rather than refused: a greedy client still gets an answer. */
const pageSize = (q: Paging, fallback: number, max: number): number => Math.min(q.page_size ?? fallback, max);
const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

async function withExtras(db: Db, rows: repo.MatchListRow[]): Promise<WireMatch[]> {
  return presentMatches(rows, await repo.matchExtras(db, rows.map((r) => r.id)));
}

export async function catalogRoutes(app: FastifyInstance, { db, now }: CatalogRoutesOptions): Promise<void> {
  const nowDate = (): Date => new Date(now());

  app.get<{ Querystring: { active?: boolean } }>('/api/v1/sports', { schema: { querystring: query({ active: ACTIVE }) } }, async (req) => {
    const rows = await repo.listSports(db, nowDate());
    return { sports: rows.filter((s) => !req.query.active || s.match_count > 0) };
  });

  app.get<{ Params: { sportId: string }; Querystring: Paging & { active?: boolean } }>('/api/v1/sports/:sportId/categories', {
    schema: { params: params('sportId'), querystring: query({ active: ACTIVE, page: PAGE, page_size: PAGE_SIZE, time_filter: { type: 'string' } }) },
  }, async (req) => {
    if (!(await repo.findSport(db, req.params.sportId))) {
      throw notFound('Sport');
    }
    const rows = (await repo.listCategories(db, req.params.sportId, nowDate())).filter((c) => !req.query.active || c.match_count > 0);
    const size = pageSize(req.query, 100, 200);
    const start = (req.query.page - 1) * size;
    const categories = sortCategories(rows, (c) => c.name).slice(start, start + size).map((c) => ({
      category_id: c.id, name: c.name, sport_id: c.sport_id, match_count: c.match_count, country_code: c.country_code,
    }));
    return { categories, total: rows.length, page: req.query.page, page_size: size };
  });

  app.get<{ Params: { categoryId: string }; Querystring: { active?: boolean } }>('/api/v1/categories/:categoryId/tournaments', {
    schema: { params: params('categoryId'), querystring: query({ active: ACTIVE }) },
  }, async (req) => {
    if (!(await repo.findCategory(db, req.params.categoryId))) {
      throw notFound('Category');
    }
    const rows = (await repo.listTournaments(db, req.params.categoryId, nowDate())).filter((t) => !req.query.active || t.match_count > 0);
    rows.sort((a, b) => tournamentPriority(a.name) - tournamentPriority(b.name) || a.name.localeCompare(b.name));
    return {
      tournaments: rows.map((t) => ({
        id: t.id, name: t.name, category_id: t.category_id, category_name: t.category_name, sport_id: t.sport_id,
        sport_name: t.sport_name, active: t.match_count > 0, match_count: t.match_count, upcoming_matches: t.upcoming_matches,
        earliest_match_date: iso(t.earliest_match_date), country_code: t.country_code,
      })),
    };
  });

  app.get<{ Querystring: Paging & { tournament_id: string; active?: boolean } }>('/api/v1/matches', {
    schema: { querystring: query({ tournament_id: ID, active: ACTIVE, page: PAGE, page_size: PAGE_SIZE }, ['tournament_id']) },
  }, async (req) => {
    if (!(await repo.findTournament(db, req.query.tournament_id))) {
      throw notFound('Tournament');
    }
    const size = pageSize(req.query, 100, 500);
    const { rows, total } = await repo.tournamentMatches(db, req.query.tournament_id, nowDate(), size, (req.query.page - 1) * size);
    return { matches: await withExtras(db, rows), total, page: req.query.page, page_size: size };
  });

  app.get<{ Params: { matchId: string } }>('/api/v1/matches/:matchId/markets', { schema: { params: params('matchId') } }, async (req) => {
    const match = await repo.findMatch(db, req.params.matchId);
    if (!match) {
      throw notFound('Match');
    }
    // A match that has kicked off keeps its markets visible but not bettable until live betting exists.
    const upcoming = match.status === 'not_started' && match.start_time.getTime() > now();
    const { markets, outcomes } = await repo.matchMarkets(db, match.id);
    return { markets: presentMarkets(markets, outcomes, !upcoming) };
  });

  app.get<{ Querystring: Paging }>('/api/v1/top-sports', { schema: { querystring: query({ page: PAGE, page_size: PAGE_SIZE }) } }, async (req) => {
    const size = pageSize(req.query, 20, 100);
    const sports = (await repo.listSports(db, nowDate())).filter((s) => s.match_count > 0);
    const matches = await withExtras(db, await repo.matchesPerSport(db, nowDate(), size, (req.query.page - 1) * size));
    return {
      sports: sports.map((s) => ({ sport_id: s.id, sport_name: s.name, matches: matches.filter((m) => m.sport_id === s.id) })),
      // Paging runs over each sport's own list; total is the longest list, so pages past it are empty everywhere.
      pagination: { page: req.query.page, page_size: size, total: Math.max(0, ...sports.map((s) => s.match_count)) },
    };
  });

  app.get('/api/v1/top-sports/mixed', async () => {
    const matches = await withExtras(db, await repo.topLeagueMatches(db, nowDate(), 20));
    return { sports: [{ sport_id: 'mixed', sport_name: 'Top Matches', matches }] };
  });

  app.get('/api/v1/top-leagues', async () => ({ top_leagues: await repo.topLeagues(db, nowDate()) }));
}
