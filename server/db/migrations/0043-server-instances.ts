// The instances of a cluster as the dashboard counts them (issue 33): each server writes a heartbeat row every few
// seconds (backoffice/instances.ts); an instance not seen for a while has stopped (a kill -9 writes nothing, so the
// row simply ages out). Nothing else reads it; rows not seen for a day are deleted by the heartbeats themselves.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table server_instances (
    instance text primary key,
    started_at timestamptz not null,
    seen_at timestamptz not null,
    runs_jobs boolean not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table server_instances`.execute(db);
}
