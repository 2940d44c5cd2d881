// Initial schema: merchants and the signature replay guard, then the sports catalogue
// (sports → categories → tournaments → matches → markets → outcomes). Keys are the feed's stable ids,
// so re-running the catalogue sync is an idempotent ON CONFLICT DO NOTHING.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merchants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('api_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('used_signatures')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('used_signatures_used_at_idx').on('used_signatures').column('used_at').execute();

  await db.schema
    .createTable('sports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('has_draw', 'boolean', (c) => c.notNull())
    .addColumn('icon_key', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sport_id', 'text', (c) => c.notNull().references('sports.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text')
    .execute();
  await db.schema.createIndex('categories_sport_idx').on('categories').column('sport_id').execute();

  await db.schema
    .createTable('tournaments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sport_id', 'text', (c) => c.notNull().references('sports.id'))
    .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_top', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('top_rank', 'integer')
    .execute();
  await db.schema.createIndex('tournaments_category_idx').on('tournaments').column('category_id').execute();

  await db.schema
    .createTable('matches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tournament_id', 'text', (c) => c.notNull().references('tournaments.id'))
    .addColumn('sport_id', 'text', (c) => c.notNull().references('sports.id'))
    .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id'))
    .addColumn('start_time', 'timestamptz', (c) => c.notNull())
    .addColumn('home_team', 'text', (c) => c.notNull())
    .addColumn('away_team', 'text', (c) => c.notNull())
    .addColumn('home_strength', 'real', (c) => c.notNull())
    .addColumn('away_strength', 'real', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('not_started').check(sql`status in ('not_started', 'live', 'ended')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('matches_tournament_start_idx').on('matches').columns(['tournament_id', 'start_time']).execute();
  await db.schema.createIndex('matches_sport_start_idx').on('matches').columns(['sport_id', 'start_time']).execute();
  await db.schema.createIndex('matches_category_start_idx').on('matches').columns(['category_id', 'start_time']).execute();

  // Markets and outcomes point at their match without foreign keys: the sync writes tens of thousands of
  // them in bulk inside one transaction, and the checks would only slow that down.
  await db.schema
    .createTable('markets')
    .addColumn('match_id', 'text', (c) => c.notNull())
    .addColumn('market_id', 'text', (c) => c.notNull())
    .addColumn('specifier', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('group_name', 'text', (c) => c.notNull())
    .addColumn('is_main', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('markets_pk', ['match_id', 'market_id', 'specifier'])
    .execute();

  await db.schema
    .createTable('outcomes')
    .addColumn('match_id', 'text', (c) => c.notNull())
    .addColumn('market_id', 'text', (c) => c.notNull())
    .addColumn('specifier', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('outcome_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('odds_hundredths', 'integer', (c) => c.notNull().check(sql`odds_hundredths >= 100`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('outcomes_pk', ['match_id', 'market_id', 'specifier', 'outcome_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['outcomes', 'markets', 'matches', 'tournaments', 'categories', 'sports', 'used_signatures', 'merchants']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
