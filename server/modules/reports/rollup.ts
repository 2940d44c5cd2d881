// The nightly roll-up: each closed business day's figures (live-figures.ts) are written once into report_days,
// report_counts and the players' day bitmaps, and report_rollup.rolled_through moves past it — a run of days in one
// transaction, under a lock on the report_rollup row, so two instances (or a retry after a crash) never roll a day
// twice and a report never sees half a day. A day is closed GRACE_MS after its midnight, so a transaction that was
// in flight at midnight has committed. A fresh database starts the day before its first posting; a backlog (an
// old database, a server that was down) drains ROLL_DAYS_PER_RUN days per run, and reports compute it live meanwhile.
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { addDays, dayOf, daysBetween } from './business-day.ts';
import { liveCounts, liveMoney, playerPostings, stakers } from './live-figures.ts';

export const GRACE_MS = 10 * 60_000;
export const ROLL_DAYS_PER_RUN = 7;

/** The last business day that is closed at nowMs (its midnight + grace has passed). */
export const lastClosedDay = (nowMs: number): string => addDays(dayOf(nowMs - GRACE_MS), -1);

/** The last day rolled (creating the marker on a fresh database: the day before the first money moved, else yesterday). */
export async function rolledThrough(db: Db, nowMs: number): Promise<string> {
  const found = await sql<{ day: string }>`select to_char(rolled_through, 'YYYY-MM-DD') as day from report_rollup where id = 'main'`.execute(db);
  if (found.rows[0] !== undefined) return found.rows[0].day;
  const first = await sql<{ at: Date | string | null }>`select min(created_at) as at from ledger_postings`.execute(db);
  const at = first.rows[0]?.at;
  const start = at === null || at === undefined ? lastClosedDay(nowMs) : addDays(dayOf(new Date(at).getTime()), -1);
  await sql`insert into report_rollup (id, rolled_through) values ('main', ${start}::date) on conflict (id) do nothing`.execute(db);
  const now = await sql<{ day: string }>`select to_char(rolled_through, 'YYYY-MM-DD') as day from report_rollup where id = 'main'`.execute(db);
  return now.rows[0]?.day ?? start;
}

/**
 * Rolls up to `most` closed days after rolled_through in one transaction (one pass over the records of those days,
 * however many); the last day rolled, or null when up to date.
 */
export async function rollNextDays(db: Db, nowMs: number, most = 1): Promise<string | null> {
  await rolledThrough(db, nowMs);
  return db.transaction().execute(async (trx) => {
    const row = await sql<{
      day: string;
    }>`select to_char(rolled_through, 'YYYY-MM-DD') as day from report_rollup where id = 'main' for update`.execute(trx);
    const through = row.rows[0]?.day;
    if (through === undefined) return null;
    const first = addDays(through, 1);
    const closed = lastClosedDay(nowMs);
    if (first > closed) return null;
    const wanted = addDays(through, most);
    const last = wanted < closed ? wanted : closed;
    await writeDays(trx, first, last);
    await sql`update report_rollup set rolled_through = ${last}::date where id = 'main'`.execute(trx);
    return last;
  });
}

/** Rolls up to `most` closed days (ROLL_DAYS_PER_RUN by default); how many it rolled. */
export async function rollClosedDays(db: Db, nowMs: number, most = ROLL_DAYS_PER_RUN): Promise<number> {
  const before = await rolledThrough(db, nowMs);
  const last = await rollNextDays(db, nowMs, most);
  return last === null ? 0 : daysBetween(addDays(before, 1), last);
}

async function writeDays(trx: Db, first: string, last: string): Promise<void> {
  await sql`delete from report_days where day between ${first}::date and ${last}::date`.execute(trx);
  await sql`delete from report_counts where day between ${first}::date and ${last}::date`.execute(trx);
  const sums = await playerPostings(trx, first, last);
  const money = await liveMoney(trx, first, last, sums);
  for (let i = 0; i < money.length; i += 1_000) {
    await trx
      .insertInto('report_days')
      .values(money.slice(i, i + 1_000))
      .execute();
  }
  const counts = await liveCounts(trx, first, last, sums);
  for (let i = 0; i < counts.length; i += 1_000) {
    await trx
      .insertInto('report_counts')
      .values(counts.slice(i, i + 1_000))
      .execute();
  }
  // Bit d of a player's year is its day-of-year d (0 = 1 January; set_bit counts from the left): the days a player
  // staked in the range are OR-ed into one row per year.
  await sql`
    insert into report_player_years (merchant_id, product, user_id, year, days)
    select merchant_id, product, user_id, extract(year from day::date)::int,
      bit_or(set_bit(repeat('0', 366)::bit(366), (day::date - make_date(extract(year from day::date)::int, 1, 1)), 1))
    from (${stakers(first, last)}) s
    group by merchant_id, product, user_id, extract(year from day::date)
    on conflict (merchant_id, product, user_id, year) do update set days = report_player_years.days | excluded.days`.execute(trx);
}
