// The players desk (issue 33): a player can be blocked by an operator (blocked_at and the reason; a blocked player
// cannot sign in and has no live session), and operators keep notes on a player — append-only, like the audit.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column blocked_at timestamptz, add column blocked_reason text`.execute(db);
  await sql`create table player_notes (
    id text primary key,
    user_id text not null references users (id),
    operator_id text not null references operators (id),
    text text not null,
    created_at timestamptz not null
  )`.execute(db);
  await sql`create index player_notes_user_idx on player_notes (user_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table player_notes`.execute(db);
  await sql`alter table users drop column blocked_at, drop column blocked_reason`.execute(db);
}
