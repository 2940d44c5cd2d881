// Gateway callbacks under abuse (issue 28): payments.notify_query_at, when a callback last made us ask the gateway
// for the payment's status. A callback asks again only once it is 5 s old (updated atomically, so the rule holds
// across every instance sharing the database); the per-address and per-payment callback counts live in rate_limits.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('notify_query_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('notify_query_at').execute();
}
