// Cash-out at the shop counter (issue 32): a cashier cashes out an accepted CASH- ticket and hands the amount over in
// cash from the till. ticket_cashouts names the shop and the cashier of such a cash-out (both null for a player's,
// both set for a counter's), so the till's day lists it; shop_ticket_events gets the step 'cashed_out' (written by
// the cashier's transaction), and the status trigger no longer writes a 'settled' step for CASHED_OUT — only a
// counter cash-out makes a CASH- ticket CASHED_OUT, and its own audit row says who did it.
import { sql, type Kysely } from 'kysely';

const STEPS = (extra: string) => sql.raw(`step in ('created', 'accepted', 'settled', 'paid', 'expired', 'rolled_back'${extra})`);

const audit = (cashedOut: boolean) =>
  sql.raw(`create or replace function shop_ticket_audit() returns trigger language plpgsql as $$ begin
    if tg_op = 'INSERT' then
      insert into shop_ticket_events (ticket_id, step, actor, status, at) values (new.id, 'created', 'visitor', new.status, new.created_at);
    elsif new.status is distinct from old.status${cashedOut ? " and new.status <> 'CASHED_OUT'" : ''} then
      insert into shop_ticket_events (ticket_id, step, actor, status, at) values (new.id,
        case when new.status = 'EXPIRED' then 'expired' when new.status = 'PENDING' then 'rolled_back' else 'settled' end,
        'system', new.status, coalesce(case when new.status = 'PENDING' then null else new.settled_at end, now()));
    end if;
    return null;
  end $$`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ticket_cashouts add column shop_id text references shops (id)`.execute(db);
  await sql`alter table ticket_cashouts add column cashier_id text references cashiers (id)`.execute(db);
  await sql`alter table ticket_cashouts add constraint ticket_cashouts_counter check ((shop_id is null) = (cashier_id is null))`.execute(db);
  await sql`create index ticket_cashouts_shop_idx on ticket_cashouts (shop_id, created_at) where shop_id is not null`.execute(db);
  await sql`alter table shop_ticket_events drop constraint shop_ticket_events_step_check`.execute(db);
  await sql`alter table shop_ticket_events add constraint shop_ticket_events_step_check check (${STEPS(", 'cashed_out'")})`.execute(db);
  await audit(true).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await audit(false).execute(db);
  await sql`delete from shop_ticket_events where step = 'cashed_out'`.execute(db);
  await sql`alter table shop_ticket_events drop constraint shop_ticket_events_step_check`.execute(db);
  await sql`alter table shop_ticket_events add constraint shop_ticket_events_step_check check (${STEPS('')})`.execute(db);
  await sql`drop index ticket_cashouts_shop_idx`.execute(db);
  await sql`alter table ticket_cashouts drop column cashier_id`.execute(db);
  await sql`alter table ticket_cashouts drop column shop_id`.execute(db);
}
