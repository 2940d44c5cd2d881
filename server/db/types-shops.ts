// Kysely table types of shops, cashiers, cashier sessions, the shop side of cashier tickets and their audit trail
// (0019-shops). Secrets exist only as hashes; money is integer cents (Int8, read through Number()).
import type { ColumnType, Generated } from 'kysely';
import type { Int8 } from './types-wallet.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface ShopsTable {
  id: string;
  merchant_id: string;
  name: string;
  /** 'shop:<id>': debited by the stakes taken in cash, credited by the payouts handed out. */
  till_account_id: string;
  created_at: CreatedAt;
}

export interface CashiersTable {
  id: string;
  shop_id: string;
  merchant_id: string;
  /** Lower case, unique per merchant. */
  username: string;
  /** 'scrypt$N$r$p$salt$hash' (auth/passwords.ts). */
  password_hash: string;
  created_at: CreatedAt;
  /** When a shop manager disabled the cashier (0040-shop-desk); null: active. Set with disabled_reason. */
  disabled_at: NullableTimestamp;
  disabled_reason: string | null;
}

export interface CashierSessionsTable {
  id: string;
  /** SHA-256 hex of the bearer token. */
  token_hash: string;
  cashier_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface ShopTicketsTable {
  ticket_id: string;
  shop_id: string;
  accepted_by: string;
  accepted_at: Timestamp;
  stake_cents: Int8;
  paid_at: NullableTimestamp;
  paid_by: string | null;
  paid_shop_id: string | null;
  payout_cents: ColumnType<string | number | bigint | null, number | null | undefined, number | null>;
}

export type ShopStep = 'created' | 'accepted' | 'settled' | 'paid' | 'expired' | 'rolled_back' | 'cashed_out';

export interface ShopTicketEventsTable {
  id: Generated<string>;
  ticket_id: string;
  step: ShopStep;
  /** 'visitor', 'system' or 'cashier:<id>'. */
  actor: string;
  shop_id: string | null;
  /** The ticket's status after the step. */
  status: string;
  at: Timestamp;
}

export interface ShopTables {
  shops: ShopsTable;
  cashiers: CashiersTable;
  cashier_sessions: CashierSessionsTable;
  shop_tickets: ShopTicketsTable;
  shop_ticket_events: ShopTicketEventsTable;
}
