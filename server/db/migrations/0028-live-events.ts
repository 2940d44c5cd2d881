// Live matches (issue 32): live_events holds every event of a match being played, as the embedded engine or a real
// feed (POST /api/admin/v1/feed/live) wrote it. (match_id, seq) orders a match's events; (match_id, event_id) makes
// a feed's repeat of an event a no-op. A match's live state is these events folded (server/modules/live/timeline.ts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_events')
    .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull().check(sql`seq >= 1`))
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('at_ms', 'bigint', (c) => c.notNull().check(sql`at_ms >= 0`))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.check(sql`side in ('home', 'away')`))
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('clock_ms', 'bigint', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('live_events_pk', ['match_id', 'seq'])
    .addUniqueConstraint('live_events_event_id', ['match_id', 'event_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_events').execute();
}
