// Banners through HTTP on a real PGlite: the demo banners seeded at start-up (3 phone, 2 desktop, in order),
// the type filter, the spec's 400 text, 401 unsigned, seeding that never doubles (twice, or two at once), an
// operator POST that shows up in the list in its order, and the home composite carrying the phone's banners
// with an ETag that follows them.
import { describe, expect, it } from 'vitest';
import { BannersResponse, BANNER_TYPE } from '../../schema/banner.ts';
import { ensureDemoBanners } from '../../server/modules/promotions/seed.ts';
import { MERCHANT_ID, getJson, signed, useTestApp } from './helpers.ts';

const TOKEN = 'operator-banners-0123456789';
const t = useTestApp({ syncCatalog: false, operatorToken: TOKEN });
const LIST = '/api/v1/promotions/banners';
const HOME = '/api/v1/composite/homepage-data';

const list = async (type?: string): Promise<BannersResponse['banners']> =>
  BannersResponse.create(await getJson(t.app, type === undefined ? LIST : `${LIST}?type=${type}`)).banners;
const post = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/v1/banners', headers: { authorization: `Bearer ${TOKEN}` }, payload });

describe('GET /api/v1/promotions/banners', () => {
  it('lists the seeded demo banners: 3 phone and 2 desktop, each type in its order, images under /banners/', async () => {
    const phone = await list(BANNER_TYPE.phone);
    expect(phone.map((b) => [b.order, b.image_url, b.click_url])).toEqual([
      [1, '/banners/phone-league.svg', '/sports'],
      [2, '/banners/phone-express.svg', '/express'],
      [3, '/banners/phone-pay.svg', '/deposit'],
    ]);
    const desktop = await list(BANNER_TYPE.desktop);
    expect(desktop.map((b) => b.image_url)).toEqual(['/banners/desktop-league.svg', '/banners/desktop-ticket.svg']);
    expect(desktop.every((b) => b.banner_type === BANNER_TYPE.desktop)).toBe(true);
    expect(await list()).toHaveLength(5);
    expect(await list('SIDEBAR')).toEqual([]);
  });

  it("answers 400 'Invalid request parameters' for a malformed type, and 401 unsigned", async () => {
    for (const type of ['homepage', 'bad%20type', 'A-B']) {
      const res = await signed(t.app, { url: `${LIST}?type=${type}` });
      expect(res.statusCode, type).toBe(400);
      expect(res.json()).toEqual({ error: 'Invalid request parameters', code: 'VALIDATION_FAILED' });
    }
    expect((await t.app.inject({ method: 'GET', url: `${LIST}?type=HOMEPAGE_MOBILE` })).statusCode).toBe(401);
  });
});

describe('seeding', () => {
  it('is idempotent: run again, or twice at once for a new merchant, there are still exactly 5', async () => {
    expect(await ensureDemoBanners(t.app.db, MERCHANT_ID)).toBe(0);
    expect(await list()).toHaveLength(5);
    await t.app.db.insertInto('merchants').values({ id: 'second-merchant', name: 'second', api_key: 'k2' }).execute();
    const added = await Promise.all([ensureDemoBanners(t.app.db, 'second-merchant'), ensureDemoBanners(t.app.db, 'second-merchant')]);
    expect(added.reduce((a, b) => a + b, 0)).toBe(5);
    const rows = await t.app.db.selectFrom('banners').select('id').where('merchant_id', '=', 'second-merchant').execute();
    expect(rows).toHaveLength(5);
  });
});

describe('the home composite and an operator POST', () => {
  it('carries the phone banners; a new banner appears in the list in its order and changes the ETag', async () => {
    const first = await signed(t.app, { url: HOME });
    expect(first.statusCode).toBe(200);
    const before = first.json().banners;
    expect(before).toEqual(await list(BANNER_TYPE.phone));
    const etag = String(first.headers['etag']);
    // Unchanged banners: the same ETag.
    expect(String((await signed(t.app, { url: HOME })).headers['etag'])).toBe(etag);

    const res = await post({ banner_type: BANNER_TYPE.phone, image_url: '/banners/phone-express.svg', click_url: '/check-ticket', order: 0 });
    expect(res.statusCode).toBe(201);
    const created = res.json().banner;
    const after = await list(BANNER_TYPE.phone);
    expect(after.map((b) => b.id)).toEqual([created.id, ...before.map((b: { id: string }) => b.id)]);

    const again = await signed(t.app, { url: HOME });
    expect(again.json().banners).toEqual(after);
    expect(String(again.headers['etag'])).not.toBe(etag);
  });

  it('keeps banners of equal order in creation order', async () => {
    const res = await post({ banner_type: BANNER_TYPE.desktop, image_url: '/banners/desktop-league.svg', order: 1 });
    const desktop = await list(BANNER_TYPE.desktop);
    expect(desktop.map((b) => b.order)).toEqual([1, 1, 2]);
    expect(desktop[1]?.id).toBe(res.json().banner.id);
  });
});
