// Banners in the data layer: malformed banners are dropped by decoding (the rest land), a list lands in
// `order` and replaces its type's banners, the composite home call fills the phone's list and marks it fresh,
// a banner change outdates only that type, the page's 'bannerUpdate' event does the same (not for another
// merchant), and failures carry the spec's texts (400, 401, else the server's or 'Failed to load banners').
import { describe, expect, it } from 'vitest';
import { createAppData, INDEX } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { ApiRequestError } from '../../sync/http.ts';
import { applyEvent } from '../../sync/apply.ts';
import { bannersResource } from '../../sync/resources.ts';
import { bannerUpdateEvent, listenForBannerUpdates } from '../../sync/banners.ts';
import { BannersResponse, BANNER_TYPE } from '../../schema/banner.ts';
import { HomepageResponse } from '../../schema/homepage.ts';
import { fakeApi, flush } from './fake-api.ts';
import { shownFailure } from '../../schema/read-failures.ts';

const PATH = '/api/v1/promotions/banners';
const wire = (id: string, order: number, extra: Record<string, unknown> = {}) => ({
  id,
  order,
  image_url: `/banners/${id}.svg`,
  click_url: '/express',
  banner_type: BANNER_TYPE.phone,
  ...extra,
});

function setup(answer: unknown) {
  const clock = { now: 1_764_000_000_000 };
  const data = createAppData();
  const api = fakeApi({ [PATH]: answer });
  // One try per read: the back-off before a failure is reported is tests/sync/retry.test.ts's.
  const engine = createSyncEngine(data, api, { now: () => clock.now, log: () => undefined, retryDelaysMs: [] });
  const srcs = (type: string = BANNER_TYPE.phone) =>
    data.indexes.getSliceRowIds(INDEX.bannersByType, type).map((id) => data.store.getCell('banners', id, 'src'));
  return { clock, data, api, engine, srcs };
}

describe('decoding', () => {
  it('drops a malformed banner on its own and keeps the others', () => {
    const decoded = BannersResponse.create({
      banners: [
        wire('a', 1),
        { id: 'b', order: 2 },
        wire('c', 3, { image_url: 'javascript:alert(1)' }),
        wire('d', 4, { click_url: '//evil.example' }),
        wire('e', 5, { click_url: null }),
        'junk',
        wire('f', 6, { id: 7 }),
      ],
    });
    expect(decoded.banners.map((b) => b.id)).toEqual(['a', 'e', '7']);
    expect(decoded.banners[1]?.click_url).toBeNull();
    expect(() => BannersResponse.create({ banners: 'none' })).toThrow();
  });

  it('a composite answer without banners still decodes (banners optional)', () => {
    const base = { sports: [], top_leagues: [], top_matches: [], top_sports: { sports: [] }, sport_id: '1', league: null, page_size: 20 };
    expect(HomepageResponse.create(base).banners).toBeUndefined();
    expect(HomepageResponse.create({ ...base, banners: [wire('a', 1), { bad: true }] }).banners?.map((b) => b.id)).toEqual(['a']);
  });
});

describe('loading', () => {
  it('lands a list in order (ties keep the server sequence) and replaces that type only', async () => {
    const { data, engine, api, srcs } = setup({ banners: [wire('late', 9), wire('first', 1), wire('tie-a', 5), wire('tie-b', 5)] });
    applyEvent(data, {
      type: 'v1.BannersLoaded',
      at: 1,
      source: 'remote',
      payload: { key: 'banners:HOMEPAGE_DESKTOP', bannerType: BANNER_TYPE.desktop, banners: [wire('desk', 1, { banner_type: BANNER_TYPE.desktop })] },
    });
    engine.request(bannersResource(BANNER_TYPE.phone));
    await flush();
    expect(api.log[0]?.options.query).toEqual({ type: BANNER_TYPE.phone });
    expect(srcs()).toEqual(['/banners/first.svg', '/banners/tie-a.svg', '/banners/tie-b.svg', '/banners/late.svg']);
    // Issue 18: a banner's words per language travel with it (a malformed entry dropped by the decoder, the banner kept).
    const texts = { en: { title: 'Derby day', cta: 'Bet now' }, am: { title: 'የደርቢ ቀን' } };
    api.set(PATH, { banners: [wire('only', 1, { texts: { ...texts, ti: { title: 7 } } })] });
    engine.request(bannersResource(BANNER_TYPE.phone), { force: true });
    await flush();
    expect(srcs()).toEqual(['/banners/only.svg']);
    expect(data.store.getRow('banners', `${BANNER_TYPE.phone}|only`)).toEqual({
      banner_type: BANNER_TYPE.phone,
      position: 0,
      src: '/banners/only.svg',
      link: '/express',
      texts: JSON.stringify(texts),
    });
    expect(srcs(BANNER_TYPE.desktop)).toEqual(['/banners/desk.svg']);
  });

  it('the composite home call brings the phone list and marks it fresh, so the carousel asks nothing', async () => {
    const { data, engine, api, srcs } = setup({ banners: [] });
    applyEvent(data, {
      type: 'v1.HomepageLoaded',
      at: 5,
      source: 'remote',
      payload: { key: 'homepage', sports: [], topLeagues: [], topMatches: [], topSports: [], league: null, banners: [wire('b', 2), wire('a', 1)] },
    });
    expect(srcs()).toEqual(['/banners/a.svg', '/banners/b.svg']);
    expect(data.store.getRow('resources', 'banners:HOMEPAGE_MOBILE')).toMatchObject({ status: 'ready', fetched_at: 5 });
    data.store.setCell('resources', 'banners:HOMEPAGE_MOBILE', 'fetched_at', Date.now());
    engine.request(bannersResource(BANNER_TYPE.phone));
    await flush();
    expect(api.calls).toEqual([]);
  });
});

