// Category (a country or region inside a sport), as served by /api/v1/sports/{sportId}/categories.
// country_code drives the local flag; null for regions without one.
import { type, array, string, number, optional, type Infer } from 'superstruct';
import { Id, Count, OptionalText } from './common.ts';

export const Category = type({
  category_id: Id,
  name: string(),
  sport_id: Id,
  match_count: Count,
  country_code: OptionalText,
});
export type Category = Infer<typeof Category>;

export const CategoriesResponse = type({
  categories: array(Category),
  total: optional(number()),
  page: optional(number()),
  page_size: optional(number()),
  time_filters: optional(array(string())),
});
export type CategoriesResponse = Infer<typeof CategoriesResponse>;
