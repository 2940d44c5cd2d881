// Kysely table types of betting tickets and their selections (0004-tickets). Money is integer cents in
// bigint columns (read through Number(), see types-wallet.ts); odds are integer hundredths, as in outcomes.
// settlement_round comes from 0005-settlement-round; request_hash and cashback_rules from 0023.
import type { ColumnType, Generated } from 'kysely';
import type { Int8 } from './types-wallet.ts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type TicketKind = 'money' | 'cashier' | 'points';
/** EXPIRED from 0007-ticket-hardening (an unpaid cashier ticket past its first kick-off). */
export type TicketStatusColumn = 'PENDING' | 'WON' | 'LOST' | 'VOID' | 'PARTIALLY_WON' | 'EXPIRED' | 'CASHED_OUT';
export type SelectionStatusColumn = 'PENDING' | 'WON' | 'LOST' | 'VOID';

export interface TicketsTable {
  id: string;
  /** Human readable: 'BB-…' (money), 'CASH-…' (cashier), 'PTS-…' (points). */
  reference_id: string;
  kind: TicketKind;
  merchant_id: string;
  /** Null for an anonymous cashier ticket. */
  user_id: string | null;
  bet_type: 'SINGLE' | 'MULTIPLE';
  stake_cents: Int8;
  stake_tax_cents: Int8;
  net_stake_cents: Int8;
  total_odds_hundredths: Int8;
  bonus_percent: number;
  bonus_cents: Int8;
  basic_win_cents: Int8;
  gross_win_cents: Int8;
  winnings_tax_cents: Int8;
  net_win_cents: Int8;
  status: TicketStatusColumn;
  win_cents: Int8;
  cashback_cents: Int8;
  /** The client's Idempotency-Key; unique per user. */
  idempotency_key: string | null;
  /** SHA-256 of the request placed under that key (0023): another body under the key is a 409. Null before 0023. */
  request_hash: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  settled_at: NullableTimestamp;
  /** Rollbacks so far: round 0 pays with key payout:<id>, round n with payout:<id>:<n>. */
  settlement_round: Generated<number>;
  /** The stake still live after partial cash-outs (0030); null: the whole stake. */
  open_stake_cents: ColumnType<string | number | null, number | null | undefined, number | null>;
  /** What the ticket's cash-outs paid (0030). */
  cashed_out_cents: Int8;
  /** What settlement withheld as income tax and added as the multiple's bonus (0035; null before, or unsettled). */
  settled_tax_cents: ColumnType<string | number | null, number | null | undefined, number | null>;
  settled_bonus_cents: ColumnType<string | number | null, number | null | undefined, number | null>;
  /** The player's automatic cash-out value (0030): taken in full once the offer reaches it; null: none. */
  auto_cashout_cents: ColumnType<string | number | null, number | null | undefined, number | null>;
}

/** One cash-out of a ticket (0030, tickets/cashout.ts). */
export interface TicketCashoutsTable {
  id: string;
  ticket_id: string;
  idempotency_key: string | null;
  request_hash: string | null;
  part_cents: Int8;
  amount_cents: Int8;
  full: boolean;
  created_at: CreatedAt;
  /** The shop and cashier of a cash-out at the counter (0032); null for a player's. */
  shop_id: string | null;
  cashier_id: string | null;
}

/** Cash-out switched off for a merchant, a sport or a market ('' = any) (0030). */
export interface CashoutBlocksTable {
  merchant_id: string;
  sport_id: string;
  market_id: string;
}

export interface TicketSelectionsTable {
  ticket_id: string;
  position: number;
  match_id: string;
  market_id: string;
  /** '' when the market has no specifier. */
  specifier: string;
  outcome_id: string;
  odds_hundredths: number;
  outcome_name: string;
  market_name: string;
  status: SelectionStatusColumn;
  /** The kick-off the leg was placed against (0026): kept when the feed clock moves the match. */
  kickoff_at: NullableTimestamp;
}

/** A merchant's conditions on the cashback ladder (0023, domain/cashback.ts): null takes the default. */
export interface CashbackRulesTable {
  merchant_id: string;
  min_selections: number | null;
  min_odds_hundredths: number | null;
  max_stake_percent: number | null;
  max_ticket_cents: Int8 | null;
  max_player_day_cents: Int8 | null;
}

export interface TicketTables {
  tickets: TicketsTable;
  ticket_selections: TicketSelectionsTable;
  cashback_rules: CashbackRulesTable;
  ticket_cashouts: TicketCashoutsTable;
  cashout_blocks: CashoutBlocksTable;
}
