// Live matches for players (issue 32): the matches being played with their score, period and clock, and one match
// with its stats and the events so far. Signed and public like the catalogue. The clock is the match clock at the
// answer's `at`; while `clock_running` the client runs it on from there (it stands still in a break). Nothing of a
// match's future is in an answer: only the events that have happened.
import { array, assign, enums, integer, nullable, number, optional, string, type } from 'superstruct';
import { LiveScoreboard } from '../live-message.ts';
import { Match } from '../match.ts';
import { Id } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { CatalogId, notFoundRefusal } from './catalog-query.ts';
import { ApiError } from './wire.ts';

const TAG = 'live';
const Side = enums(['home', 'away']);

export const LiveMatchSummary = assign(
  type({
    id: Id,
    sport_id: Id,
    tournament_id: Id,
    tournament_name: string(),
    home_team: string(),
    away_team: string(),
    start_time: string(),
  }),
  LiveScoreboard,
);

const SideStats = type({
  yellow_cards: number(),
  red_cards: number(),
  corners: number(),
  shots: number(),
  dangerous_attacks: number(),
  /** An estimate from the share of dangerous attacks (%), 50 before any. */
  possession: number(),
});

export const LiveEventRow = type({
  seq: integer(),
  kind: string(),
  side: nullable(Side),
  period: integer(),
  clock_ms: number(),
  points: integer(),
});

export const LiveMatchesAnswer = type({
  at: string(),
  matches: array(LiveMatchSummary),
  /** The same matches as the catalogue serves them (schema/match.ts), each main market at its in-play status: what a
   *  Live row's odds show and the slip picks from. Absent from an older server. */
  catalog: optional(array(Match)),
});
export const LiveMatchAnswer = type({
  at: string(),
  match: LiveMatchSummary,
  stats: type({ home: SideStats, away: SideStats }),
  events: array(LiveEventRow),
});

export const LiveMatches = endpoint({
  id: 'liveMatches',
  method: 'GET',
  path: '/api/v1/live',
  tag: TAG,
  access: 'signed',
  summary: 'The matches being played now, by kick-off, with score, period and clock.',
  responses: { 200: LiveMatchesAnswer, 400: ApiError },
});

export const LiveMatch = endpoint({
  id: 'liveMatch',
  method: 'GET',
  path: '/api/v1/live/:matchId',
  tag: TAG,
  access: 'signed',
  summary: "One match's score, clock, stats and the events so far (a match not started yet has none).",
  params: type({ matchId: CatalogId }),
  responses: { 200: LiveMatchAnswer, 400: ApiError, 404: ApiError },
  refusals: [notFoundRefusal('Match')],
});

export const LIVE_ENDPOINTS = [LiveMatches, LiveMatch] as const;
