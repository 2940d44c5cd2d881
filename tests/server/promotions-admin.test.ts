// The operator's promotions and banners (issue 14) through HTTP on a real PGlite: create, edit (the fields sent
// change, null clears), retire and restore promotions; every call refused without the operator token (and absent
// without OPERATOR_TOKEN); banner edit and retire publish BANNER_UPDATE as the create does (both types when a banner
// moves); bad input — NUL bytes, unsafe addresses, a window ending before it starts, malformed fields — a 400 naming
// the field, nothing written.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localChannel, type BusEvent } from '../../server/modules/realtime/bus.ts';
import { BANNER_TYPE } from '../../schema/banner.ts';
import { MERCHANT_ID, createTestApp, getJson, useTestApp } from './helpers.ts';

const TOKEN = 'operator-promo-admin-0123456789';
const t = useTestApp({ syncCatalog: false, operatorToken: TOKEN });
const auth = { authorization: `Bearer ${TOKEN}` };
const op = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = auth) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
const PROMOS = '/api/admin/v1/promotions';
const publicIds = async (): Promise<string[]> =>
  ((await getJson(t.app, '/api/v1/promotions')) as { promotions: { id: string }[] }).promotions.map((p) => p.id);
const count = async (): Promise<number> => (await t.app.db.selectFrom('promotions').select('id').execute()).length;

