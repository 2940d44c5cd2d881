// Banners carry their words as text over the artwork (issue 18): banners.texts, the words per language
// ({en|am|or|ti: {kicker?, title, subtitle?, cta?}}) or null for a banner whose image carries its own. The demo
// banners an install seeded before this migration get the words their new, wordless artwork needs.
import { sql, type Kysely } from 'kysely';
import { DEMO_BANNER_WORDS } from '../../modules/promotions/demo-banner-words.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('banners').addColumn('texts', 'jsonb').execute();
  for (const [name, words] of Object.entries(DEMO_BANNER_WORDS)) {
    await sql`update banners set texts = ${JSON.stringify(words)}::jsonb
      where id = 'demo:' || merchant_id || ':' || ${name} and image_url = ${`/banners/${name}.svg`}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('banners').dropColumn('texts').execute();
}
