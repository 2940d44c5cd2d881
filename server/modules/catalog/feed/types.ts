// Shape of the demo odds feed: static catalogue data (sports, categories, tournaments, teams)
// and the derived values (fixtures, priced markets). Everything here is plain immutable data so
// fixtures and prices can be recomputed at any time and compared structurally.

export interface SportDef {
  id: string;
  name: string;
  hasDraw: boolean;
  iconKey: string;
}

export interface CategoryDef {
  id: string;
  sportId: string;
  name: string;
  countryCode: string | null;
}

/** strength is Elo-like; only differences inside one tournament matter to the pricing. */
export interface TeamDef {
  name: string;
  strength: number;
}

/**
 * One kickoff slot of a round template: `count` matches start at `day` days after the cycle
 * start, at `at` ('HH:MM' UTC). `day` may exceed the cycle length (e.g. a Monday game that
 * closes a weekend round), the pattern stays periodic anyway.
 */
export interface KickoffSlot {
  day: number;
  at: string;
  count: number;
}

/**
 * Rounds repeat forever in both directions: cycle c starts at anchorMs + c * cycleDays days and
 * holds rounds.length rounds (round r = c * rounds.length + j uses template rounds[j]). When a
 * template has fewer kickoffs than pairings, only that many pairings are played (tennis draws).
 */
export interface SchedulePattern {
  anchorMs: number;
  cycleDays: number;
  rounds: KickoffSlot[][];
}

export interface TournamentDef {
  id: string;
  sportId: string;
  categoryId: string;
  name: string;
  teams: TeamDef[];
  schedule: SchedulePattern;
  /** Unique small integer (0..95) folded into match ids so ids of different tournaments never collide (32+: 9-digit ids). */
  idSlot: number;
  /** Average total goals/points per match where the sport's model prices totals from it (unused for sets sports). */
  scoringAvg: number;
}

export interface Fixture {
  id: string;
  tournamentId: string;
  sportId: string;
  categoryId: string;
  round: number;
  startTime: number;
  home: TeamDef;
  away: TeamDef;
}

/** odds: 2 decimals, within [1.01, 500]. outcomeId is stable per market type (Sportradar-like). */
export interface OutcomeDef {
  outcomeId: string;
  name: string;
  odds: number;
}

/** specifier is null or `key=value` (the line); (marketId, specifier) is unique within a match. */
export interface MarketDef {
  marketId: string;
  name: string;
  specifier: string | null;
  groupId: string;
  groupName: string;
  priority: number;
  outcomes: OutcomeDef[];
}
