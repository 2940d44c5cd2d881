// Pure rules of the desktop home (spec §2, §4, §9): the TOP SPORTS tab order (numeric sport id), the
// tournament grid (the sport's tournaments under their one shown name, in the §9 grid order of domain/ordering.ts,
// so the first cell is the auto-picked tournament), the 0–7 day 'Upcoming' window, and the table's grouping by
// date (dd MMM yyyy) then tournament. No store, no clock: callers pass rows and `now`.
import { sortTournamentGrid } from '../../../../domain/ordering.ts';
import { leagueNames } from '../../../reference/league-table.ts';
import { dayKey, daysFromToday, formatDay } from '../../../i18n/calendar.ts';
import type { Language } from '../../../../schema/language.ts';

/** 'Upcoming' reaches 7 days ahead (spec §9), counted in local calendar days from today. */
const UPCOMING_DAYS = 7;

/** Sport ids by numeric id (spec §2 'ordered by numeric sport id'); ids that are not numbers go last, A–Z. */
export function sortSportTabs(ids: readonly string[]): string[] {
  const num = (id: string): number => (/^\d+$/.test(id) ? Number(id) : Number.POSITIVE_INFINITY);
  return [...new Set(ids)].sort((a, b) => num(a) - num(b) || a.localeCompare(b));
}

export interface GridTournament {
  id: string;
  name: string;
  country: string;
  code: string;
}

/**
 * The grid of a sport from its tournaments (feed names): one cell per id (blank ids dropped), each under its shown
 * name (leagueNames: England's 'Premier League', 'Ethiopian Premier League'), in the §9 grid order by that name
 * and the country.
 */
export function gridTournaments(tournaments: readonly GridTournament[]): GridTournament[] {
  const seen = new Map<string, GridTournament>();
  for (const t of tournaments) {
    if (t.id && !seen.has(t.id)) {
      seen.set(t.id, t);
    }
  }
  const names = leagueNames(
    [...seen.values()],
    (t) => t.id,
    (t) => t.name,
    (t) => t.country,
  );
  const shown = [...seen.values()].map((t) => ({ ...t, name: names.get(t.id) ?? t.name }));
  return sortTournamentGrid(
    shown,
    (t) => t.name,
    (t) => t.country,
  );
}

/** True when a kick-off falls between today and 7 calendar days ahead. */
export function isUpcoming(startMs: number, nowMs: number): boolean {
  if (!Number.isFinite(startMs) || startMs <= 0) {
    return false;
  }
  const days = daysFromToday(startMs, nowMs);
  return days >= 0 && days <= UPCOMING_DAYS;
}

export interface TableMatch {
  id: string;
  start: number;
  tournamentId: string;
  tournamentName: string;
  country: string;
  code: string;
}
export interface TournamentBucket {
  id: string;
  name: string;
  country: string;
  code: string;
  matchIds: string[];
}
export interface DayGroup {
  key: string;
  start: number;
  tournaments: TournamentBucket[];
}

/**
 * Rows grouped by local date, then by tournament within the date (first appearance first); the incoming
 * order (kick-off order from the server) is kept inside each bucket. A day that comes back later in an
 * unsorted list joins its earlier group rather than opening a second one.
 */
export function groupByDateThenTournament(rows: readonly TableMatch[]): DayGroup[] {
  const days = new Map<string, DayGroup>();
  for (const row of rows) {
    const key = dayKey(row.start);
    let day = days.get(key);
    if (!day) {
      day = { key, start: row.start, tournaments: [] };
      days.set(key, day);
    }
    let bucket = day.tournaments.find((b) => b.id === row.tournamentId);
    if (!bucket) {
      bucket = { id: row.tournamentId, name: row.tournamentName, country: row.country, code: row.code, matchIds: [] };
      day.tournaments.push(bucket);
    }
    bucket.matchIds.push(row.id);
  }
  return [...days.values()];
}

/** The spec's dd MMM yyyy ('22 Nov 2026', month in the player's language): formatDay without its weekday. */
export function tableDate(ms: number, lang: Language): string {
  return formatDay(ms, lang).replace(/^\S+\s+/, '');
}
