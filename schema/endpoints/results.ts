// Match results (issue 29): the finished matches of one day (East Africa Time, the players' day) by sport and league
// with their final scores, or the day of one match (a settled ticket leg links to it, so a player sees why it lost).
// Signed and public like the catalogue. A day outside the last RESULTS_DAYS days, or not a date, is the declared 400.
import { array, nullable, number, optional, pattern, refine, string, type } from 'superstruct';
import { Id } from '../common.ts';
import { endpoint, Text } from '../endpoint.ts';
import { annotated } from '../json-schema.ts';
import { CatalogId, notFoundRefusal } from './catalog-query.ts';
import { ApiError, blankAsAbsent } from './wire.ts';

/** How many days back (today included) the results page may ask for. */
export const RESULTS_DAYS = 30;
/** The players' zone: Ethiopia is UTC+3 all year (no daylight saving). */
export const RESULTS_ZONE_OFFSET_MS = 3 * 60 * 60 * 1000;

export const RESULTS_DAY_TEXT = `day must be a date (YYYY-MM-DD) within the last ${RESULTS_DAYS} days`;

/** A calendar date written YYYY-MM-DD that exists (2026-02-30 does not). */
export const ResultsDay = annotated(
  refine(pattern(Text(10, 10), /^\d{4}-\d{2}-\d{2}$/), 'calendar-date', (s) => {
    const at = Date.parse(`${s}T00:00:00Z`);
    return Number.isFinite(at) && new Date(at).toISOString().startsWith(s);
  }),
  { format: 'date' },
);

const Score = type({ home: number(), away: number() });

export const MatchResultRow = type({
  id: Id,
  sport_id: Id,
  sport_name: string(),
  category_name: string(),
  country_code: string(),
  tournament_id: Id,
  tournament_name: string(),
  start_time: string(),
  home_team: string(),
  away_team: string(),
  /** The final score (goals, points, sets won); null while no result is known (or the sport has none). */
  score: nullable(Score),
  /** Football's half-time score; null for other sports. */
  half_time: nullable(Score),
  /** Tennis and volleyball: each set's score, in order (empty for other sports). */
  sets: array(Score),
});

export const ResultsAnswer = type({ day: string(), matches: array(MatchResultRow) });

export const MatchResults = endpoint({
  id: 'matchResults',
  method: 'GET',
  path: '/api/v1/results',
  tag: 'catalog',
  access: 'signed',
  summary:
    'Finished matches of one day (EAT, default today) by sport and league with their scores; with match_id, the day of ' +
    `that match. Days from today back ${RESULTS_DAYS - 1} days.`,
  query: type({ day: optional(blankAsAbsent(ResultsDay)), match_id: optional(blankAsAbsent(CatalogId)) }),
  invalid: { day: { code: 'VALIDATION_FAILED', text: RESULTS_DAY_TEXT } },
  responses: { 200: ResultsAnswer, 400: ApiError, 404: ApiError },
  refusals: [{ status: 400, code: 'VALIDATION_FAILED', text: RESULTS_DAY_TEXT }, notFoundRefusal('Match')],
});

export const RESULTS_ENDPOINTS = [MatchResults];
