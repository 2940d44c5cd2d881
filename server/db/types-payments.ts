// Kysely table types of payments, their events and discrepancies, the merchant's gateway switches and the
// embedded gateway simulators' transactions (0009-payments); per-merchant limits and reconciliation runs (0042). Money is integer cents (bigint: read via Number()).
import type { ColumnType, Generated } from 'kysely';
import type { Int8 } from './types-wallet.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface PaymentsTable {
  id: string;
  user_id: string;
  merchant_id: string;
  flow: 'deposit' | 'withdrawal';
  gateway: 'santimpay' | 'arifpay';
  method_id: string;
  method: string;
  kind: 'checkout' | 'direct' | 'inline' | 'transfer';
  amount_cents: Int8;
  phone: string;
  reason: string;
  state: 'pending' | 'processing' | 'completed' | 'failed' | 'cancelled' | 'expired';
  gateway_status: string | null;
  gateway_txn_id: string | null;
  session_id: string | null;
  payment_url: string | null;
  idempotency_key: string | null;
  polls: ColumnType<number, number | undefined, number>;
  next_poll_at: NullableTimestamp;
  /** When a callback last made us query the gateway (0022): the next may only after 5 s. */
  notify_query_at: NullableTimestamp;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Four-eyes review of a large withdrawal (0034): null when none. */
  review: ColumnType<PaymentReview | null, PaymentReview | null | undefined, PaymentReview | null>;
}

export type PaymentReview = 'awaiting' | 'approved' | 'sent' | 'refused';

export interface PaymentEventsTable {
  id: Generated<string>;
  payment_id: string;
  source: string;
  from_state: string;
  to_state: string;
  gateway_status: string | null;
  dedupe_key: string | null;
  created_at: Timestamp;
}

export interface PaymentDiscrepanciesTable {
  payment_id: string;
  kind: string;
  ours: string;
  theirs: string;
  detail: string;
  found_at: Timestamp;
}

export interface PaymentPreferencesTable {
  merchant_id: string;
  flow: 'deposit' | 'withdrawal';
  gateways: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SimTransactionsTable {
  gateway: string;
  ref: string;
  txn_id: string;
  kind: string;
  method: string;
  amount_cents: Int8;
  phone: string;
  reason: string;
  status: string;
  scenario: string;
  notify_url: string;
  urls: ColumnType<unknown, string, string>;
  resolve_at: NullableTimestamp;
  callbacks_due: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A merchant's own limits of one method in one flow (0042); absent: the catalogue's defaults. */
export interface PaymentLimitsTable {
  merchant_id: string;
  flow: 'deposit' | 'withdrawal';
  /** The catalogue id (domain/payments/methods.ts), e.g. santimpay-telebirr. */
  method: string;
  min_cents: Int8;
  max_cents: Int8;
  updated_at: Timestamp;
}

/** One comparison with the gateways (0042): the periodic job's ('job') or an operator's (their id). */
export interface PaymentReconciliationRunsTable {
  id: Generated<string>;
  started_at: Timestamp;
  finished_at: Timestamp;
  days: number;
  checked: number;
  found: number;
  source: 'job' | 'operator';
  /** The operator's name when one ran it. */
  by_name: string | null;
}

export interface PaymentTables {
  payments: PaymentsTable;
  payment_limits: PaymentLimitsTable;
  payment_reconciliation_runs: PaymentReconciliationRunsTable;
  payment_events: PaymentEventsTable;
  payment_discrepancies: PaymentDiscrepanciesTable;
  payment_preferences: PaymentPreferencesTable;
  sim_transactions: SimTransactionsTable;
}
