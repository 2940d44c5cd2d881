// Invalidation of the catalogue response cache (issue 16) by the database itself: every statement that changes a
// catalogue or banner table sends, at COMMIT, one notification on the bus channel every instance already LISTENs
// to ({kind: 'cache', table, ids}), naming the matches it touched (null when more than 100, or for the tables
// above matches: then every catalogue answer goes). A trigger cannot be forgotten by a new writer (sync, odds
// moves, feed clock, settlement, admin edits, a psql session at 3 a.m.); a rolled-back change notifies nothing.
// Also an index on matches(start_time): the cache's expiry asks "when does the next kick-off cross a boundary".
import { sql, type Kysely } from 'kysely';

/** The bus channel of server/modules/realtime/bus.ts (EVENTS_CHANNEL); fixed here so the migration never changes. */
const CHANNEL = 'birrbet_events';
const MAX_IDS = 100;

/** Tables whose rows name a match, with the column that holds its id. */
const BY_MATCH: Record<string, string> = { matches: 'id', markets: 'match_id', outcomes: 'match_id' };
/** Tables whose change affects every catalogue answer (or every banner answer). */
const WHOLE = ['sports', 'categories', 'tournaments', 'banners'];
const EVENTS = [
  ['insert', 'new'],
  ['update', 'new'],
  ['delete', 'old'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of Object.entries(BY_MATCH)) {
    // Distinct match ids of the statement's rows, at most MAX_IDS + 1 (more means "too many: all").
    await sql
      .raw(
        `create or replace function cache_notify_${table}() returns trigger language plpgsql as $$
        declare ids text[];
        begin
          select array_agg(id) into ids from (select distinct ${column} as id from changed limit ${MAX_IDS + 1}) s;
          if ids is null then return null; end if;
          perform pg_notify('${CHANNEL}', json_build_object('kind', 'cache', 'table', TG_TABLE_NAME,
            'ids', case when array_length(ids, 1) > ${MAX_IDS} then null else to_json(ids) end)::text);
          return null;
        end $$`,
      )
      .execute(db);
    for (const [event, side] of EVENTS) {
      await sql
        .raw(
          `create trigger cache_notify_${table}_${event} after ${event} on ${table}
           referencing ${side} table as changed for each statement execute function cache_notify_${table}()`,
        )
        .execute(db);
    }
  }
  await sql
    .raw(
      `create or replace function cache_notify_whole() returns trigger language plpgsql as $$
      begin
        perform pg_notify('${CHANNEL}', json_build_object('kind', 'cache', 'table', TG_TABLE_NAME, 'ids', null)::text);
        return null;
      end $$`,
    )
    .execute(db);
  for (const table of WHOLE) {
    await sql
      .raw(
        `create trigger cache_notify_${table} after insert or update or delete or truncate on ${table} for each statement execute function cache_notify_whole()`,
      )
      .execute(db);
  }
  await db.schema.createIndex('matches_start_idx').on('matches').column('start_time').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('matches_start_idx').execute();
  for (const table of WHOLE) {
    await sql.raw(`drop trigger cache_notify_${table} on ${table}`).execute(db);
  }
  await sql.raw('drop function cache_notify_whole()').execute(db);
  for (const table of Object.keys(BY_MATCH)) {
    for (const [event] of EVENTS) {
      await sql.raw(`drop trigger cache_notify_${table}_${event} on ${table}`).execute(db);
    }
    await sql.raw(`drop function cache_notify_${table}()`).execute(db);
  }
}
