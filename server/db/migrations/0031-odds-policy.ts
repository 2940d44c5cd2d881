// The player's odds-change setting (issue 32), kept per player: how a live bet takes a price that moved during its
// delay ('ask': refuse any move, 'higher': take a rise and refuse a drop, 'any': take every move). A ticket request
// that names one uses it; the spec's client, which names none, gets the player's stored one ('higher' until changed).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column odds_policy text not null default 'higher' check (odds_policy in ('ask', 'higher', 'any'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column odds_policy`.execute(db);
}
