// Business days of the reports: East Africa Time (UTC+3, no daylight saving), the day an Ethiopian operator closes
// its books on, as catalog/time-filter.ts already counts "today". Days travel as 'YYYY-MM-DD'; an instant belongs
// to the day its EAT wall clock shows. SQL groups by the same rule (EAT_DAY_SQL) so live and rolled figures agree; a date column
// is always read back with to_char (node-pg would make a local-time Date of it).
import { sql, type RawBuilder } from 'kysely';

const DAY_MS = 86_400_000;
const EAT_OFFSET_MS = 3 * 3_600_000;

/** The business day of an instant. */
export const dayOf = (ms: number): string => new Date(ms + EAT_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a business day starts (its 00:00 EAT). */
export const dayStartMs = (day: string): number => Date.parse(`${day}T00:00:00Z`) - EAT_OFFSET_MS;

export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Days from a to b inclusive (0 when b is before a). */
export const daysBetween = (a: string, b: string): number =>
  Math.max(0, Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS) + 1);

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export const isDay = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

/** The business day of a timestamptz column, as text, in SQL. */
export const eatDay = (column: string): RawBuilder<string> =>
  sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD')`;
