// No hot ledger row (issue 16): the house accounts every bet and every payout posts to are split into 16 shard
// accounts each ('house:stakes#00'..'#15', same for 'house:payouts'), so concurrent stakes update different rows
// instead of queueing on one. The logical account is the base row plus its shards (modules/wallet/ledger.ts maps a
// posting to a shard by its transaction's idempotency key; readers of a house balance sum base and shards). The
// base rows stay: what they hold from before stays theirs, so every balance still equals its postings.
// ledger_accounts gets room on each page (fillfactor) so a balance update stays a HOT update (no index write)
// instead of bloating the primary key with versions of the same few rows.
import { sql, type Kysely } from 'kysely';

/** Fixed here so the migration never changes; modules/wallet/ledger.ts HOUSE_SHARDS must equal it. */
const SHARDS = 16;
const SHARDED = ['house:stakes', 'house:payouts'];

const shardIds = (): string[] => SHARDED.flatMap((id) => Array.from({ length: SHARDS }, (_, i) => `${id}#${String(i).padStart(2, '0')}`));

export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = shardIds().map((id) => sql`(${id}, 'house', ${id})`);
  await sql`insert into ledger_accounts (id, kind, code) values ${sql.join(rows)} on conflict (id) do nothing`.execute(db);
  await sql`alter table ledger_accounts set (fillfactor = 50)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_accounts reset (fillfactor)`.execute(db);
  // A shard that holds postings stays (its postings reference it): only the unused ones go.
  await sql`delete from ledger_accounts where id = any(${shardIds()}) and balance_cents = 0
    and not exists (select 1 from ledger_postings p where p.account_id = ledger_accounts.id)`.execute(db);
}
