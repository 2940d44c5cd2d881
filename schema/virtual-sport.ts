// Virtual sports' wire (issue 15): the house virtual-football league (provider 632, game vfootball) and the
// virtual horse race (provider 497, game vhorses). A schedule shows the open round with its odds, the round in
// play with only what its clock has reached (goals so far, race checkpoints so far; the final score or finishing
// order once it is over), recent results and the league table. Amounts are ETB numbers with 2 decimals; odds
// are decimal odds.
import { array, enums, literal, nullable, number, record, string, type, type Infer } from 'superstruct';

export const VIRTUAL_LEAGUES = ['football', 'horses'] as const;
export type VirtualLeague = (typeof VIRTUAL_LEAGUES)[number];

/** Markets: football 1X2 (1, X, 2), OU2.5 (over, under), BTTS (yes, no); horses WIN (runner number). */
export const VIRTUAL_MARKETS = { football: ['1X2', 'OU2.5', 'BTTS'], horses: ['WIN'] } as const;

export const VirtualEventStatus = enums(['open', 'live', 'finished']);
export type VirtualEventStatus = Infer<typeof VirtualEventStatus>;

export const VirtualGoal = type({ minute: number(), side: enums(['home', 'away']) });
export type VirtualGoal = Infer<typeof VirtualGoal>;

export const VirtualRunner = type({ number: number(), name: string(), colour: string() });
export type VirtualRunner = Infer<typeof VirtualRunner>;

export const VirtualEvent = type({
  id: string(),
  status: VirtualEventStatus,
  /** Football: the clubs (empty for a race). */
  home: string(),
  away: string(),
  /** Horses: the runners (empty for a match). */
  runners: array(VirtualRunner),
  /** market → selection → decimal odds. */
  odds: record(string(), record(string(), number())),
  /** Goals up to the match clock, in order. */
  timeline: array(VirtualGoal),
  /** The score so far (live) or final (finished); null before kick-off. */
  score: nullable(type({ home: number(), away: number() })),
  /** Race progress so far: one row per checkpoint, each runner's share of the distance (0–1) by runner order. */
  checkpoints: array(array(number())),
  /** The finishing order (runner numbers), once the race is over. */
  order: nullable(array(number())),
});
export type VirtualEvent = Infer<typeof VirtualEvent>;

export const VirtualRound = type({
  id: string(),
  /** Football: the matchday of the season (1–30); horses: the race number of the day. */
  number: number(),
  starts_at: string(),
  ends_at: string(),
  status: VirtualEventStatus,
  events: array(VirtualEvent),
});
export type VirtualRound = Infer<typeof VirtualRound>;

export const VirtualStanding = type({
  club: string(),
  played: number(),
  won: number(),
  drawn: number(),
  lost: number(),
  goals_for: number(),
  goals_against: number(),
  points: number(),
});
export type VirtualStanding = Infer<typeof VirtualStanding>;

export const VirtualSchedule = type({
  success: literal(true),
  league: enums(VIRTUAL_LEAGUES),
  server_time: string(),
  round_every_ms: number(),
  /** The bookmaker margin built into the odds (0.08 = 8 %). */
  margin: number(),
  min_stake: number(),
  max_stake: number(),
  /** The next round: betting open until its starts_at. */
  open: nullable(VirtualRound),
  /** The round in play, or the one that just finished (until the next kicks off). */
  live: nullable(VirtualRound),
  /** Finished rounds, newest first. */
  results: array(VirtualRound),
  /** Football: the current season's table; horses: empty. */
  standings: array(VirtualStanding),
});
export type VirtualSchedule = Infer<typeof VirtualSchedule>;

export const VirtualBetStatus = enums(['pending', 'open', 'won', 'lost', 'void']);

export const VirtualBet = type({
  id: string(),
  event_id: string(),
  league: enums(VIRTUAL_LEAGUES),
  /** 'Home v Away' or 'Race 12'. */
  event_name: string(),
  starts_at: string(),
  market: string(),
  selection: string(),
  odds: number(),
  stake: number(),
  status: VirtualBetStatus,
  payout: number(),
  created_at: string(),
  settled_at: nullable(string()),
});
export type VirtualBet = Infer<typeof VirtualBet>;

export const VirtualBetPlaced = type({ success: literal(true), bet: VirtualBet, balance: number() });
export type VirtualBetPlaced = Infer<typeof VirtualBetPlaced>;

export const VirtualBets = type({ success: literal(true), bets: array(VirtualBet), balance: number() });
export type VirtualBets = Infer<typeof VirtualBets>;
