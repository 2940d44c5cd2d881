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
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PromotionTables {
  promotions: PromotionsTable;
}
