// Resource definitions for the sports catalogue: where each lives on the server, how long a copy stays
// fresh (spec §9), the struct its answer must decode with, the event it becomes, and the code of the spec's
// text when it cannot be had (schema/read-failures.ts).
import type { Struct } from 'superstruct';
import type { FailureCodes } from '../schema/read-failures.ts';
import type { EventType, PayloadOf } from '../schema/event.ts';
import { HomepageParts } from '../schema/homepage.ts';
import { MatchesResponse } from '../schema/match.ts';
import {
  CategoryTournaments,
  HomepageData,
  ListBanners,
  ListSports,
  MatchMarkets,
  MixedTopSports,
  SportCategories,
  TopLeagues,
  TopSports,
  TournamentMatches,
} from '../schema/endpoints/reads.ts';
import { readOf } from './declared.ts';
import { TTL } from '../domain/constants.ts';
import type { SessionAuth } from './http.ts';
import type { Parts } from './operators/decode.ts';

type LoadedType = Extract<EventType, `${string}Loaded`>;
type EventBody = { [T in LoadedType]: { type: T; payload: PayloadOf<T> } }[LoadedType];

export interface ResourceDef<T = unknown> extends FailureCodes {
  key: string;
  ttl: number;
  path: string;
  query?: Record<string, string>;
  struct: Struct<T, unknown>;
  /**
   * When `struct` is a plain type() of these fields: the engine decodes the answer a field per step, so a big
   * answer's decoding is spread over short tasks too. Same structs, same result as `struct` in one go.
   */
  parts?: Parts;
  /** A player-bound read (history): sent with the session's token as well as the signature. */
  session?: SessionAuth;
  /** false: a failure is final at once (the read has a fallback of its own, which should not wait for retries). */
  retry?: boolean;
  /** Waits before each new try of this read when it has its own (LotoFoot's week: 3 tries more, 1 s apart). */
  retryDelaysMs?: readonly number[];
  /** Each try's own time limit when the spec gives the read one (the casino lists: 10 s); else the client's. */
  timeoutMs?: number;
  toEvent(data: T): EventBody;
}

const def = <T>(d: ResourceDef<T>): ResourceDef => d as unknown as ResourceDef;
const active = { active: 'true' };

export const sportsResource = (): ResourceDef =>
  def({
    key: 'sports',
    ttl: TTL.sports,
    ...readOf(ListSports),
    query: active,
    failureCode: 'SPORTS_FAILED',
    toEvent: (d) => ({ type: 'v1.SportsLoaded', payload: { key: 'sports', sports: d.sports } }),
  });

export const categoriesResource = (sportId: string): ResourceDef =>
  def({
    key: `categories:${sportId}`,
    ttl: TTL.categories,
    ...readOf(SportCategories, { sportId }),
    query: active,
    failureCode: 'CATEGORIES_FAILED',
    toEvent: (d) => ({ type: 'v1.CategoriesLoaded', payload: { key: `categories:${sportId}`, sportId, categories: d.categories } }),
  });

export const tournamentsResource = (categoryId: string): ResourceDef =>
  def({
    key: `tournaments:${categoryId}`,
    ttl: TTL.tournaments,
    ...readOf(CategoryTournaments, { categoryId }),
    query: active,
    failureCode: 'TOURNAMENTS_FAILED',
    toEvent: (d) => ({ type: 'v1.TournamentsLoaded', payload: { key: `tournaments:${categoryId}`, categoryId, tournaments: d.tournaments } }),
  });

export const topLeaguesResource = (): ResourceDef =>
  def({
    key: 'top-leagues',
    ttl: TTL.topLeagues,
    ...readOf(TopLeagues),
    failureCode: 'TOP_LEAGUES_FAILED',
    toEvent: (d) => ({ type: 'v1.TopLeaguesLoaded', payload: { key: 'top-leagues', topLeagues: d.top_leagues } }),
  });

export const matchesResource = (tournamentId: string): ResourceDef =>
  def({
    key: `matches:${tournamentId}`,
    ttl: TTL.matches,
    ...readOf(TournamentMatches),
    query: { tournament_id: tournamentId, ...active },
    // The whole list needs only `matches` (spec §7 promises no more for this call); paging fields are the paged view's.
    struct: MatchesResponse,
    failureCode: 'MATCHES_FAILED',
    toEvent: (d) => ({ type: 'v1.MatchesLoaded', payload: { key: `matches:${tournamentId}`, tournamentId, matches: d.matches } }),
  });

/** Matches per page of the tournament view's paged lists ('Load More' asks for the next one). */
export const MATCHES_PAGE_SIZE = 50;

export const matchesPageKey = (tournamentId: string, page: number): string => `matches-page:${tournamentId}:${page}`;

