// Kysely table types of LotoFoot (0010-lotofoot). Money is integer cents (bigint: read via Number()).
import type { ColumnType } from 'kysely';
import type { Int8 } from './types-wallet.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type NullableInt8 = ColumnType<string | number | bigint | null, number | bigint | null | undefined, number | bigint | null>;

export type LotofootVariantColumn = 'LOTOFOOT_7' | 'LOTOFOOT_12' | 'LOTOFOOT_15';

export interface LotofootWeeksTable {
  id: string;
  variant: LotofootVariantColumn;
  deadline: Timestamp;
  status: 'open' | 'closed' | 'settled';
  carry_in_cents: ColumnType<string | number | bigint, number | undefined, number>;
  pool_cents: NullableInt8;
  carry_out_cents: NullableInt8;
  /** Whether carry_out_cents has gone into a later week's carry_in_cents. */
  carried: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  settled_at: NullableTimestamp;
}

export interface LotofootWeekMatchesTable {
  week_id: string;
  position: number;
  match_id: string;
  result: '1' | 'X' | '2' | 'VOID' | null;
}

export interface LotofootTicketsTable {
  id: string;
  reference_id: string;
  user_id: string;
  merchant_id: string;
  week_id: string;
  variant: LotofootVariantColumn;
  price_cents: Int8;
  status: 'PENDING' | 'WON' | 'LOST';
  correct: number | null;
  prize_cents: ColumnType<string | number | bigint, number | undefined, number>;
  idempotency_key: string | null;
  created_at: Timestamp;
  settled_at: NullableTimestamp;
}

export interface LotofootPicksTable {
  ticket_id: string;
  position: number;
  match_id: string;
  prediction: '1' | 'X' | '2';
  /** The kick-off the pick was made against (0026): kept when the feed clock moves the match. */
  kickoff_at: NullableTimestamp;
}

export interface LotofootTables {
  lotofoot_weeks: LotofootWeeksTable;
  lotofoot_week_matches: LotofootWeekMatchesTable;
  lotofoot_tickets: LotofootTicketsTable;
  lotofoot_picks: LotofootPicksTable;
  lotofoot_caps: LotofootCapsTable;
}

/** A variant's weekly liability cap set from the back office (0038; lotofoot/liability.ts). */
export interface LotofootCapsTable {
  variant: string;
  cap_cents: ColumnType<string | number | bigint, number, number>;
  updated_by: string;
  updated_at: Timestamp;
}
