// Bet history of GET /api/v1/tickets/player/:userId (spec: status ALL, WON, LOST, PENDING, VOID and 'since' for
// today / this week / this month), paged newest first by (created_at, id). The query is already checked against
// its declaration (schema/endpoints/tickets.ts): here the status becomes stored statuses (WON also matches
// PARTIALLY_WON), since an instant, and 'after' (a ticket id, optional) the keyset cursor.
// Cost stays flat as a player's history grows (issue 16): the page's ids come from an index-only walk of
// tickets_history_idx (user_id, kind, created_at, id) INCLUDE (status) — migration 0015 — and only the page's
// rows are read from the table (a deferred join), so a deep offset walks index entries, never table rows; a page
// nearer the oldest end is walked from that end, so offset 9,980 of 10,000 costs what offset 0 does.
// With 'after' the walk starts right behind that ticket and does not move when new tickets arrive between pages.
// The total is an index-only count of the same filter, read in the same statement as the page (one snapshot).
// Issue 29: the player's list holds both kinds (money and points): the walk reads each kind's range of the index
// (still index-only) and sorts them by time, so its cost grows with the player's points tickets, which the daily
// points limits keep few (at most 20 a day).
import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { HistoryStatus } from '../../../schema/ticket.ts';
import { HISTORY_FILTER } from '../../../domain/history.ts';
import { parseSince } from '../../../schema/endpoints/wire.ts';
import type { Db } from '../../db/index.ts';
import type { TicketsTable, TicketStatusColumn } from '../../db/types-tickets.ts';

export interface HistoryFilter {
  /** The stored statuses to list; null lists every status. */
  statuses: TicketStatusColumn[] | null;
  /** Tickets created at or after this instant; null for all time. */
  since: Date | null;
  /** List only tickets older than this ticket of the same player (keyset cursor); null starts at the newest. */
  after: string | null;
}

export const NO_FILTER: HistoryFilter = { statuses: null, since: null, after: null };

export function historyFilterOf(query: { status?: HistoryStatus; since?: string; after?: string }): HistoryFilter {
  const listed = query.status === undefined ? null : HISTORY_FILTER[query.status];
  return {
    statuses: listed === null ? null : [...listed],
    since: query.since === undefined ? null : parseSince(query.since),
    after: query.after ?? null,
  };
}

export type TicketRow = Selectable<TicketsTable>;

/** The conditions of the filtered set on alias `t` (the cursor is not one: the total counts the whole set). */
function conditions(userId: string, kinds: readonly string[], filter: HistoryFilter): RawBuilder<unknown> {
  const parts = [sql`t.user_id = ${userId}`, sql`t.kind in (${sql.join(kinds)})`];
  if (filter.statuses !== null) {
    parts.push(filter.statuses.length === 0 ? sql`false` : sql`t.status in (${sql.join(filter.statuses)})`);
  }
  if (filter.since !== null) {
    parts.push(sql`t.created_at >= ${filter.since}`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * One page of a player's tickets of these kinds, newest first, and the size of the filtered set. A cursor naming
 * no ticket of this player yields an empty page (nothing is known to come after it).
 */
export async function historyPage(
  db: Db,
  userId: string,
  kinds: readonly ('money' | 'points')[],
  limit: number,
  offset: number,
  filter: HistoryFilter = NO_FILTER,
): Promise<{ rows: TicketRow[]; total: number }> {
  const where = conditions(userId, kinds, filter);
  const newest = sql`order by t.created_at desc, t.id desc`;
  // A page nearer the oldest end is read from that end (ascending, then re-sorted): offset 9,980 of 10,000 walks
  // 20 index entries, the same as offset 0; the walk is longest in the middle (total / 2). Each branch is gated on
  // the total alone, so only one of them runs. With a cursor the page is read behind it, newest first.
  // The page's ids go in as an array, so its rows are fetched by primary key whatever the planner guesses.
  const keys =
    filter.after === null
      ? sql`(select t.id from tickets t where ${where} and 2 * ${offset}::int8 + ${limit}::int8 <= n.total
             ${newest} limit ${limit} offset ${offset})
            union all
            (select t.id from tickets t where ${where} and 2 * ${offset}::int8 + ${limit}::int8 > n.total
             order by t.created_at, t.id
             limit greatest(0, least(${limit}::int8, n.total - ${offset}::int8))
             offset greatest(0, n.total - ${offset}::int8 - ${limit}::int8))`
      : sql`select t.id from tickets c join tickets t on (t.created_at, t.id) < (c.created_at, c.id)
            where c.id = ${filter.after} and c.user_id = ${userId} and ${where}
            ${newest} limit ${limit} offset ${offset}`;
  const result = await sql<TicketRow & { total: unknown }>`
    select n.total, p.*
    from (select count(*)::int8 as total from tickets t where ${where}) n
    left join lateral (select r.* from tickets r where r.id = any(array(${keys}))) p on true
    order by p.created_at desc, p.id desc`.execute(db);
  // node-pg answers int8 as a string, PGlite as a number.
  const total = Number(result.rows[0]?.total ?? 0);
  const rows = result.rows.filter((r) => r.id !== null).map(({ total: _total, ...row }) => row as TicketRow);
  return { rows, total };
}
