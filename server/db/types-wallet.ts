// Kysely table types of wallets, the double-entry ledger (money and, since 0027, points), bonuses and banners (0003-wallet).
// Money and points are integer hundredths in bigint columns: node-pg reads int8 as a string and PGlite
// as a number or bigint, so every read goes through Number() (amounts stay far below 2^53).
import type { ColumnType, Generated } from 'kysely';

/** int8 hundredths: read as whatever the driver gives, written as a number. */
export type Int8 = ColumnType<string | number | bigint, number | bigint | undefined, number | bigint>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type LedgerAccountKind = 'player' | 'house';

export interface LedgerAccountsTable {
  id: string;
  kind: LedgerAccountKind;
  /** The player; null for a house account. */
  user_id: string | null;
  /** Unique: 'house:welcome', 'house:operator', 'player:<userId>', 'points:<userId>:active', 'house:points:bonuses' … */
  code: string;
  /** The asset the account holds (0027): 'ETB' (money, cents) or 'PTS' (points, hundredths); a CHECK allows only these. */
  currency: ColumnType<string, string | undefined, never>;
  /** Signed for house accounts; a CHECK keeps player accounts at 0 or above. */
  balance_cents: Int8;
  created_at: CreatedAt;
}

export interface LedgerTransactionsTable {
  id: string;
  idempotency_key: string;
  /** 'welcome', 'operator_credit', 'stake', 'payout', 'rollback' …; points: 'points_bonus', 'points_unlock', 'points_stake' … */
  kind: string;
  reason: string;
  created_at: CreatedAt;
}

export interface LedgerPostingsTable {
  id: Generated<string>;
  transaction_id: string;
  account_id: string;
  /** Signed: the postings of one transaction sum to zero. */
  amount_cents: Int8;
  created_at: CreatedAt;
}

export interface WalletsTable {
  user_id: string;
  merchant_id: string;
  currency: ColumnType<string, string | undefined, never>;
  /** The player's ledger account (its balance is the wallet's money balance). */
  ledger_account_id: string;
  /** The points live in the ledger since 0027 (modules/wallet/points.ts): 'points:<userId>:active' and ':inactive'. */
  created_at: CreatedAt;
}

export type BonusStatus = 'inactive' | 'active';

export interface BonusesTable {
  id: string;
  user_id: string;
  bonus_type: string;
  /** Points (hundredths) the bonus grants. */
  bonus_amount_cents: Int8;
  required_deposit_cents: Int8;
  deposited_so_far_cents: Int8;
  status: BonusStatus;
  created_at: CreatedAt;
  activated_at: NullableTimestamp;
}

export interface BannersTable {
  id: string;
  merchant_id: string;
  banner_type: string;
  image_url: string;
  click_url: string | null;
  sort_order: number;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  /** Issue 18 (0020-banner-texts): the words per language drawn over the artwork, or null. */
  texts: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface WalletTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_postings: LedgerPostingsTable;
  wallets: WalletsTable;
  bonuses: BonusesTable;
  banners: BannersTable;
}
