// Live match messages on /api/v1/auth/ws/ (issue 32), to every connection like ODDS_CHANGE (clients that do not know
// them ignore unknown types). LIVE_SCORE is a match's score, period and clock: at most one a second per match, and at
// once after a moment. LIVE_EVENT is a moment of play sent the instant it is stored: a goal, a penalty, a card, a
// period's start or end, the final whistle. The clock is `clock_ms` at `at` (ISO), running on from there while
// `clock_running`. Decoded with these structs before anything of them reaches a store.
import { array, assign, boolean, enums, integer, literal, nullable, number, string, type, type Infer } from 'superstruct';
import { Id } from './common.ts';

const Score = type({ home: number(), away: number() });

/** The event kinds sent as moments; the rest (corners, shots, attacks, baskets, games) only move LIVE_SCORE. */
export const LIVE_MOMENTS = ['goal', 'penalty', 'yellow_card', 'red_card', 'period_start', 'period_end', 'match_end'] as const;

/** A match's score, period and clock, as the live socket and the live reads (schema/endpoints/live.ts) carry it. */
export const LiveScoreboard = type({
  phase: enums(['not_started', 'playing', 'break', 'ended']),
  /** The period being played (football half, basketball quarter, tennis set); 0 before the first. */
  period: integer(),
  clock_ms: number(),
  clock_running: boolean(),
  /** Goals, points, or (tennis) sets won. */
  score: Score,
  /** Tennis: games in the set being played; 0:0 for other sports. */
  games: Score,
  red_cards: Score,
  /** Each finished period's score (football: the half-time score; tennis: each set's games). */
  periods: array(Score),
});

export const LiveScoreMessage = assign(
  type({
    type: literal('LIVE_SCORE'),
    match_id: Id,
    /** seq of the last event the score includes. */
    seq: integer(),
    at: string(),
  }),
  LiveScoreboard,
);
export type LiveScoreMessage = Infer<typeof LiveScoreMessage>;

export const LiveEventMessage = type({
  type: literal('LIVE_EVENT'),
  match_id: Id,
  seq: integer(),
  kind: enums(LIVE_MOMENTS),
  side: nullable(enums(['home', 'away'])),
  period: integer(),
  clock_ms: number(),
  at: string(),
});
export type LiveEventMessage = Infer<typeof LiveEventMessage>;
