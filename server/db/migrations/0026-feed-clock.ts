// The demo feed's clock is stored (issue 29): feed_clock holds how far the schedule has been moved in total, so
// the catalogue sync reads the feed's schedule at real time + offset and every instance, restart or repeated
// advance agrees on it (catalog/feed-clock.ts, catalog/sync.ts). A bet keeps the kick-off it was placed against:
// ticket_selections.kickoff_at and lotofoot_picks.kickoff_at are written at placement, while the match's own
// start_time moves with the feed clock. Rows placed before this migration take their match's current start time.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feed_clock')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('offset_minutes', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into feed_clock (id, offset_minutes) values (1, 0)`.execute(db);
  for (const table of ['ticket_selections', 'lotofoot_picks']) {
    await db.schema.alterTable(table).addColumn('kickoff_at', 'timestamptz').execute();
    await sql`update ${sql.table(table)} s set kickoff_at = m.start_time from matches m where m.id = s.match_id`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['ticket_selections', 'lotofoot_picks']) {
    await db.schema.alterTable(table).dropColumn('kickoff_at').execute();
  }
  await db.schema.dropTable('feed_clock').execute();
}
