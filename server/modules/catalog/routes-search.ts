// GET /api/v1/search (issue 29, declared in schema/endpoints/search.ts): the sports, tournaments and upcoming
// matches whose names match the query by domain/search.ts, in English or in the names players use in am/or/ti
// (domain/search-names.ts). The catalogue's names are few (sports, tournaments, the teams of upcoming matches), so
// they are read and matched here rather than in SQL: the same folding as the client's, accents and Ethiopic
// homophones included, with no database extension. Lists are bounded; answers are cached like the priced lists.
import type { FastifyInstance } from 'fastify';
import { tournamentPriority } from '../../../domain/ordering.ts';
import { anyNameMatches, queryWords } from '../../../domain/search.ts';
import { COUNTRY_NAMES, LEAGUE_NAMES, namesOf, sportNamesOf, TEAM_NAMES } from '../../../domain/search-names.ts';
import { Search, SEARCH_LIMITS, SEARCH_QUERY_INVALID } from '../../../schema/endpoints/search.ts';
import { cached } from '../../plugins/cached-route.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import { tournamentList, withExtras } from './lists.ts';
import * as repo from './repo.ts';
import type { CatalogPolicies, CatalogRoutesOptions } from './routes.ts';

/** A tournament's names: its own, and each with its country before it ('England Premier League', 'ኢትዮጵያ ፕሪሚየር ሊግ'). */
function tournamentNames(name: string, category: string): string[] {
  const own = namesOf(LEAGUE_NAMES, name);
  return [...own, ...namesOf(COUNTRY_NAMES, category).flatMap((c) => own.map((l) => `${c} ${l}`))];
}

/** Team names of upcoming matches that match (a few hundred names, read once per answer). */
async function matchingTeams(db: CatalogRoutesOptions['db'], now: Date, words: string[]): Promise<string[]> {
  const rows = await repo.upcomingMatches(db, now).select(['m.home_team', 'm.away_team']).distinct().execute();
  const teams = new Set(rows.flatMap((r) => [r.home_team, r.away_team]));
  return [...teams].filter((team) => anyNameMatches(namesOf(TEAM_NAMES, team), words));
}

export function searchRoutes(app: FastifyInstance, { db, now, cache }: CatalogRoutesOptions, p: CatalogPolicies): void {
  route(
    app,
    Search,
    cached(cache, p.priced, async (req) => {
      const words = queryWords(req.query.q);
      if (words.length === 0) {
        throw new HttpError(400, SEARCH_QUERY_INVALID.code, SEARCH_QUERY_INVALID.text);
      }
      const at = new Date(now());
      const sports = (await repo.listSports(db, at)).filter((s) => s.match_count > 0);
      const categories = await repo.listCategories(db, null, at);
      const tournaments = (await Promise.all(categories.filter((c) => c.match_count > 0).map((c) => tournamentList(db, c.id, at, true))))
        .flat()
        .filter((t) => anyNameMatches(tournamentNames(t.name, t.category_name), words))
        .sort((a, b) => tournamentPriority(a.name) - tournamentPriority(b.name) || a.name.localeCompare(b.name))
        .slice(0, SEARCH_LIMITS.tournaments);
      const teams = await matchingTeams(db, at, words);
      const rows =
        teams.length === 0
          ? []
          : await repo
              .upcomingMatches(db, at)
              .select(repo.MATCH_COLUMNS)
              .where((eb) => eb.or([eb('m.home_team', 'in', teams), eb('m.away_team', 'in', teams)]))
              .orderBy('m.start_time')
              .orderBy('m.id')
              .limit(SEARCH_LIMITS.matches)
              .execute();
      return {
        sports: sports.filter((s) => anyNameMatches(sportNamesOf(s.name), words)),
        tournaments,
        matches: await withExtras(db, rows),
      };
    }),
  );
}
