// Ticket hardening: a ticket may be 'EXPIRED' — an anonymous cashier ticket never paid at a shop whose first
// match has kicked off (tickets/expiry.ts). An expired ticket is final: never graded into a payout, settled
// or rolled back. The status check of 0004-tickets is replaced by one that also allows it.
import { sql, type Kysely } from 'kysely';

const WITH_EXPIRED = sql`status in ('PENDING', 'WON', 'LOST', 'VOID', 'PARTIALLY_WON', 'EXPIRED')`;
const WITHOUT_EXPIRED = sql`status in ('PENDING', 'WON', 'LOST', 'VOID', 'PARTIALLY_WON')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tickets drop constraint tickets_status_check`.execute(db);
  await sql`alter table tickets add constraint tickets_status_check check (${WITH_EXPIRED})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tickets drop constraint tickets_status_check`.execute(db);
  await sql`alter table tickets add constraint tickets_status_check check (${WITHOUT_EXPIRED})`.execute(db);
}