/** One page of a tournament's matches, beside matchesResource (the home's whole list stays as it is). */
export const matchesPageResource = (tournamentId: string, page: number): ResourceDef =>
  def({
    key: matchesPageKey(tournamentId, page),
    ttl: TTL.matches,
    ...readOf(TournamentMatches),
    query: { tournament_id: tournamentId, ...active, page: String(page), page_size: String(MATCHES_PAGE_SIZE) },
    failureCode: 'MATCHES_FAILED',
    toEvent: (d) => ({
      type: 'v1.MatchesPageLoaded',
      payload: { key: matchesPageKey(tournamentId, page), tournamentId, page: d.page, pageSize: d.page_size, total: d.total, matches: d.matches },
    }),
  });

export const marketsResource = (matchId: string): ResourceDef =>
  def({
    key: `markets:${matchId}`,
    ttl: TTL.markets,
    ...readOf(MatchMarkets, { matchId }),
    failureCode: 'MARKETS_FAILED',
    toEvent: (d) => ({ type: 'v1.MarketsLoaded', payload: { key: `markets:${matchId}`, matchId, markets: d.markets } }),
  });

export const topSportsResource = (): ResourceDef =>
  def({
    key: 'top-sports',
    ttl: TTL.topSports,
    ...readOf(TopSports),
    failureCode: 'TOP_SPORTS_FAILED',
    toEvent: (d) => ({ type: 'v1.TopSportsLoaded', payload: { key: 'top-sports', list: 'top', sports: d.sports } }),
  });

/** One sport's top-sports list (the phone home's Upcoming), HOME_PAGE_SIZE matches; other sports' lists stay. */
export const sportTopSportsResource = (sportId: string): ResourceDef => {
  const key = HOME_PART_KEYS.topSports(sportId);
  return def({
    key,
    ttl: TTL.topSports,
    ...readOf(TopSports),
    query: { sport_id: sportId, page_size: String(HOME_PAGE_SIZE) },
    failureCode: 'TOP_SPORTS_FAILED',
    toEvent: (d) => ({ type: 'v1.TopSportsLoaded', payload: { key, list: 'top', sports: d.sports, partial: true } }),
  });
};

export const mixedTopSportsResource = (): ResourceDef =>
  def({
    key: 'top-sports-mixed',
    ttl: TTL.mixedTopSports,
    ...readOf(MixedTopSports),
    failureCode: 'MIXED_FAILED',
    toEvent: (d) => ({ type: 'v1.TopSportsLoaded', payload: { key: 'top-sports-mixed', list: 'mixed', sports: d.sports } }),
  });

/** Cache keys of the resources the composite home call fills (sync/materializers/homepage.ts). */
export const HOME_PART_KEYS = {
  sports: 'sports',
  topLeagues: 'top-leagues',
  mixed: 'top-sports-mixed',
  topSports: (sportId: string): string => `top-sports:${sportId}`,
  matches: (tournamentId: string): string => `matches:${tournamentId}`,
} as const;

/** How many matches per list the composite home call carries (top sports per sport, the opening league). */
export const HOME_PAGE_SIZE = 20;

/** The composite home call: one round trip for the phone home's first paint (docs/api.md). Its TTL is the shortest of its parts'. */
export const homepageResource = (): ResourceDef =>
  def({
    key: 'homepage',
    ttl: Math.min(TTL.sports, TTL.topLeagues, TTL.topSports, TTL.mixedTopSports, TTL.matches),
    ...readOf(HomepageData),
    query: { page_size: String(HOME_PAGE_SIZE) },
    parts: HomepageParts,
    failureCode: 'SPORTS_FAILED',
    // Its failure already falls back to the separate calls, which retry on their own: no 7 s wait before them.
    retry: false,
    toEvent: (d) => ({
      type: 'v1.HomepageLoaded',
      payload: {
        key: 'homepage',
        sports: d.sports,
        topLeagues: d.top_leagues,
        topMatches: d.top_matches,
        topSports: d.top_sports.sports,
        league: d.league,
        ...(d.banners === undefined ? {} : { banners: d.banners }),
      },
    }),
  });

/** One banner type's list (spec §7 'Banners', §8 texts, §9 2-minute cache); the phone's also comes with the composite call. */
/** Cache key of one banner type's list. */
export const bannersKey = (bannerType: string): string => `banners:${bannerType}`;

export const bannersResource = (bannerType: string): ResourceDef => {
  const key = bannersKey(bannerType);
  return def({
    key,
    ttl: TTL.banners,
    ...readOf(ListBanners),
    query: { type: bannerType },
    failureCode: 'BANNERS_FAILED',
    toEvent: (d) => ({ type: 'v1.BannersLoaded', payload: { key, bannerType, banners: d.banners } }),
  });
};
