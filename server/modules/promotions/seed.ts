// Demo banners for a merchant that has none, so a fresh install shows the home carousels: three phone
// banners (HOMEPAGE_MOBILE, 3:1) and two desktop ones (HOMEPAGE_DESKTOP, 6:1), images from the client's
// public folder (/banners/*.svg: wordless artwork, issue 18) with their words in four languages (demo-banner-words.ts),
// clicks to screens the router has. Idempotent and safe with several
// instances starting at once: one INSERT … SELECT that adds nothing when the merchant has any banner, with
// ids fixed per merchant, so a second instance racing the first waits on those keys and inserts nothing.
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { BANNER_TYPE } from '../../../schema/banner.ts';
import { DEMO_BANNER_WORDS } from './demo-banner-words.ts';

interface DemoBanner {
  name: string;
  type: string;
  order: number;
  click: string;
}

export const DEMO_BANNERS: readonly DemoBanner[] = [
  { name: 'phone-league', type: BANNER_TYPE.phone, order: 1, click: '/sports' },
  { name: 'phone-express', type: BANNER_TYPE.phone, order: 2, click: '/express' },
  { name: 'phone-pay', type: BANNER_TYPE.phone, order: 3, click: '/deposit' },
  { name: 'desktop-league', type: BANNER_TYPE.desktop, order: 1, click: '/desktop-sports' },
  { name: 'desktop-ticket', type: BANNER_TYPE.desktop, order: 2, click: '/check-ticket' },
];

/** Inserts the demo banners when the merchant has no banner at all; returns how many rows it added. */
export async function ensureDemoBanners(db: Db, merchantId: string): Promise<number> {
  const rows = DEMO_BANNERS.map(
    (b) =>
      sql`(${`demo:${merchantId}:${b.name}`}, ${merchantId}, ${b.type}, ${`/banners/${b.name}.svg`}, ${b.click}, ${b.order}::int, ${JSON.stringify(DEMO_BANNER_WORDS[b.name] ?? null)}::jsonb)`,
  );
  const result = await sql`
    insert into banners (id, merchant_id, banner_type, image_url, click_url, sort_order, texts)
    select v.id, v.merchant_id, v.banner_type, v.image_url, v.click_url, v.sort_order, v.texts
    from (values ${sql.join(rows)}) as v(id, merchant_id, banner_type, image_url, click_url, sort_order, texts)
    where not exists (select 1 from banners b where b.merchant_id = ${merchantId})
    on conflict (id) do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
