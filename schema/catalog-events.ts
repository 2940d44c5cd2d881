// Client events of the catalogue (sports, categories, tournaments, matches, markets, the home page's lists, banners),
// of every cached read's fetch state, of live prices and of the store read back from browser storage. `key` names the
// cached resource the data came from. Declared once here; sync/families/catalog.ts gives each its materializer.
import { type, array, string, number, boolean, optional, nullable, defaulted } from 'superstruct';
import { Sport } from './sport.ts';
import { Category } from './category.ts';
import { Tournament } from './tournament.ts';
import { TopLeague } from './top-league.ts';
import { Match } from './match.ts';
import { Market } from './market.ts';
import { SportWithMatches } from './top-sports.ts';
import { ExpressMatch, ExpressSport } from './express-match.ts';
import { HomepageLeague } from './homepage.ts';
import { Banner } from './banner.ts';
import { OddsItem } from './socket-message.ts';
import { StoreRestoredPayload } from './store-snapshot.ts';

export const CatalogEventPayloads = {
  'v1.SportsLoaded': type({ key: string(), sports: array(Sport) }),
  'v1.CategoriesLoaded': type({ key: string(), sportId: string(), categories: array(Category) }),
  'v1.TournamentsLoaded': type({ key: string(), categoryId: string(), tournaments: array(Tournament) }),
  'v1.TopLeaguesLoaded': type({ key: string(), topLeagues: array(TopLeague) }),
  'v1.MatchesLoaded': type({ key: string(), tournamentId: string(), matches: array(Match) }),
  /** One page of a tournament's paged list (pageSize as the server used it): page 1 replaces the list, a later page
   *  replaces it from (page - 1) × pageSize on; total is how many matches the server holds for the tournament. */
  'v1.MatchesPageLoaded': type({ key: string(), tournamentId: string(), page: number(), pageSize: number(), total: number(), matches: array(Match) }),
  'v1.MarketsLoaded': type({ key: string(), matchId: string(), markets: array(Market) }),
  /** Top-sports lists; `partial` when the answer was of some sports only (sport_id): the others' lists stay. */
  'v1.TopSportsLoaded': type({ key: string(), list: string(), sports: array(SportWithMatches), partial: optional(boolean()) }),
  /** The express list of one sport filter ('express:all' | 'express:<sportId>'), in server order, with the dropdown's sports. */
  'v1.ExpressMatchesLoaded': type({ key: string(), list: string(), matches: array(ExpressMatch), sports: array(ExpressSport) }),
  /** The composite home call: each part lands as its own call would, and each part's cache key is fresh. */
  'v1.HomepageLoaded': type({
    key: string(),
    sports: array(Sport),
    topLeagues: array(TopLeague),
    topMatches: array(Match),
    topSports: array(SportWithMatches),
    league: nullable(HomepageLeague),
    /** The phone home's banners (HOMEPAGE_MOBILE); absent when the server's answer had none. */
    banners: optional(array(Banner)),
  }),
  /** One banner type's list as the server ordered it ('banners:<type>'); it replaces that type's banners. */
  'v1.BannersLoaded': type({ key: string(), bannerType: string(), banners: array(Banner) }),
  'v1.ResourceFetchStarted': type({ key: string() }),
  /** A read failed (schema/read-failures.ts): its code (the server's, or ours: NETWORK, BAD_ANSWER, the read's own), the
   *  HTTP status when the server answered and the server's own words if it sent any; stale when a copy is still shown. */
  'v1.ResourceFetchFailed': type({
    key: string(),
    code: string(),
    status: optional(number()),
    message: optional(string()),
    stale: defaulted(boolean(), false),
  }),
  'v1.BannersChanged': type({ merchantId: string(), bannerType: optional(string()) }),
  /** Live prices from an ODDS_CHANGE batch: outcomes on screen and picks in the slip follow them. */
  'v1.OddsChanged': type({ changes: array(OddsItem) }),
  /** The catalogue, its cache rows and the same player's wallet, read back from browser storage at start (issue 17). */
  'v1.StoreRestored': StoreRestoredPayload,
} as const;
