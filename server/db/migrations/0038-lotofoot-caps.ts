// The LotoFoot weekly liability cap (issue 33): for a variant that pays fixed multiples (LF7), the most the book may
// owe for one week if every ticket hit the top tier; a ticket that would take the week above it is refused in the
// transaction that stores it (lotofoot/liability.ts). Pool variants owe at most their pool and need none. A row
// overrides LOTOFOOT_WEEKLY_CAP (config) for its variant; set from the back office, audited.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table lotofoot_caps (
    variant text primary key,
    cap_cents bigint not null check (cap_cents > 0),
    updated_by text not null,
    updated_at timestamptz not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table lotofoot_caps`.execute(db);
}
