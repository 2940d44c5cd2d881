// Virtual sports (issue 15): the house virtual-football league and horse race. An event is one match or one race
// with its kick-off (starts_at) and end (ends_at), its runners and the odds offered; its result is drawn at
// kick-off and stored in the row (never shown before its time). A bet belongs to one event; its stake and its
// settlement go through the seamless wallet (provider 632 or 497, tx id = bet id / 'win:' + bet id), so the
// wallet's UNIQUE(provider, provider_tx_id) makes a debit and a credit happen at most once each.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('virtual_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('league', 'text', (c) => c.notNull().check(sql`league in ('football', 'horses')`))
    .addColumn('round_id', 'text', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    /** Football: {home, away, matchday, season}; horses: {runners: [{number, name, rating}]}. */
    .addColumn('runners', 'jsonb', (c) => c.notNull())
    /** {market: {selection: odds × 100}}. */
    .addColumn('odds', 'jsonb', (c) => c.notNull())
    .addColumn('result', 'jsonb')
    .addColumn('drawn_at', 'timestamptz')
    .addColumn('settled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('virtual_events_league_idx').on('virtual_events').columns(['league', 'starts_at']).execute();
  await db.schema.createIndex('virtual_events_round_idx').on('virtual_events').columns(['round_id', 'slot']).unique().execute();

  await db.schema
    .createTable('virtual_bets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull().references('virtual_events.id'))
    .addColumn('market', 'text', (c) => c.notNull())
    .addColumn('selection', 'text', (c) => c.notNull())
    .addColumn('odds_x100', 'integer', (c) => c.notNull())
    .addColumn('stake_cents', 'bigint', (c) => c.notNull().check(sql`stake_cents > 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'open', 'won', 'lost', 'void')`))
    .addColumn('payout_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('virtual_bets_user_idx').on('virtual_bets').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('virtual_bets_event_idx').on('virtual_bets').columns(['event_id', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('virtual_bets').execute();
  await db.schema.dropTable('virtual_events').execute();
}
