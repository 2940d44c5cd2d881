// Casino and virtual games (issue 15). The catalogue (providers, games) every list shape reads; launch tokens
// (stored hashed, bound to player, game, currency and mode); the seamless wallet's log of provider transactions,
// UNIQUE(provider, provider_tx_id) — the first answer is replayed to a repeat, a rollback of an unknown debit
// leaves a tombstone; rounds by provider; the house games' provably-fair seeds and rounds; free-spins grants;
// and the per-merchant real-money switch (off for a new merchant, on for the demo merchant at its first start).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('merchants')
    .addColumn('casino_real_money', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // The demo merchant of an existing demo database plays for real from now on, as a fresh one does (app.ts).
  await sql`update merchants set casino_real_money = true where id = 'birrbet-demo'`.execute(db);

  await db.schema
    .createTable('game_providers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('house', 'casino', 'virtual')`))
    .addColumn('adapter', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('games')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider_id', 'text', (c) => c.notNull().references('game_providers.id'))
    .addColumn('external_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('thumbnail', 'text')
    .addColumn('is_available', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('has_demo', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_new', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_popular', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_jackpot', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('rtp', 'numeric')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(1000))
    .addColumn('listed', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('games_provider_idx').on('games').columns(['provider_id', 'sort']).execute();
  await db.schema.createIndex('games_category_idx').on('games').columns(['category', 'sort']).execute();

  await db.schema
    .createTable('game_launches')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('game_id', 'text', (c) => c.notNull().references('games.id'))
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('real')`))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('game_launches_user_idx').on('game_launches').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('game_transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_tx_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('bet', 'win', 'rollback', 'tombstone')`))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('game_id', 'text')
    .addColumn('round_id', 'text')
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('ref_tx_id', 'text')
    .addColumn('rolled_back', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('answer', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('game_transactions_provider_tx', ['provider', 'provider_tx_id'])
    .execute();
  await db.schema.createIndex('game_transactions_round_idx').on('game_transactions').columns(['provider', 'round_id']).execute();
  await db.schema.createIndex('game_transactions_user_idx').on('game_transactions').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('game_rounds')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('round_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('closed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_rounds_pk', ['provider', 'round_id'])
    .execute();

  await db.schema
    .createTable('house_seeds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('next_nonce', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revealed_at', 'timestamptz')
    .execute();
  await sql`create unique index house_seeds_one_active on house_seeds (user_id, game) where active`.execute(db);

  await db.schema
    .createTable('house_rounds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('seed_id', 'text', (c) => c.notNull().references('house_seeds.id'))
    .addColumn('nonce', 'integer', (c) => c.notNull())
    .addColumn('bet_cents', 'bigint', (c) => c.notNull().check(sql`bet_cents >= 0`))
    .addColumn('free', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('params', 'jsonb', (c) => c.notNull())
    .addColumn('outcome', 'jsonb', (c) => c.notNull())
    .addColumn('progress', 'jsonb', (c) => c.notNull())
    .addColumn('multiplier', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('payout_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'won', 'lost')`))
    .addColumn('settled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('closed_at', 'timestamptz')
    .addUniqueConstraint('house_rounds_seed_nonce', ['seed_id', 'nonce'])
    .execute();
  await sql`create unique index house_rounds_request on house_rounds (user_id, request_id) where request_id is not null`.execute(db);
  await sql`create unique index house_rounds_one_open on house_rounds (user_id, game) where status = 'open'`.execute(db);
  await db.schema.createIndex('house_rounds_user_idx').on('house_rounds').columns(['user_id', 'game', 'created_at']).execute();
  await sql`create index house_rounds_unsettled on house_rounds (created_at) where not settled`.execute(db);

  await db.schema
    .createTable('free_spins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull().check(sql`total > 0`))
    .addColumn('remaining', 'integer', (c) => c.notNull().check(sql`remaining >= 0`))
    .addColumn('bet_cents', 'bigint', (c) => c.notNull().check(sql`bet_cents > 0`))
    .addColumn('end_date', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('free_spins_user_idx').on('free_spins').columns(['user_id', 'game_id', 'end_date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['free_spins', 'house_rounds', 'house_seeds', 'game_rounds', 'game_transactions', 'game_launches', 'games', 'game_providers']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('merchants').dropColumn('casino_real_money').execute();
}
