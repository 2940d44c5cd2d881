// Kysely table types of responsible gaming (0018-responsible-gaming): deposit limits, self-exclusions and their
// audit rows. Money is integer cents (int8, read through Number()); times are timestamptz.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type NullableInt8 = ColumnType<string | number | bigint | null, number | null | undefined, number | null>;

export type LimitPeriod = 'day' | 'week' | 'month';
export type ExclusionPeriod = '24h' | '7d' | '30d' | '6mo' | 'permanent';

export interface DepositLimitsTable {
  user_id: string;
  period: LimitPeriod;
  /** The limit in force; null = none. */
  limit_cents: NullableInt8;
  /** A raise or removal waits (pending_cents null = removal) until pending_effective_at. */
  pending_set: ColumnType<boolean, boolean | undefined, boolean>;
  pending_cents: NullableInt8;
  pending_effective_at: NullableTimestamp;
  updated_at: Timestamp;
}

export interface SelfExclusionsTable {
  id: Generated<string>;
  user_id: string;
  period: ExclusionPeriod;
  starts_at: Timestamp;
  /** null: permanent. */
  ends_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface ResponsibleGamingAuditTable {
  id: Generated<string>;
  user_id: string;
  action: string;
  detail: ColumnType<unknown, string, string>;
  session_id: string | null;
  created_at: Timestamp;
}

export interface ResponsibleGamingTables {
  deposit_limits: DepositLimitsTable;
  self_exclusions: SelfExclusionsTable;
  responsible_gaming_audit: ResponsibleGamingAuditTable;
}