describe('changes', () => {
  it('a BANNER_UPDATE of one type outdates that list only; one without a type outdates all, keeping the banners', () => {
    const { data } = setup({ banners: [] });
    for (const type of [BANNER_TYPE.phone, BANNER_TYPE.desktop]) {
      applyEvent(data, {
        type: 'v1.BannersLoaded',
        at: 10,
        source: 'remote',
        payload: { key: `banners:${type}`, bannerType: type, banners: [wire(`x-${type}`, 1)] },
      });
    }
    applyEvent(data, { type: 'v1.BannersChanged', at: 11, source: 'remote', payload: { merchantId: 'm', bannerType: BANNER_TYPE.desktop } });
    expect(data.store.getRow('resources', 'banners:HOMEPAGE_DESKTOP')).toMatchObject({ outdated: true, fetched_at: 10 });
    expect(data.store.getRow('resources', 'banners:HOMEPAGE_MOBILE')).toMatchObject({ outdated: false, fetched_at: 10 });
    applyEvent(data, { type: 'v1.BannersChanged', at: 12, source: 'remote', payload: { merchantId: 'm' } });
    expect(data.store.getCell('resources', 'banners:HOMEPAGE_MOBILE', 'outdated')).toBe(true);
    expect(data.store.getRowCount('banners')).toBe(2);
  });

  it("the page's 'bannerUpdate' event becomes BannersChanged for this merchant, and is ignored for another", () => {
    expect(bannerUpdateEvent({ bannerType: 'HOMEPAGE_MOBILE', merchantId: 'm1' }, 'm1', 7)).toEqual({
      type: 'v1.BannersChanged',
      at: 7,
      source: 'system',
      payload: { merchantId: 'm1', bannerType: 'HOMEPAGE_MOBILE' },
    });
    expect(bannerUpdateEvent({ merchantId: 'other' }, 'm1', 7)).toBeNull();
    expect(bannerUpdateEvent(null, 'm1', 7)?.payload).toEqual({ merchantId: 'm1' });
    const target = new EventTarget();
    const seen: unknown[] = [];
    const stop = listenForBannerUpdates(
      target,
      (e) => seen.push(e.payload),
      'm1',
      () => 9,
    );
    target.dispatchEvent(new CustomEvent('bannerUpdate', { detail: { bannerType: 'HOMEPAGE_DESKTOP', merchantId: 'm1' } }));
    stop();
    target.dispatchEvent(new CustomEvent('bannerUpdate', { detail: {} }));
    expect(seen).toEqual([{ merchantId: 'm1', bannerType: 'HOMEPAGE_DESKTOP' }]);
  });
});

describe('failures', () => {
  const failWith = async (error: Error) => {
    const { data, engine } = setup(error);
    const resource = bannersResource(BANNER_TYPE.phone);
    engine.request(resource);
    await flush();
    const row = data.store.getRow('resources', 'banners:HOMEPAGE_MOBILE');
    return { row, shown: shownFailure(row, resource) };
  };

  it("are kept by the server's code and status: its words would show, else the read's own code", async () => {
    expect(await failWith(new ApiRequestError('Something else', 400, 'VALIDATION_FAILED'))).toMatchObject({
      row: { status: 'error', code: 'VALIDATION_FAILED', http_status: 400, message: 'Something else' },
      shown: 'Something else',
    });
    expect(await failWith(new ApiRequestError('Missing signature headers', 401, 'SIGNATURE_REQUIRED'))).toMatchObject({
      row: { code: 'SIGNATURE_REQUIRED', http_status: 401 },
      shown: 'Missing signature headers',
    });
    expect(await failWith(new ApiRequestError('Maintenance until 10:00', 503, 'DOWN'))).toMatchObject({
      row: { code: 'DOWN', http_status: 503 },
      shown: 'Maintenance until 10:00',
    });
    expect(await failWith(new TypeError('fetch failed'))).toMatchObject({
      row: { status: 'error', code: 'BANNERS_FAILED' },
      shown: 'BANNERS_FAILED',
    });
  });
});
