// No hot ledger row (issue 16): the house accounts every bet and every payout posts to are split into 16 shard
// accounts each ('house:stakes#00'..'#15', same for 'house:payouts' and every 'house:games:<provider>'), so
// concurrent bets update different rows instead of queueing on one. The logical account is the base row plus its
// shards (modules/wallet/shards.ts maps a posting to a shard by its transaction's idempotency key; readers of a house
// balance sum base and shards). The base rows stay: what they hold from before stays theirs, so every balance still
// equals its postings. A games house account is created when a provider is synced (games/catalog/sync.ts): a
// trigger gives it its shards in the same statement, so no writer can forget them.
// ledger_accounts gets room on each page (fillfactor) so a balance update stays a HOT update (no index write)
// instead of bloating the primary key with versions of the same few rows. And the settlement job's search for legs
// to grade (PENDING legs of started matches, every minute) reads a partial index of the pending legs by match
// instead of scanning every leg ever placed, so its cost follows the open bets, not the history.
import { sql, type Kysely } from 'kysely';

/** Fixed here so the migration never changes; modules/wallet/shards.ts HOUSE_SHARDS must equal it. */
const SHARDS = 16;
const SHARDED = ['house:stakes', 'house:payouts'];
const GAMES = `house:games:%`;

const shardIds = (): string[] => SHARDED.flatMap((id) => Array.from({ length: SHARDS }, (_, i) => `${id}#${String(i).padStart(2, '0')}`));

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_accounts set (fillfactor = 50)`.execute(db);
  const rows = shardIds().map((id) => sql`(${id}, 'house', ${id})`);
  await sql`insert into ledger_accounts (id, kind, code) values ${sql.join(rows)} on conflict (id) do nothing`.execute(db);
  await sql
    .raw(
      `create function ledger_house_shards() returns trigger language plpgsql as $$ begin
        insert into ledger_accounts (id, kind, code)
          select new.id || '#' || lpad(i::text, 2, '0'), 'house', new.id || '#' || lpad(i::text, 2, '0')
          from generate_series(0, ${SHARDS - 1}) i
        on conflict (id) do nothing;
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ledger_house_shards after insert on ledger_accounts for each row
        when (new.kind = 'house' and new.id like '${GAMES}' and position('#' in new.id) = 0) execute function ledger_house_shards()`,
    )
    .execute(db);
  // The games accounts already there get theirs now (re-inserting a row that exists fires nothing: do it directly).
  await sql
    .raw(
      `insert into ledger_accounts (id, kind, code)
        select a.id || '#' || lpad(i::text, 2, '0'), 'house', a.id || '#' || lpad(i::text, 2, '0')
        from ledger_accounts a cross join generate_series(0, ${SHARDS - 1}) i
        where a.kind = 'house' and a.id like '${GAMES}' and position('#' in a.id) = 0
      on conflict (id) do nothing`,
    )
    .execute(db);
  await sql`create index if not exists ticket_selections_pending_match_idx on ticket_selections (match_id) where status = 'PENDING'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists ticket_selections_pending_match_idx`.execute(db);
  await sql`alter table ledger_accounts reset (fillfactor)`.execute(db);
  await sql`drop trigger if exists ledger_house_shards on ledger_accounts`.execute(db);
  await sql`drop function if exists ledger_house_shards()`.execute(db);
  // A shard that holds postings stays (its postings reference it): only the unused ones go.
  await sql`delete from ledger_accounts where id like '%#__' and kind = 'house' and balance_cents = 0
    and not exists (select 1 from ledger_postings p where p.account_id = ledger_accounts.id)`.execute(db);
}
