// The nightly roll-up: each closed business day's figures (live-figures.ts) are written once into report_days,
// report_counts and the players' day bitmaps, and report_rollup.rolled_through moves past it — all in one
// transaction, under a lock on the report_rollup row, so two instances (or a retry after a crash) never roll a day
// twice and a report never sees half a day. A day is closed GRACE_MS after its midnight, so a transaction that was
// in flight at midnight has committed. A fresh database starts the day before its first posting; a backlog (an
// old database, a server that was down) drains ROLL_DAYS_PER_RUN days per run, and reports compute it live meanwhile.
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { addDays, dayOf, dayStartMs } from './business-day.ts';
import { liveCounts, liveMoney, stakers } from './live-figures.ts';

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

/** Rolls the next closed day if there is one; the day rolled, or null when up to date. */
export async function rollNextDay(db: Db, nowMs: number): Promise<string | null> {
  await rolledThrough(db, nowMs);
  return db.transaction().execute(async (trx) => {
    const row = await sql<{
      day: string;
    }>`select to_char(rolled_through, 'YYYY-MM-DD') as day from report_rollup where id = 'main' for update`.execute(trx);
    const through = row.rows[0]?.day;
    if (through === undefined) return null;
    const day = addDays(through, 1);
    if (day > lastClosedDay(nowMs)) return null;
    await writeDay(trx, day);
    await sql`update report_rollup set rolled_through = ${day}::date where id = 'main'`.execute(trx);
    return day;
  });
}

/** Rolls up to ROLL_DAYS_PER_RUN closed days; how many it rolled. */
export async function rollClosedDays(db: Db, nowMs: number, most = ROLL_DAYS_PER_RUN): Promise<number> {
  let rolled = 0;
  while (rolled < most && (await rollNextDay(db, nowMs)) !== null) rolled += 1;
  return rolled;
}

async function writeDay(trx: Db, day: string): Promise<void> {
  await sql`delete from report_days where day = ${day}::date`.execute(trx);
  await sql`delete from report_counts where day = ${day}::date`.execute(trx);
  const money = await liveMoney(trx, day, day);
  if (money.length > 0) {
    await trx.insertInto('report_days').values(money).execute();
  }
  const counts = await liveCounts(trx, day, day);
  if (counts.length > 0) {
    await trx.insertInto('report_counts').values(counts).execute();
  }
  // Bit d of the player's year is day-of-year d (0 = 1 January); set_bit counts from the left.
  const year = Number(day.slice(0, 4));
  const dayOfYear = Math.round((dayStartMs(day) - dayStartMs(`${year}-01-01`)) / 86_400_000);
  await sql`
    insert into report_player_years (merchant_id, product, user_id, year, days)
    select merchant_id, product, user_id, ${year}::int, set_bit(repeat('0', 366)::bit(366), ${dayOfYear}::int, 1)
    from (${stakers(day, day)}) s
    on conflict (merchant_id, product, user_id, year) do update set days = report_player_years.days | excluded.days`.execute(trx);
}
