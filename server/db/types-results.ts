// Kysely table types of match results, live events (0028) and server secrets (0008-results). A result is the JSON of a
// tickets/results.ts MatchResult; a secret's value never leaves the server (never served, never logged).
import type { ColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type ResultSourceColumn = 'operator' | 'simulator';

export interface MatchResultsTable {
  match_id: string;
  /** jsonb: written as a JSON string, read back as the parsed value. */
  result: ColumnType<unknown, string, never>;
  source: ResultSourceColumn;
  entered_at: CreatedAt;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
}

/** The demo feed's clock (0026): the one row (id 1) says how far, in minutes, the schedule has moved in total. */
export interface FeedClockTable {
  id: number;
  /** bigint: read back as a string. */
  offset_minutes: ColumnType<string | number | bigint, number, number>;
}

/** One event of a match being played (0028, server/modules/live): bigints are read back as strings. */
export interface LiveEventsTable {
  match_id: string;
  seq: number;
  event_id: string;
  at_ms: ColumnType<string | number, number, never>;
  kind: string;
  side: 'home' | 'away' | null;
  period: number;
  clock_ms: ColumnType<string | number, number, never>;
  points: number;
  created_at: CreatedAt;
}

/** A live bet held for its delay (0029, tickets/live-holds.ts). */
export interface BetHoldsTable {
  id: string;
  user_id: string;
  merchant_id: string;
  idempotency_key: string | null;
  request_hash: string | null;
  input: ColumnType<unknown, string, never>;
  odds_policy: 'ask' | 'higher' | 'any';
  stake_cents: ColumnType<string | number, number, never>;
  accept_at: ColumnType<Date, Date, never>;
  status: ColumnType<'held' | 'accepted' | 'refused', 'held' | undefined, 'accepted' | 'refused'>;
  ticket_id: string | null;
  refusal: ColumnType<unknown, string | null, string | null>;
  created_at: CreatedAt;
  decided_at: Date | null;
}

export interface ResultTables {
  bet_holds: BetHoldsTable;
  match_results: MatchResultsTable;
  live_events: LiveEventsTable;
  server_secrets: ServerSecretsTable;
  feed_clock: FeedClockTable;
}
