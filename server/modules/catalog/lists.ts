// Catalogue lists in their wire shape, shared by the single calls and by /composite/homepage-data, so a
// list reads the same whichever call carries it. Invariants: only upcoming matches are listed (kick-off
// after `now`, status not_started); categories follow the spec's order (Ethiopia, England, Spain, …, then
// A–Z); tournaments the spec's priority (international, big five, second divisions, then A–Z).
import { sortCategories, tournamentPriority } from '../../../domain/ordering.ts';
import type { Db } from '../../db/index.ts';
import { presentMatches, type WireMatch } from './present.ts';
import * as repo from './repo.ts';
import type { KickoffWindow } from './time-filter.ts';

export interface WireCategory {
  category_id: string;
  name: string;
  sport_id: string;
  match_count: number;
  country_code: string | null;
}
export type WireTopLeague = Awaited<ReturnType<typeof repo.topLeagues>>[number];

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** Match rows with their main market and outcome count (three more queries, whatever the list size). */
export async function withExtras(db: Db, rows: repo.MatchListRow[]): Promise<WireMatch[]> {
  return presentMatches(
    rows,
    await repo.matchExtras(
      db,
      rows.map((r) => r.id),
    ),
  );
}

/** Categories of one sport (or of all, sportId null) in spec order; `active` keeps those with matches in the window. */
export async function categoryList(db: Db, sportId: string | null, now: Date, window: KickoffWindow, active: boolean): Promise<WireCategory[]> {
  const rows = (await repo.listCategories(db, sportId, now, window)).filter((c) => !active || c.match_count > 0);
  return sortCategories(rows, (c) => c.name).map((c) => ({
    category_id: c.id,
    name: c.name,
    sport_id: c.sport_id,
    match_count: c.match_count,
    country_code: c.country_code,
  }));
}

export async function tournamentList(db: Db, categoryId: string, now: Date, active: boolean) {
  const rows = (await repo.listTournaments(db, categoryId, now)).filter((t) => !active || t.match_count > 0);
  rows.sort((a, b) => tournamentPriority(a.name) - tournamentPriority(b.name) || a.name.localeCompare(b.name));
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    category_id: t.category_id,
    category_name: t.category_name,
    sport_id: t.sport_id,
    sport_name: t.sport_name,
    active: t.match_count > 0,
    match_count: t.match_count,
    upcoming_matches: t.upcoming_matches,
    earliest_match_date: iso(t.earliest_match_date),
    country_code: t.country_code,
  }));
}

/**
 * /top-sports: each sport with upcoming matches, its page of matches in kick-off order; only `sportId`'s when
 * given (the phone home shows one sport's list at a time, so it need not download every sport's).
 */
export async function topSportsList(db: Db, now: Date, page: number, size: number, sportId: string | null = null) {
  const sports = (await repo.listSports(db, now)).filter((s) => s.match_count > 0 && (sportId === null || s.id === sportId));
  const matches = await withExtras(db, await repo.matchesPerSport(db, now, size, (page - 1) * size, sportId));
  return {
    sports: sports.map((s) => ({ sport_id: s.id, sport_name: s.name, matches: matches.filter((m) => m.sport_id === s.id) })),
    // Paging runs over each sport's own list; total is the longest list, so pages past it are empty everywhere.
    pagination: { page, page_size: size, total: Math.max(0, ...sports.map((s) => s.match_count)) },
  };
}

/** /top-sports/mixed: up to 20 upcoming top-league matches in kick-off order. */
export const mixedTopMatches = async (db: Db, now: Date): Promise<WireMatch[]> => withExtras(db, await repo.topLeagueMatches(db, now, 20));

/** Top leagues with upcoming matches, by rank; of one sport when sportId is given. */
export async function topLeagueList(db: Db, now: Date, sportId: string | null = null): Promise<WireTopLeague[]> {
  const leagues = await repo.topLeagues(db, now);
  return sportId === null ? leagues : leagues.filter((l) => l.sport_id === sportId);
}
