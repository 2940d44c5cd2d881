// The device a player session was opened on (issue 33: "sessions and devices", and the risk desk's shared-device
// flag): device_hash is a keyed hash (HMAC under a server secret, auth/device.ts) of the random id our player client
// keeps and sends as X-Device-ID — never the id itself — and user_agent the browser's User-Agent, at most 200
// characters. Both null when not sent (the spec's client sends no device id). The index serves the flag's grouping
// of recent sessions by device; sessions without a device (most, until clients update) stay out of it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column device_hash text`.execute(db);
  await sql`alter table sessions add column user_agent text`.execute(db);
  await sql`create index sessions_device_idx on sessions (device_hash, created_at) where device_hash is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index sessions_device_idx`.execute(db);
  await sql`alter table sessions drop column user_agent`.execute(db);
  await sql`alter table sessions drop column device_hash`.execute(db);
}
