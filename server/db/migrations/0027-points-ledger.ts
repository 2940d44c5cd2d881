// Points join the ledger (issue 31): points become the ledger's second asset. ledger_accounts.currency (ETB until now)
// says which asset an account holds, 'ETB' or 'PTS' (a CHECK); a transfer only moves accounts of one asset
// (modules/wallet/ledger.ts). Every player gets an active and an inactive points account ('points:<userId>:active',
// 'points:<userId>:inactive'), the house gets house:points:bonuses (issues bonus points), house:points:stakes (takes
// points stakes; sharded like house:stakes: 16 rows '#00'..'#15') and house:points:opening. The points each wallet
// held move into the ledger with one opening transfer per player (key points-opening:<userId>) from
// house:points:opening, so nothing is lost and every balance equals its postings; then the wallets' points columns
// go: the player's points are the balances of the two accounts.
import { sql, type Kysely } from 'kysely';

/** Fixed here so the migration never changes; modules/wallet/shards.ts HOUSE_SHARDS must equal it. */
const SHARDS = 16;
const STAKES = 'house:points:stakes';
const HOUSE = ['house:points:bonuses', STAKES, 'house:points:opening'];
const POINTS_KINDS = ['points_opening', 'points_bonus', 'points_unlock', 'points_stake', 'points_refund', 'points_rollback'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_accounts add constraint ledger_accounts_asset check (currency in ('ETB', 'PTS'))`.execute(db);
  const shards = Array.from({ length: SHARDS }, (_, i) => `${STAKES}#${String(i).padStart(2, '0')}`);
  const house = [...HOUSE, ...shards].map((id) => sql`(${id}, 'house', ${id}, 'PTS')`);
  await sql`insert into ledger_accounts (id, kind, code, currency) values ${sql.join(house)} on conflict (id) do nothing`.execute(db);
  await sql`insert into ledger_accounts (id, kind, user_id, code, currency)
    select 'points:' || w.user_id || ':' || s.side, 'player', w.user_id, 'points:' || w.user_id || ':' || s.side, 'PTS'
    from wallets w cross join (values ('active'), ('inactive')) s(side)
    on conflict (id) do nothing`.execute(db);

  // The opening transfers: house:points:opening → each player's active and inactive points, as the wallet held them.
  await sql`insert into ledger_transactions (id, idempotency_key, kind, reason)
    select gen_random_uuid()::text, 'points-opening:' || user_id, 'points_opening', 'Points held before the ledger kept them'
    from wallets where active_points_cents + inactive_points_cents > 0`.execute(db);
  await sql`insert into ledger_postings (transaction_id, account_id, amount_cents)
    select x.id, v.account_id, v.amount from wallets w
      join ledger_transactions x on x.idempotency_key = 'points-opening:' || w.user_id
      cross join lateral (values
        ('house:points:opening', -(w.active_points_cents + w.inactive_points_cents)),
        ('points:' || w.user_id || ':active', w.active_points_cents),
        ('points:' || w.user_id || ':inactive', w.inactive_points_cents)) v(account_id, amount)
    where v.amount <> 0`.execute(db);
  await sql`update ledger_accounts a set balance_cents = a.balance_cents + p.total
    from (select account_id, sum(amount_cents) as total from ledger_postings p join ledger_transactions x on x.id = p.transaction_id
      where x.kind = 'points_opening' group by account_id) p
    where a.id = p.account_id`.execute(db);

  await sql`alter table wallets drop constraint if exists wallets_points_total`.execute(db);
  for (const column of ['points_balance_cents', 'active_points_cents', 'inactive_points_cents']) {
    await sql`alter table wallets drop column ${sql.ref(column)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table wallets add column active_points_cents bigint not null default 0 check (active_points_cents >= 0),
    add column inactive_points_cents bigint not null default 0 check (inactive_points_cents >= 0),
    add column points_balance_cents bigint not null default 0`.execute(db);
  await sql`update wallets w set
    active_points_cents = coalesce((select balance_cents from ledger_accounts where id = 'points:' || w.user_id || ':active'), 0),
    inactive_points_cents = coalesce((select balance_cents from ledger_accounts where id = 'points:' || w.user_id || ':inactive'), 0)`.execute(db);
  await sql`update wallets set points_balance_cents = active_points_cents + inactive_points_cents`.execute(db);
  await sql`alter table wallets add constraint wallets_points_total check (points_balance_cents = active_points_cents + inactive_points_cents)`.execute(
    db,
  );
  await sql`delete from ledger_postings where account_id in (select id from ledger_accounts where currency = 'PTS')`.execute(db);
  await sql`delete from ledger_transactions where kind in (${sql.join(POINTS_KINDS)})`.execute(db);
  await sql`delete from ledger_accounts where currency = 'PTS'`.execute(db);
  await sql`alter table ledger_accounts drop constraint if exists ledger_accounts_asset`.execute(db);
}
