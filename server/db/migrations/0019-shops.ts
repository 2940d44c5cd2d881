// Shops and cashiers (issue 18): a shop belongs to a merchant and has a till ledger account ('shop:<id>', kind
// 'house' so it may go negative: stakes taken in cash debit it, payouts handed out credit it); cashiers sign in with
// a username and a scrypt password (auth/passwords.ts) and get cashier sessions of their own table, so a cashier
// token can never be a player token or the other way round. shop_tickets is the shop's side of a CASH- ticket:
// inserted once at acceptance (primary key = ticket), paid at most once (a conditional UPDATE on paid_at is null;
// the CHECKs keep the paid fields together). shop_ticket_events audits every step: created, settled, expired and
// rolled_back by trigger on tickets (whoever changes the row), accepted and paid by the cashier's transaction.
import { sql, type Kysely } from 'kysely';

const STEPS = sql`step in ('created', 'accepted', 'settled', 'paid', 'expired', 'rolled_back')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shops')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('till_account_id', 'text', (c) => c.notNull().unique().references('ledger_accounts.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('shops_merchant_name', ['merchant_id', 'name'])
    .execute();
  await db.schema
    .createTable('cashiers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id'))
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('cashiers_merchant_username', ['merchant_id', 'username'])
    .execute();
  await db.schema
    .createTable('cashier_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('cashier_id', 'text', (c) => c.notNull().references('cashiers.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('shop_tickets')
    .addColumn('ticket_id', 'text', (c) => c.primaryKey().references('tickets.id'))
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id'))
    .addColumn('accepted_by', 'text', (c) => c.notNull().references('cashiers.id'))
    .addColumn('accepted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('stake_cents', 'bigint', (c) => c.notNull().check(sql`stake_cents > 0`))
    .addColumn('paid_at', 'timestamptz')
    .addColumn('paid_by', 'text', (c) => c.references('cashiers.id'))
    .addColumn('paid_shop_id', 'text', (c) => c.references('shops.id'))
    .addColumn('payout_cents', 'bigint')
    .addCheckConstraint(
      'shop_tickets_paid_together',
      sql`(paid_at is null) = (paid_by is null) and (paid_at is null) = (paid_shop_id is null) and (paid_at is null) = (payout_cents is null)`,
    )
    .addCheckConstraint('shop_tickets_payout_positive', sql`payout_cents is null or payout_cents > 0`)
    .execute();
  await db.schema.createIndex('shop_tickets_accepted_idx').on('shop_tickets').columns(['shop_id', 'accepted_at']).execute();
  await db.schema.createIndex('shop_tickets_paid_idx').on('shop_tickets').columns(['paid_shop_id', 'paid_at']).execute();
  await db.schema
    .createTable('shop_ticket_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('ticket_id', 'text', (c) => c.notNull().references('tickets.id'))
    .addColumn('step', 'text', (c) => c.notNull().check(STEPS))
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('shop_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shop_ticket_events_ticket_idx').on('shop_ticket_events').columns(['ticket_id', 'id']).execute();
  // The steps nobody at a counter takes: written by whatever changes the ticket row, so no code path can skip them.
  await sql
    .raw(
      `create function shop_ticket_audit() returns trigger language plpgsql as $$ begin
        if tg_op = 'INSERT' then
          insert into shop_ticket_events (ticket_id, step, actor, status, at) values (new.id, 'created', 'visitor', new.status, new.created_at);
        elsif new.status is distinct from old.status then
          insert into shop_ticket_events (ticket_id, step, actor, status, at) values (new.id,
            case when new.status = 'EXPIRED' then 'expired' when new.status = 'PENDING' then 'rolled_back' else 'settled' end,
            'system', new.status, coalesce(case when new.status = 'PENDING' then null else new.settled_at end, now()));
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(`create trigger shop_ticket_created after insert on tickets for each row when (new.kind = 'cashier') execute function shop_ticket_audit()`)
    .execute(db);
  await sql
    .raw(
      `create trigger shop_ticket_changed after update of status on tickets for each row
        when (new.kind = 'cashier' and new.status is distinct from old.status) execute function shop_ticket_audit()`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists shop_ticket_changed on tickets`.execute(db);
  await sql`drop trigger if exists shop_ticket_created on tickets`.execute(db);
  await sql`drop function if exists shop_ticket_audit()`.execute(db);
  for (const table of ['shop_ticket_events', 'shop_tickets', 'cashier_sessions', 'cashiers', 'shops']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
