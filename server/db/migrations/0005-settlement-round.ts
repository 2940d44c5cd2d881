// Settlement rounds: a ticket counts how often its settlement was rolled back. Round 0 pays with the ledger
// key payout:<id> (as before this migration), round n > 0 with payout:<id>:<n>, so a ticket settled again
// after a rollback is paid again exactly once, and an old round's key can never pay twice.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tickets')
    .addColumn('settlement_round', 'integer', (c) => c.notNull().defaultTo(0).check(sql`settlement_round >= 0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tickets').dropColumn('settlement_round').execute();
}
