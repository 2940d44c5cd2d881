// The demo banner seed on a real PostgreSQL (TEST_DATABASE_URL of a role that may create databases; skipped
// otherwise): two instances, each with its own pool, seeding the same merchants at the same moment insert
// exactly 5 banners per merchant, never 10, and a later start adds none.
import { describe, expect, it } from 'vitest';
import { ensureDemoBanners } from '../../server/modules/promotions/seed.ts';
import { ADMIN_URL, usePgHandles } from './pg-scratch.ts';

describe.skipIf(ADMIN_URL === undefined)('demo banners on PostgreSQL', () => {
  const handles = usePgHandles('birrbet_banners');

  it('two instances seeding at once insert 5 per merchant; seeding again inserts none', async () => {
    const merchants = Array.from({ length: 8 }, (_, i) => `race-${i}`);
    await handles[0]!.db
      .insertInto('merchants')
      .values(merchants.map((id) => ({ id, name: id, api_key: `${id}-key` })))
      .execute();
    const added = await Promise.all(merchants.flatMap((m) => handles.map((h) => ensureDemoBanners(h.db, m))));
    expect(added.reduce((a, b) => a + b, 0)).toBe(5 * merchants.length);
    for (const m of merchants) {
      const rows = await handles[1]!.db.selectFrom('banners').select('id').where('merchant_id', '=', m).execute();
      expect(rows, m).toHaveLength(5);
    }
    expect(await ensureDemoBanners(handles[1]!.db, merchants[0]!)).toBe(0);
  });
});
