// Search (issue 29) on the client's side of the sync engine: what the store already holds answers first
// (sports, top leagues, tournaments and matches loaded by any screen, matched by domain/search.ts in the
// player's language and English), and the server's answer (GET /api/v1/search, a cached resource per folded
// query) lands as v1.SearchLoaded: its matches as the list 'search:<query>' (the matches table, like every server
// list), its sports and tournaments as that query's hits. searchResults merges both, store first, without repeats.
// Only the search chunk loads this module; it registers the search family (sync/families/search.ts) itself.
import { SearchCall } from '../schema/endpoints/search.ts';
import { anyNameMatches, foldName, queryWords } from '../domain/search.ts';
import { LEAGUE_NAMES, namesOf, sportNamesOf, TEAM_NAMES } from '../domain/search-names.ts';
import { addSearchFamily } from './families/search.ts';
import { readOf, type SuccessOf } from './declared.ts';
import type { ResourceDef } from './resources.ts';
import type { AppStore } from './store.ts';

/** Ours (the spec names none): a search answer is as fresh as the match lists it is drawn from. */
const SEARCH_TTL = 60_000;
/** The fewest characters sent to the server (its own minimum: schema/endpoints/search.ts). */
export const SEARCH_SERVER_MIN = 2;

/** The list (and resource key) of one query, by its folded form: 'Arsenal' and 'arsenal ' are one search. */
export const searchList = (query: string): string => `search:${foldName(query)}`;

export function searchResource(query: string): ResourceDef {
  const folded = foldName(query);
  const key = `search:${folded}`;
  const def: ResourceDef<SuccessOf<typeof SearchCall>> = {
    key,
    ttl: SEARCH_TTL,
    ...readOf(SearchCall),
    query: { q: folded },
    failureCode: 'SEARCH_FAILED',
    toEvent: (d) => ({
      type: 'v1.SearchLoaded',
      payload: { key, query: folded, sports: d.sports, tournaments: d.tournaments, matches: d.matches },
    }),
  };
  return def as unknown as ResourceDef;
}

addSearchFamily();

export interface SportHit {
  id: string;
  name: string;
  /** Upcoming matches (0 when not known). */
  matchCount: number;
}
export interface TournamentHit {
  id: string;
  name: string;
  sportId: string;
  category: string;
  countryCode: string;
  /** Upcoming matches (0 when not known: a top league's row has no count). */
  matchCount: number;
}
export interface SearchResults {
  sports: SportHit[];
  tournaments: TournamentHit[];
  /** Match ids, kick-off order. */
  matches: string[];
}

/** Up to how many tournaments and matches are shown (the server's own bounds). */
const SHOWN = { tournaments: 20, matches: 30 } as const;

/**
 * What the store answers for `query`, then what the server added: sports (their names in English and in the player's
 * language, `localName`), tournaments of every loaded list (top leagues, categories, match lists) by their names and
 * with their country ('ethiopia premier'), and upcoming matches by their teams. Empty for a query with no word.
 */
export function searchResults(store: AppStore, query: string, localName: (feedName: string) => string, now: number): SearchResults {
  const words = queryWords(query);
  if (words.length === 0) {
    return { sports: [], tournaments: [], matches: [] };
  }
  const list = searchList(query);
  const hits = Object.values(store.getTable('searchHits'))
    .filter((h) => h.list === list)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const sports = new Map<string, SportHit>();
  for (const id of store.getRowIds('sports')) {
    const name = store.getCell('sports', id, 'name') ?? '';
    if (anyNameMatches([...sportNamesOf(name), localName(name)], words)) {
      sports.set(id, { id, name, matchCount: store.getCell('sports', id, 'match_count') ?? 0 });
    }
  }
  for (const h of hits.filter((x) => x.kind === 'sport')) {
    sports.set(h.item_id ?? '', { id: h.item_id ?? '', name: h.name ?? '', matchCount: h.match_count ?? 0 });
  }
  const tournaments = new Map<string, TournamentHit>();
  const offer = (id: string, name: string, sportId: string, category: string, countryCode: string, matchCount: number): void => {
    const names = namesOf(LEAGUE_NAMES, name);
    const withCountry = [category, localName(category)].flatMap((c) => names.map((l) => `${c} ${l}`));
    const known = tournaments.get(id);
    if (known !== undefined) {
      known.matchCount = Math.max(known.matchCount, matchCount);
    } else if (anyNameMatches([...names, ...withCountry], words)) {
      tournaments.set(id, { id, name, sportId, category, countryCode, matchCount });
    }
  };
  const cell = (table: 'topLeagues' | 'tournaments', id: string, c: string): string => String(store.getCell(table, id, c as never) ?? '');
  for (const id of store.getRowIds('topLeagues')) {
    offer(
      id,
      cell('topLeagues', id, 'name'),
      cell('topLeagues', id, 'sport_id'),
      cell('topLeagues', id, 'category_name'),
      cell('topLeagues', id, 'country_code'),
      0,
    );
  }
  for (const id of store.getRowIds('tournaments')) {
    const count = store.getCell('tournaments', id, 'match_count') ?? 0;
    offer(
      id,
      cell('tournaments', id, 'name'),
      cell('tournaments', id, 'sport_id'),
      cell('tournaments', id, 'category_name'),
      cell('tournaments', id, 'country_code'),
      count,
    );
  }
  for (const h of hits.filter((x) => x.kind === 'tournament')) {
    const id = h.item_id ?? '';
    offer(id, h.name ?? '', h.sport_id ?? '', h.category_name ?? '', h.country_code ?? '', h.match_count ?? 0);
    if (!tournaments.has(id)) {
      // The server matched by a name the store does not know (another language's): its answer counts.
      tournaments.set(id, {
        id,
        name: h.name ?? '',
        sportId: h.sport_id ?? '',
        category: h.category_name ?? '',
        countryCode: h.country_code ?? '',
        matchCount: h.match_count ?? 0,
      });
    }
  }
  const matches = new Set<string>();
  for (const id of store.getRowIds('matches')) {
    const start = store.getCell('matches', id, 'start_time') ?? 0;
    const teams = [store.getCell('matches', id, 'home_name') ?? '', store.getCell('matches', id, 'away_name') ?? ''];
    if (start > now && teams.some((team) => anyNameMatches(namesOf(TEAM_NAMES, team), words))) {
      matches.add(id);
    }
  }
  // The server's list: every member is a match of the answer (it may be one the store did not hold).
  for (const item of storeListIds(store, list)) {
    matches.add(item);
  }
  const byKickoff = [...matches].sort(
    (a, b) => (store.getCell('matches', a, 'start_time') ?? 0) - (store.getCell('matches', b, 'start_time') ?? 0) || a.localeCompare(b),
  );
  return {
    sports: [...sports.values()],
    tournaments: [...tournaments.values()].slice(0, SHOWN.tournaments),
    matches: byKickoff.slice(0, SHOWN.matches),
  };
}

/** The match ids of a server list, in its order. */
function storeListIds(store: AppStore, list: string): string[] {
  return Object.values(store.getTable('listItems'))
    .filter((row) => row.list === list && row.match_id)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((row) => row.match_id ?? '');
}
