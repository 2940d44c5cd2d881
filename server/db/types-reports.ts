// Kysely table types of the daily report aggregates (0035-reports; modules/reports). Amounts are integer cents.
import type { ColumnType } from 'kysely';
import type { Int8 } from './types-wallet.ts';

/** A business day (East Africa Time) as 'YYYY-MM-DD': written as text, read back by the driver as text or Date. */
type Day = ColumnType<string | Date, string, string>;

export interface ReportDaysTable {
  day: Day;
  merchant_id: string;
  /** 'sports' | 'lotofoot' | 'casino' | 'virtual'. */
  product: string;
  /** 'online' | 'shop'. */
  channel: string;
  tickets: Int8;
  stakes_cents: Int8;
  payouts_cents: Int8;
  vat_cents: Int8;
  income_tax_cents: Int8;
  bonus_cents: Int8;
}

export interface ReportCountsTable {
  day: Day;
  merchant_id: string;
  /** 'deposit' | 'withdrawal' (key: the method), 'new_players' (key ''), 'rg' (key: the action),
   *  'active' (key: a product or '*': distinct players who staked that day). */
  metric: string;
  key: string;
  count: Int8;
  cents: Int8;
}

export interface ReportPlayerYearsTable {
  merchant_id: string;
  /** A product, or '*' for any. */
  product: string;
  user_id: string;
  year: number;
  /** bit(366): bit d (0 = 1 January) set when the player staked that day. */
  days: string;
}

export interface ReportRollupTable {
  id: 'main';
  rolled_through: Day;
}

export interface ReportTables {
  report_days: ReportDaysTable;
  report_counts: ReportCountsTable;
  report_player_years: ReportPlayerYearsTable;
  report_rollup: ReportRollupTable;
}
