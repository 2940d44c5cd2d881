// Booking codes (issue 18): a slip saved under a 6-character code (the primary key, so two saves can never share
// one), its picks with the names and prices of the moment as JSON (read back whole, never queried inside), when it
// was saved, when it stops loading (the earliest kick-off of its matches; the maintenance prune deletes by it,
// through its index) and a hash of the saving address (kept for abuse reports, never answered).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('booking_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('selections', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('creator_hash', 'text')
    .execute();
  await db.schema.createIndex('booking_codes_expires_idx').on('booking_codes').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('booking_codes').ifExists().execute();
}
