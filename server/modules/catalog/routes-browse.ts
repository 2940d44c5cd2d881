// Browsing extras of spec §7: sports with their categories (the sports browser's strip and country list in one
// call), a sport's top leagues, and one match per top league (the TOP MATCHES carousel). Invariants: only
// upcoming matches count; categories follow the spec's order (Ethiopia first); top leagues their rank; an
// unknown sport is a 404 'Sport not found'; a sport without top leagues answers an empty list. Declared in
// schema/endpoints/catalog-browse.ts (a malformed query or id is refused there).
import type { FastifyInstance } from 'fastify';
import { OneMatchPerLeague, SportsWithCategories, SportTopLeagues } from '../../../schema/endpoints/catalog-browse.ts';
import { cached } from '../../plugins/cached-route.ts';
import { route } from '../../plugins/contract.ts';
import { notFound } from '../../plugins/errors.ts';
import { categoryList, topLeagueList, withExtras } from './lists.ts';
import * as repo from './repo.ts';
import type { CatalogPolicies, CatalogRoutesOptions } from './routes.ts';
import { TIME_FILTERS, kickoffWindow } from './time-filter.ts';

async function requireSport(db: CatalogRoutesOptions['db'], sportId: string): Promise<void> {
  if (!(await repo.findSport(db, sportId))) {
    throw notFound('Sport');
  }
}

export function browseRoutes(app: FastifyInstance, { db, now, cache }: CatalogRoutesOptions, p: CatalogPolicies): void {
  const nowDate = (): Date => new Date(now());

  // Every sport (numeric id order, as /sports) with its categories (spec order). Counts honour time_filter,
  // and a sport's match_count is the sum of its categories', so the two always agree.
  route(
    app,
    SportsWithCategories,
    cached(cache, p.filteredLists, async (req) => {
      const active = req.query.active === true;
      const nowMs = now();
      const [sports, categories] = await Promise.all([
        repo.listSports(db, new Date(nowMs)),
        categoryList(db, null, new Date(nowMs), kickoffWindow(req.query.time_filter, nowMs), active),
      ]);
      const withCategories = sports.map((s) => {
        const own = categories.filter((c) => c.sport_id === s.id);
        return { id: s.id, name: s.name, match_count: own.reduce((n, c) => n + c.match_count, 0), categories: own };
      });
      return { sports: withCategories.filter((s) => !active || s.match_count > 0), time_filters: [...TIME_FILTERS] };
    }),
  );

  route(
    app,
    SportTopLeagues,
    cached(cache, p.lists, async (req) => {
      await requireSport(db, req.params.sportId);
      return { top_leagues: await topLeagueList(db, nowDate(), req.params.sportId) };
    }),
  );

  // One match per top league: each league (by rank) with its next upcoming match.
  route(
    app,
    OneMatchPerLeague,
    cached(cache, p.priced, async (req) => {
      const sportId = req.query.sport_id ?? null;
      if (sportId !== null) {
        await requireSport(db, sportId);
      }
      const at = nowDate();
      const [leagues, rows] = await Promise.all([topLeagueList(db, at, sportId), repo.nextMatchPerTopLeague(db, at)]);
      const matches = new Map((await withExtras(db, rows)).map((m) => [m.tournament_id, m]));
      return {
        top_leagues: leagues.flatMap((league) => {
          const match = matches.get(league.id);
          return match === undefined ? [] : [{ ...league, match }];
        }),
      };
    }),
  );
}
