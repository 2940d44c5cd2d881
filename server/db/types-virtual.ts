// Kysely table types of virtual sports (0013-virtual-sports). Money is integer cents (bigint: read via Number()).
import type { ColumnType } from 'kysely';
import type { Int8 } from './types-wallet.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<unknown, string, string>;
type NullableJson = ColumnType<unknown, string | null | undefined, string | null>;

export interface VirtualEventsTable {
  id: string;
  league: 'football' | 'horses';
  round_id: string;
  slot: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
  runners: Json;
  odds: Json;
  result: NullableJson;
  drawn_at: NullableTimestamp;
  settled_at: NullableTimestamp;
  created_at: Timestamp;
}

export type VirtualBetStatus = 'pending' | 'open' | 'won' | 'lost' | 'void';

export interface VirtualBetsTable {
  id: string;
  user_id: string;
  provider: string;
  game_id: string;
  event_id: string;
  market: string;
  selection: string;
  odds_x100: number;
  stake_cents: Int8;
  status: VirtualBetStatus;
  payout_cents: ColumnType<string | number | bigint, number | undefined, number>;
  created_at: Timestamp;
  settled_at: NullableTimestamp;
}

export interface VirtualTables {
  virtual_events: VirtualEventsTable;
  virtual_bets: VirtualBetsTable;
}
