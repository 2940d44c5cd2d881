// Which feed tournaments are promoted as top leagues, in display order (rank = index + 1). Matched by
// sport, name and (where a name is ambiguous, e.g. two "Premier League"s) category, so renaming a
// tournament in the feed data only needs a change here.
import type { CategoryDef, TournamentDef } from './feed/index.ts';

interface TopLeagueRule {
  sportId: string;
  name: RegExp;
  category?: RegExp;
}

const norm = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const TOP_LEAGUE_RULES: readonly TopLeagueRule[] = [
  { sportId: '1', name: /^(english )?premier league$/, category: /england/ },
  { sportId: '1', name: /^la ?liga( ea sports)?$/ },
  { sportId: '1', name: /^bundesliga$/, category: /germany/ },
  { sportId: '1', name: /^serie a$/, category: /italy/ },
  { sportId: '1', name: /^ligue 1$/ },
  { sportId: '1', name: /^(uefa )?champions league$/ },
  { sportId: '1', name: /^(uefa )?europa league$/ },
  { sportId: '1', name: /^(ethiopian )?premier league$/, category: /ethiopia/ },
  { sportId: '2', name: /^nba$/ },
  // Europe's club league is basketball's other top league (issue 29: the phone home's bar listed only the NBA).
  { sportId: '2', name: /^euroleague$/ },
  { sportId: '4', name: /^nhl$/ },
  { sportId: '16', name: /^nfl$/ },
];

/** The 1-based rank of a tournament among the top leagues, or null when it is not one. */
export function topRank(tournament: TournamentDef, category: CategoryDef | undefined): number | null {
  const index = TOP_LEAGUE_RULES.findIndex(
    (rule) =>
      rule.sportId === tournament.sportId &&
      rule.name.test(norm(tournament.name)) &&
      (rule.category === undefined || rule.category.test(norm(category?.name ?? ''))),
  );
  return index < 0 ? null : index + 1;
}
