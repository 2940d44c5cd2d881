// Promotions (issue 14): one row per promotion of a merchant. A retired promotion is kept (active false) so an
// operator can bring it back and support can see what ran; the public list reads active rows whose window
// (starts_at, ends_at: either may be absent) holds now, by sort_order. Texts in other languages sit in
// translations ({am: {title, description, body}, …}); the demo rows are added by the promotions module at start.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promotions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('promo_type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('translations', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('image_url', 'text')
    .addColumn('click_url', 'text')
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('promotions_window', sql`starts_at is null or ends_at is null or ends_at > starts_at`)
    .execute();
  await db.schema.createIndex('promotions_merchant_idx').on('promotions').columns(['merchant_id', 'active', 'sort_order']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('promotions').execute();
}
