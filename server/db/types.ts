// Kysely table types of the operator database, one interface per table, mirroring migrations/.
// Odds are stored as integer hundredths (2.35 → 235) so prices compare exactly; times are timestamptz.
// Accounts and sessions live in types-auth.ts, the wallet ledger in types-wallet.ts (one owner each).
import type { BackofficeTables } from './types-backoffice.ts';
import type { ColumnType, Generated, Insertable } from 'kysely';
import type { AuthTables } from './types-auth.ts';
import type { ResponsibleGamingTables } from './types-responsible.ts';
import type { LotofootTables } from './types-lotofoot.ts';
import type { GameTables } from './types-games.ts';
import type { VirtualTables } from './types-virtual.ts';
import type { PaymentTables } from './types-payments.ts';
import type { PromotionTables } from './types-promotions.ts';
import type { ResultTables } from './types-results.ts';
import type { ShopTables } from './types-shops.ts';
import type { TicketTables } from './types-tickets.ts';
import type { WalletTables } from './types-wallet.ts';
import type { BookingTables } from './types-booking.ts';
import type { ChannelTables } from './types-channels.ts';
import type { ReportTables } from './types-reports.ts';

/** timestamptz: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface MerchantsTable {
  id: string;
  name: string;
  api_key: string;
  created_at: CreatedAt;
  /** Real-money casino and virtual play (0012-games): off for a new merchant. */
  casino_real_money: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface UsedSignaturesTable {
  signature: string;
  merchant_id: string;
  used_at: Timestamp;
}

export interface SportsTable {
  id: string;
  name: string;
  has_draw: boolean;
  icon_key: string;
}

export interface CategoriesTable {
  id: string;
  sport_id: string;
  name: string;
  country_code: string | null;
}

export interface TournamentsTable {
  id: string;
  sport_id: string;
  category_id: string;
  name: string;
  is_top: Generated<boolean>;
  top_rank: number | null;
}

export type MatchStatus = 'not_started' | 'live' | 'ended';

export interface MatchesTable {
  id: string;
  tournament_id: string;
  sport_id: string;
  category_id: string;
  start_time: Timestamp;
  home_team: string;
  away_team: string;
  home_strength: number;
  away_strength: number;
  status: ColumnType<MatchStatus, MatchStatus | undefined, MatchStatus>;
  created_at: CreatedAt;
  /** The short number a feature phone types for the match (0045-channels): given on insert, never reused. */
  code: Generated<number>;
}

export interface MarketsTable {
  match_id: string;
  market_id: string;
  /** '' when the market has no specifier: part of the primary key, so never null. */
  specifier: string;
  name: string;
  status: string;
  priority: number;
  group_id: string;
  group_name: string;
  is_main: boolean;
}

export interface OutcomesTable {
  match_id: string;
  market_id: string;
  specifier: string;
  outcome_id: string;
  name: string;
  /** Decimal odds × 100, e.g. 235 for 2.35. */
  odds_hundredths: number;
  position: number;
}

export interface Database
  extends AuthTables,
    BookingTables,
    WalletTables,
    TicketTables,
    ResultTables,
    PaymentTables,
    LotofootTables,
    PromotionTables,
    GameTables,
    VirtualTables,
    ShopTables,
    ResponsibleGamingTables,
    BackofficeTables,
    ReportTables,
    ChannelTables {
  merchants: MerchantsTable;
  used_signatures: UsedSignaturesTable;
  sports: SportsTable;
  categories: CategoriesTable;
  tournaments: TournamentsTable;
  matches: MatchesTable;
  markets: MarketsTable;
  outcomes: OutcomesTable;
}

export type NewMatch = Insertable<MatchesTable>;
export type NewMarket = Insertable<MarketsTable>;
export type NewOutcome = Insertable<OutcomesTable>;
