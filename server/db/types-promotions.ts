// Kysely table type of promotions (0011-promotions). Texts in other languages are jsonb
// ({am: {title?, description?, body?}, …}), written as a JSON string and read back parsed.
import type { ColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface PromotionsTable {
  id: string;
  merchant_id: string;
  promo_type: string;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  body: ColumnType<string, string | undefined, string>;
  translations: ColumnType<unknown, string | undefined, string>;
  image_url: string | null;
  click_url: string | null;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  sort_order: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  /** 0041: whether the promo popup may show it (the operator's choice; every existing one may). */
  in_popup: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** 0041: the promo popup of a merchant (no row: on, the spec's 24 h cooldown). */
export interface PromoPopupSettingsTable {
  merchant_id: string;
  enabled: boolean;
  cooldown_hours: number;
  updated_at: ColumnType<Date, Date | string, Date | string>;
}

/** 0041: a merchant's points-betting config (no row: the demo values); points and ETB in hundredths, odds in
 * hundredths, the rate in ten-thousandths. Bigints read back as strings on PostgreSQL: Number() them. */
export interface PointsBettingConfigsTable {
  merchant_id: string;
  points_betting_enabled: boolean;
  points_to_money_rate_bp: number;
  points_min_stake_cents: ColumnType<string | number, number, number>;
  points_max_stake_cents: ColumnType<string | number, number, number>;
  points_min_selections: number;
  points_max_selections: number;
  points_min_odds_per_selection_hundredths: number;
  points_min_total_odds_hundredths: number;
  points_max_total_odds_hundredths: ColumnType<string | number, number, number>;
  points_max_potential_win_cents: ColumnType<string | number, number, number>;
  points_max_daily_tickets: number;
  points_max_daily_stake_cents: ColumnType<string | number, number, number>;
  points_max_daily_win_cents: ColumnType<string | number, number, number>;
  updated_at: ColumnType<Date, Date | string, Date | string>;
}

export interface PromotionTables {
  promotions: PromotionsTable;
  promo_popup_settings: PromoPopupSettingsTable;
  points_betting_configs: PointsBettingConfigsTable;
}
