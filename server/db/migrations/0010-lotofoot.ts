// LotoFoot (issue 14): weeks of 7, 12 or 15 football matches (one open week per variant), their matches with the
// 1/X/2 result once known, players' tickets with one pick per match, and the house account stakes go to and
// prizes come from. A week settles once: its tickets are graded and paid in one transaction.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lotofoot_weeks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('variant', 'text', (c) => c.notNull().check(sql`variant in ('LOTOFOOT_7', 'LOTOFOOT_12', 'LOTOFOOT_15')`))
    .addColumn('deadline', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'closed', 'settled')`))
    .addColumn('carry_in_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('pool_cents', 'bigint')
    .addColumn('carry_out_cents', 'bigint')
    .addColumn('carried', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute();
  await sql`create unique index lotofoot_one_open_week on lotofoot_weeks (variant) where status = 'open'`.execute(db);
  await db.schema.createIndex('lotofoot_weeks_variant_idx').on('lotofoot_weeks').columns(['variant', 'deadline']).execute();

  await db.schema
    .createTable('lotofoot_week_matches')
    .addColumn('week_id', 'text', (c) => c.notNull().references('lotofoot_weeks.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
    .addColumn('result', 'text', (c) => c.check(sql`result in ('1', 'X', '2', 'VOID')`))
    .addPrimaryKeyConstraint('lotofoot_week_matches_pk', ['week_id', 'position'])
    .addUniqueConstraint('lotofoot_week_matches_match', ['week_id', 'match_id'])
    .execute();

  await db.schema
    .createTable('lotofoot_tickets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('week_id', 'text', (c) => c.notNull().references('lotofoot_weeks.id'))
    .addColumn('variant', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'bigint', (c) => c.notNull().check(sql`price_cents > 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('PENDING', 'WON', 'LOST')`))
    .addColumn('correct', 'integer')
    .addColumn('prize_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('lotofoot_tickets_user_idx').on('lotofoot_tickets').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('lotofoot_tickets_week_idx').on('lotofoot_tickets').column('week_id').execute();
  await sql`create unique index lotofoot_tickets_key on lotofoot_tickets (user_id, idempotency_key) where idempotency_key is not null`.execute(db);

  await db.schema
    .createTable('lotofoot_picks')
    .addColumn('ticket_id', 'text', (c) => c.notNull().references('lotofoot_tickets.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('match_id', 'text', (c) => c.notNull())
    .addColumn('prediction', 'text', (c) => c.notNull().check(sql`prediction in ('1', 'X', '2')`))
    .addPrimaryKeyConstraint('lotofoot_picks_pk', ['ticket_id', 'position'])
    .execute();

  await sql`insert into ledger_accounts (id, kind, code) values ('house:lotofoot', 'house', 'house:lotofoot')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['lotofoot_picks', 'lotofoot_tickets', 'lotofoot_week_matches', 'lotofoot_weeks']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`delete from ledger_accounts where id = 'house:lotofoot'`.execute(db);
}
