// Issue 28 (items 10 and 13). tickets.request_hash: the SHA-256 of the request a money ticket was placed with, so
// the same Idempotency-Key with another body is a 409 rather than the first ticket (null on older rows: they answer
// as before). cashback_rules: a merchant's conditions on the cashback ladder (domain/cashback.ts); a missing row or
// a null column takes the safe default. The partial index serves the per-player daily cashback sum at settlement.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tickets').addColumn('request_hash', 'text').execute();
  await db.schema
    .createTable('cashback_rules')
    .addColumn('merchant_id', 'text', (c) => c.primaryKey().references('merchants.id').onDelete('cascade'))
    .addColumn('min_selections', 'integer')
    .addColumn('min_odds_hundredths', 'integer')
    .addColumn('max_stake_percent', 'integer')
    .addColumn('max_ticket_cents', 'bigint')
    .addColumn('max_player_day_cents', 'bigint')
    .execute();
  await sql`create index tickets_cashback_by_player_day on tickets (user_id, settled_at) where cashback_cents > 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists tickets_cashback_by_player_day`.execute(db);
  await db.schema.dropTable('cashback_rules').execute();
  await db.schema.alterTable('tickets').dropColumn('request_hash').execute();
}
