// Promotions through HTTP on a real PGlite (issue 14): the fixed points-betting card first, built from the merchant's
// betting config with spec §9's text, then the seeded demo promotions (LotoFoot 7 with its §9 prize text, the welcome
// bonus the wallet really grants) by order; the type filter; the time window at the server's clock; a retired
// promotion gone; the 400 and 401 refusals; seeding that never doubles; the card absent when points betting is off.
import { describe, expect, it } from 'vitest';
import { PromotionsResponse, type Promotion } from '../../schema/promotion.ts';
import { pointsPromotion } from '../../server/modules/promotions/promotions.ts';
import { ensureDemoPromotions } from '../../server/modules/promotions/promotion-seed.ts';
import { configOf } from '../../server/modules/tickets/config.ts';
import { MERCHANT_ID, NOW, getJson, signed, useTestApp } from './helpers.ts';

const TOKEN = 'operator-promotions-0123456789';
const t = useTestApp({ syncCatalog: false, operatorToken: TOKEN });
const POINTS_TEXT = '5 to 20 matches, minimum odds per selection 1.45, total odds 10 to 2000, minimum stake 30 points; 1 point = 0.1 ETB';

const list = async (type?: string): Promise<Promotion[]> =>
  PromotionsResponse.create(await getJson(t.app, type === undefined ? '/api/v1/promotions' : `/api/v1/promotions/type?type=${type}`)).promotions;
const create = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/v1/promotions', headers: { authorization: `Bearer ${TOKEN}` }, payload });
const iso = (ms: number): string => new Date(ms).toISOString();
const HOUR = 3_600_000;

describe('GET /api/v1/promotions', () => {
  it('lists the points-betting card first, then the demo promotions by order, with their true texts', async () => {
    const all = await list();
    expect(all.map((p) => [p.id, p.type])).toEqual([
      ['points-betting', 'POINTS_BETTING'],
      [`demo:${MERCHANT_ID}:lotofoot-7`, 'LOTOFOOT'],
      [`demo:${MERCHANT_ID}:welcome-50`, 'WELCOME'],
    ]);
    const [points, lotofoot, welcome] = all as [Promotion, Promotion, Promotion];
    expect(points.title).toBe('Points Betting');
    expect(points.description).toBe(POINTS_TEXT);
    expect(points.points).toEqual({
      rate: 0.1,
      min_selections: 5,
      max_selections: 20,
      min_odds: 1.45,
      min_total_odds: 10,
      max_total_odds: 2000,
      min_stake: 30,
    });
    expect(lotofoot.description).toBe('Predict 7 matches: stake 10 to 1,000 birr. 7 correct pays 100×, 6 correct 20×, 5 correct 5×.');
    expect(lotofoot.click_url).toBe('/lotofoot');
    expect(Object.keys(lotofoot.translations).sort()).toEqual(['am', 'or', 'ti']);
    expect(lotofoot.translations['am']?.title).toBe('ሎቶ ፉት 7');
    expect(welcome.description).toMatch(/50 bonus points, unlocked once you have deposited 200 ETB/);
  });

  it('builds the card from the configured rate, and leaves it out when points betting is disabled', async () => {
    const config = await configOf(t.app.db, MERCHANT_ID);
    expect(config).not.toBeNull();
    const card = pointsPromotion({ ...config!, points_to_money_rate: 0.25, points_min_stake: 50 });
    expect(card?.description).toBe(POINTS_TEXT.replace('30 points', '50 points').replace('0.1 ETB', '0.25 ETB'));
    expect(pointsPromotion({ ...config!, points_betting_enabled: false })).toBeNull();
    expect(pointsPromotion(null)).toBeNull();
  });

  it('filters by type: LOTOFOOT alone, POINTS_BETTING the card alone, an unused type none', async () => {
    expect((await list('LOTOFOOT')).map((p) => p.type)).toEqual(['LOTOFOOT']);
    expect((await list('POINTS_BETTING')).map((p) => p.id)).toEqual(['points-betting']);
    expect(await list('CASHBACK')).toEqual([]);
  });

  it('lists only promotions whose window holds at the server clock, and none retired', async () => {
    const future = (await create({ type: 'CASHBACK', title: 'Weekend cashback', starts_at: iso(NOW + HOUR), ends_at: iso(NOW + 3 * HOUR) })).json();
    const past = (await create({ type: 'CASHBACK', title: 'Last week', starts_at: iso(NOW - 3 * HOUR), ends_at: iso(NOW - HOUR) })).json();
    const open = (await create({ type: 'CASHBACK', title: 'Always', order: 5 })).json();
    expect((await list('CASHBACK')).map((p) => p.id)).toEqual([open.promotion.id]);
    t.clock.now = NOW + 2 * HOUR;
    try {
      expect((await list('CASHBACK')).map((p) => p.id)).toEqual([future.promotion.id, open.promotion.id]);
      t.clock.now = NOW + 3 * HOUR;
      expect((await list('CASHBACK')).map((p) => p.id)).toEqual([open.promotion.id]);
    } finally {
      t.clock.now = NOW;
    }
    expect(past.promotion.active).toBe(true);
    const retired = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/v1/promotions/${open.promotion.id}`,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(retired.statusCode).toBe(200);
    expect(await list('CASHBACK')).toEqual([]);
  });

  it('refuses a missing or malformed type with 400 naming it, and an unsigned request with 401', async () => {
    const missing = await signed(t.app, { url: '/api/v1/promotions/type' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'type is required', code: 'VALIDATION_FAILED' });
    for (const type of ['lotofoot', 'A-B', '%00']) {
      const res = await signed(t.app, { url: `/api/v1/promotions/type?type=${type}` });
      expect(res.statusCode, type).toBe(400);
      expect(res.json().code, type).toBe('VALIDATION_FAILED');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/promotions' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/promotions/type?type=LOTOFOOT' })).statusCode).toBe(401);
  });
});

describe('seeding', () => {
  it('is idempotent: again, or twice at once for a new merchant, there are exactly 2 demo promotions', async () => {
    expect(await ensureDemoPromotions(t.app.db, MERCHANT_ID)).toBe(0);
    await t.app.db.insertInto('merchants').values({ id: 'promo-merchant', name: 'second', api_key: 'k3' }).execute();
    const added = await Promise.all([ensureDemoPromotions(t.app.db, 'promo-merchant'), ensureDemoPromotions(t.app.db, 'promo-merchant')]);
    expect(added.reduce((a, b) => a + b, 0)).toBe(2);
    const rows = await t.app.db.selectFrom('promotions').select('id').where('merchant_id', '=', 'promo-merchant').execute();
    expect(rows).toHaveLength(2);
  });
});