describe('operator promotions', () => {
  it('creates, edits, retires and restores a promotion, and the public list follows', async () => {
    const res = await op('POST', PROMOS, {
      type: 'DEPOSIT',
      title: '  Deposit 500, get 10%  ',
      description: 'Up to 100 ETB',
      image_url: 'https://cdn.example.com/p.webp',
      click_url: '/deposit',
      order: 0,
      translations: { am: { title: 'ተቀማጭ' } },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().promotion;
    expect(created).toMatchObject({
      type: 'DEPOSIT',
      title: 'Deposit 500, get 10%',
      order: 0,
      active: true,
      translations: { am: { title: 'ተቀማጭ' } },
    });
    expect(await publicIds()).toEqual(['points-betting', created.id, `demo:${MERCHANT_ID}:lotofoot-7`, `demo:${MERCHANT_ID}:welcome-50`]);

    const edited = await op('PUT', `${PROMOS}/${created.id}`, { order: 9, image_url: null, description: 'Up to 150 ETB' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().promotion).toMatchObject({
      title: 'Deposit 500, get 10%',
      order: 9,
      image_url: null,
      description: 'Up to 150 ETB',
      click_url: '/deposit',
    });
    expect((await publicIds()).at(-1)).toBe(created.id);

    const retired = await op('DELETE', `${PROMOS}/${created.id}`);
    expect(retired.json().promotion.active).toBe(false);
    expect(await publicIds()).not.toContain(created.id);
    const all = (await op('GET', PROMOS)).json().promotions;
    expect(all.find((p: { id: string }) => p.id === created.id)?.active).toBe(false);

    expect((await op('PUT', `${PROMOS}/${created.id}`, { active: true })).json().promotion.active).toBe(true);
    expect(await publicIds()).toContain(created.id);
  });

  it('answers 404 for an unknown promotion, 401 without or with a wrong token', async () => {
    expect((await op('PUT', `${PROMOS}/nope`, { title: 'x' })).statusCode).toBe(404);
    expect((await op('DELETE', `${PROMOS}/nope`)).json()).toEqual({ error: 'Promotion not found', code: 'NOT_FOUND' });
    const before = await count();
    for (const headers of [{}, { authorization: 'Bearer wrong' }] as Record<string, string>[]) {
      expect((await op('POST', PROMOS, { type: 'WELCOME', title: 'x' }, headers)).statusCode).toBe(401);
      expect((await op('GET', PROMOS, undefined, headers)).statusCode).toBe(401);
      expect((await op('DELETE', `${PROMOS}/demo:${MERCHANT_ID}:lotofoot-7`, undefined, headers)).statusCode).toBe(401);
      expect((await op('PUT', `/api/admin/v1/banners/x`, { order: 1 }, headers)).statusCode).toBe(401);
    }
    expect(await count()).toBe(before);
  });

  it('refuses bad input with a 400 naming the field, writing nothing', async () => {
    const before = await count();
    const cases: [object, string][] = [
      [{ title: 'x' }, 'type is required'],
      [{ type: 'welcome', title: 'x' }, 'type must be upper case letters, digits and _ (e.g. LOTOFOOT)'],
      [{ type: 'WELCOME' }, 'title must be a non-empty string of at most 200 characters'],
      [{ type: 'WELCOME', title: '   ' }, 'title must be a non-empty string of at most 200 characters'],
      [{ type: 'WELCOME', title: 'a\u0000b' }, 'Invalid request: text may not contain NUL characters'],
      [{ type: 'WELCOME', title: 'x', image_url: '//evil.example' }, 'image_url must be an https URL or a path starting with /'],
      [{ type: 'WELCOME', title: 'x', click_url: 'javascript:alert(1)' }, 'click_url must be an https URL or a path starting with /'],
      [{ type: 'WELCOME', title: 'x', click_url: 'http://plain.example' }, 'click_url must be an https URL or a path starting with /'],
      [{ type: 'WELCOME', title: 'x', click_url: '/%2F%2Fevil.example' }, 'click_url must be an https URL or a path starting with /'],
      [
        { type: 'WELCOME', title: 'x', starts_at: 'tomorrow' },
        'starts_at must be an ISO-8601 date or date-time with a time zone, e.g. 2026-11-21T00:00:00Z',
      ],
      [{ type: 'WELCOME', title: 'x', starts_at: '2026-12-02T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' }, 'ends_at must be after starts_at'],
      [{ type: 'WELCOME', title: 'x', order: -1 }, 'order must be an integer from 0 to 1000000'],
      [{ type: 'WELCOME', title: 'x', order: 1.5 }, 'order must be an integer from 0 to 1000000'],
      [{ type: 'WELCOME', title: 'x', active: 'yes' }, 'active must be true or false'],
      [
        { type: 'WELCOME', title: 'x', translations: { am: { title: '' } } },
        'translations.am.title must be a non-empty string of at most 200 characters',
      ],
      [{ type: 'WELCOME', title: 'x', translations: 'am' }, 'translations must map am, en, or, ti to {title, description, body}'],
    ];
    for (const [payload, error] of cases) {
      const res = await op('POST', PROMOS, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({ error, code: 'VALIDATION_FAILED' });
    }
    const edit = await op('PUT', `${PROMOS}/demo:${MERCHANT_ID}:welcome-50`, { starts_at: '2026-12-02T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' });
    expect(edit.json()).toEqual({ error: 'ends_at must be after starts_at', code: 'VALIDATION_FAILED' });
    expect((await op('PUT', `${PROMOS}/demo:${MERCHANT_ID}:welcome-50`, { title: null })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('operator banners: edit and retire publish BANNER_UPDATE', () => {
  let seen: BusEvent[] = [];
  const listen = (e: BusEvent): void => {
    seen.push(e);
  };
  beforeEach(() => {
    seen = [];
    localChannel(t.app.db).on('event', listen);
  });
  afterEach(() => {
    localChannel(t.app.db).off('event', listen);
  });
  const banners = async (type: string): Promise<{ id: string; click_url: string | null }[]> =>
    ((await getJson(t.app, `/api/v1/promotions/banners?type=${type}`)) as { banners: { id: string; click_url: string | null }[] }).banners;

  it('edits a banner (both types told when it moves), retires it and brings it back', async () => {
    const id = `demo:${MERCHANT_ID}:phone-pay`;
    const edited = await op('PUT', `/api/admin/v1/banners/${id}`, { click_url: '/promotions', order: 0 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().banner).toMatchObject({ id, click_url: '/promotions', order: 0, active: true });
    expect((await banners(BANNER_TYPE.phone))[0]).toMatchObject({ id, click_url: '/promotions' });
    expect(seen).toEqual([{ kind: 'banner', merchant_id: MERCHANT_ID, banner_type: BANNER_TYPE.phone }]);

    seen = [];
    await op('PUT', `/api/admin/v1/banners/${id}`, { banner_type: BANNER_TYPE.desktop });
    expect(seen.map((e) => (e.kind === 'banner' ? e.banner_type : ''))).toEqual([BANNER_TYPE.phone, BANNER_TYPE.desktop]);

    seen = [];
    const retired = await op('DELETE', `/api/admin/v1/banners/${id}`);
    expect(retired.json().banner.active).toBe(false);
    expect((await banners(BANNER_TYPE.desktop)).map((b) => b.id)).not.toContain(id);
    expect(seen).toEqual([{ kind: 'banner', merchant_id: MERCHANT_ID, banner_type: BANNER_TYPE.desktop }]);

    await op('PUT', `/api/admin/v1/banners/${id}`, { active: true, banner_type: BANNER_TYPE.phone });
    expect((await banners(BANNER_TYPE.phone)).map((b) => b.id)).toContain(id);
  });

  it('refuses an unknown banner (404) and bad input (400 naming the field), publishing nothing', async () => {
    expect((await op('DELETE', '/api/admin/v1/banners/nope')).json()).toEqual({ error: 'Banner not found', code: 'NOT_FOUND' });
    const id = `demo:${MERCHANT_ID}:phone-league`;
    const cases: [object, string][] = [
      [{ click_url: '//evil.example' }, 'click_url must be an https URL or a path starting with /'],
      [{ image_url: 'data:text/html,x' }, 'image_url must be an https URL or a path starting with /'],
      [{ image_url: '/a\u0000.svg' }, 'Invalid request: text may not contain NUL characters'],
      [{ banner_type: 'phone' }, 'banner_type must be upper case letters, digits and _ (e.g. HOMEPAGE_MOBILE)'],
      [{ order: 'first' }, 'order must be an integer from 0 to 1000000'],
      [{ active: 1 }, 'active must be true or false'],
    ];
    for (const [payload, error] of cases) {
      const res = await op('PUT', `/api/admin/v1/banners/${id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({ error, code: 'VALIDATION_FAILED' });
    }
    expect(seen).toEqual([]);
  });
});

describe('without OPERATOR_TOKEN', () => {
  it('refuses every bearer on the operator promotion routes (401: people sign in to the back office)', async () => {
    const bare = await createTestApp({ syncCatalog: false });
    try {
      expect((await bare.app.inject({ method: 'POST', url: PROMOS, headers: auth, payload: { type: 'WELCOME', title: 'x' } })).statusCode).toBe(401);
    } finally {
      await bare.app.close();
    }
  });
});
