// Kysely table types of the back office (0033-backoffice): operator accounts and sessions, the hash-chained audit
// log and four-eyes approvals. Secrets exist only as hashes (passwords, session tokens) or sealed (TOTP secrets).
import type { ColumnType } from 'kysely';
import type { Int8 } from './types-wallet.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface OperatorsTable {
  id: string;
  name: string;
  /** Stored as typed; unique without regard to case. */
  email: string | null;
  /** E.164 (+2519…); unique. */
  phone: string | null;
  /** 'scrypt$N$r$p$salt$hash' (auth/passwords.ts). */
  password_hash: string;
  roles: string[];
  status: ColumnType<'active' | 'disabled', 'active' | 'disabled' | undefined, 'active' | 'disabled'>;
  totp_required: ColumnType<boolean, boolean | undefined, boolean>;
  /** The enrolled TOTP secret, sealed with the server's key (backoffice/totp-seal.ts). */
  totp_secret: string | null;
  /** A secret shown for enrolment and not yet confirmed with a code. */
  totp_pending_secret: string | null;
  /** The last 30-second step a code was accepted for: a code is taken once. */
  totp_last_step: Int8 | null;
  must_change_password: ColumnType<boolean, boolean | undefined, boolean>;
  created_by: string | null;
  created_at: CreatedAt;
  last_sign_in_at: NullableTimestamp;
}

export type OperatorSessionStage = 'change_password' | 'enrol_totp' | 'ready';

export interface OperatorSessionsTable {
  id: string;
  operator_id: string;
  token_hash: string;
  stage: OperatorSessionStage;
  address: string;
  user_agent: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  idle_until: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface AuditLogTable {
  seq: Int8;
  at: Timestamp;
  actor_kind: 'operator' | 'machine' | 'system';
  actor_id: string | null;
  actor_name: string;
  address: string | null;
  action: string;
  target_kind: string | null;
  target_id: string | null;
  /** Canonical JSON (sorted keys) of the value before and after, exactly as hashed. */
  before: string | null;
  after: string | null;
  reason: string | null;
  prev_hash: string;
  hash: string;
}

export interface AuditHeadTable {
  id: number;
  seq: Int8;
  hash: string;
}

export interface ApprovalsTable {
  id: string;
  kind: string;
  status: ColumnType<'pending' | 'approved' | 'rejected', 'pending' | undefined, 'approved' | 'rejected'>;
  merchant_id: string;
  target_kind: string;
  target_id: string;
  amount_cents: Int8 | null;
  /** JSON of what the approval will do (kind-specific). */
  payload: string;
  reason: string;
  /** The operator who asked, or null when a player's own action asked (requested_by_player; 0034). */
  requested_by: string | null;
  requested_by_player: ColumnType<string | null, string | null | undefined, never>;
  requested_at: Timestamp;
  decided_by: string | null;
  decided_at: NullableTimestamp;
  decision_note: string | null;
  /** JSON of what the approval did. */
  result: string | null;
}

export interface BackofficeTables {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
  audit_head: AuditHeadTable;
  approvals: ApprovalsTable;
  player_notes: PlayerNotesTable;
  risk_limits: RiskLimitsTable;
  server_instances: ServerInstancesTable;
}

/** An operator's note on a player (0036): kept, never edited. */
export interface PlayerNotesTable {
  id: string;
  user_id: string;
  operator_id: string;
  text: string;
  created_at: Timestamp;
}

/** A per-ticket stake or win limit for a player, a match or a market (0037; tickets/risk-limits.ts). */
export interface RiskLimitsTable {
  scope: 'player' | 'match' | 'market';
  /** A player id, a match id, or match/market/specifier. */
  scope_id: string;
  max_stake_cents: Int8 | null;
  max_win_cents: Int8 | null;
  reason: string;
  updated_by: string;
  updated_at: Timestamp;
}

/** One server of the cluster and when it last said it was alive (0043; backoffice/instances.ts). */
export interface ServerInstancesTable {
  instance: string;
  started_at: Timestamp;
  seen_at: Timestamp;
  runs_jobs: boolean;
}
