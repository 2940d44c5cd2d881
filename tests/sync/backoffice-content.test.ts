// The content desk's data layer, driven as its screens drive it, with the server's answers replayed in the order a run
// gave them (the demo banners, one retired): the list fills the banners table, each type a slice in the players'
// order (order, then the server's), retired ones kept; a fresh list is not asked again; a save sends the form's
// fields, replaces its row (a removed link or words do not survive) and reads the list back; a creation is listed at
// once and outdates the list; a retirement keeps the banner, inactive; what Save sends passes the endpoint's
// declaration; an answer breaking its declaration never lands; a recorded stream rebuilds the same store; a
// sign-out clears the banners and outdates their read.
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { EditBannerBody } from '../../schema/endpoints/promotions.ts';
import { PointsConfigBody, PopupSettingBody } from '../../schema/endpoints/backoffice-content.ts';
import { EditPromotionBody, NewPromotionBody } from '../../schema/endpoints/promotion-offers.ts';
import { pointsConfigOf, promotionChangeOf, promotionDraftOf } from '../../src/backoffice/screens/promotion-draft.ts';
import { CURRENT, promotionStatus } from '../../sync/backoffice/store-promotions.ts';
import { changeOf, draftOf, shownWords } from '../../src/backoffice/screens/content-words.tsx';
import { createBackofficeClient } from '../../sync/backoffice/client.ts';
import { createBackofficeEngine } from '../../sync/backoffice/engine.ts';
import type { Outcome } from '../../sync/backoffice/events.ts';
import { applyOutcome, BO_INDEX, createBackofficeData } from '../../sync/backoffice/store.ts';
import { typeOrder } from '../../sync/backoffice/store-content.ts';
import { replayingClient } from './backoffice-replay.ts';

const M = 'demo:00000000-0000-4000-8000-000000000001';
const league = {
  en: { kicker: 'ETHIOPIAN PREMIER LEAGUE', title: 'Best odds, every matchday', cta: 'Bet now' },
  am: { kicker: 'የኢትዮጵያ ፕሪሚየር ሊግ', title: 'ምርጥ ዕድሎች፣ በየጨዋታ ቀኑ', cta: 'አሁን ይወራረዱ' },
};
const banner = (name: string, type: string, order: number, extra: Record<string, unknown> = {}) => ({
  id: `${M}:${name}`,
  order,
  image_url: `/banners/${name}.svg`,
  click_url: '/sports',
  banner_type: type,
  active: true,
  texts: { en: { title: name } },
  ...extra,
});
const phoneLeague = banner('phone-league', 'HOMEPAGE_MOBILE', 1, { texts: league });
const phonePay = banner('phone-pay', 'HOMEPAGE_MOBILE', 3);
const phoneExpress = banner('phone-express', 'HOMEPAGE_MOBILE', 2);
const desktopLeague = banner('desktop-league', 'HOMEPAGE_DESKTOP', 1);
const casinoTop = banner('casino-top', 'CASINO_TOP', 0, { click_url: null, texts: {} });
// Same order as phone-pay, created later: the server lists it after (created_at, then id).
const retired = { ...banner('e2e-old', 'HOMEPAGE_MOBILE', 3), id: `${M}:zz-old`, active: false };
const newAmharic = { ...league, am: { ...league.am, title: 'ታላቅ ቅናሽ 42' } };

/** The answers a run gave, per endpoint, in order: each call takes the next one (the last one repeats). */
const RECORDED: Record<string, unknown[]> = {
  listAllBanners: [
    // The server's order: by type, then order, created_at and id.
    { banners: [casinoTop, desktopLeague, phoneLeague, phoneExpress, phonePay, retired] },
    { banners: [casinoTop, desktopLeague, { ...phoneLeague, texts: newAmharic, click_url: null }, phoneExpress, phonePay, retired] },
  ],
  editBanner: [{ banner: { ...phoneLeague, texts: newAmharic, click_url: null } }],
  createBanner: [{ banner: { id: `${M}:new`, order: 0, image_url: '/banners/phone-pay.svg', click_url: null, banner_type: 'HOMEPAGE_MOBILE' } }],
  retireBanner: [{ banner: { ...phoneExpress, active: false } }],
  operatorLogout: [{}],
};

const replay = () => replayingClient(RECORDED, (endpointId) => (endpointId === 'createBanner' ? 201 : 200));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const id = (name: string) => `${M}:${name}`;

describe('the content desk data layer', () => {
  it('lists every banner by type in the players’ order, retired ones kept, and skips a fresh list', async () => {
    const data = createBackofficeData();
    const { client, count } = replay();
    let clock = 0;
    const engine = createBackofficeEngine(client, data, () => clock);
    engine.dispatch({ type: 'LoadBanners' });
    await settle();
    const slice = (type: string) => data.indexes.getSliceRowIds(BO_INDEX.bannersByType, type);
    expect(slice('HOMEPAGE_MOBILE')).toEqual([id('phone-league'), id('phone-express'), id('phone-pay'), id('zz-old')]);
    expect(slice('HOMEPAGE_DESKTOP')).toEqual([id('desktop-league')]);
    expect(typeOrder(data.indexes.getSliceIds(BO_INDEX.bannersByType))).toEqual(['HOMEPAGE_MOBILE', 'HOMEPAGE_DESKTOP', 'CASINO_TOP']);
    expect(data.store.getCell('banners', id('zz-old'), 'active')).toBe(false);
    expect(JSON.parse(String(data.store.getCell('banners', id('phone-league'), 'texts')))).toEqual(league);
    // No link and no words: no cell (not the text 'null', not '{}').
    expect(data.store.getRow('banners', id('casino-top'))).not.toHaveProperty('click_url');
    expect(data.store.getRow('banners', id('casino-top'))).not.toHaveProperty('texts');
    engine.dispatch({ type: 'LoadBanners' });
    await settle();
    expect(count('listAllBanners')).toBe(1);
    clock += 10_001;
    engine.dispatch({ type: 'LoadBanners' });
    await settle();
    expect(count('listAllBanners')).toBe(2);
  });

  it('saves the form, replaces the row and reads the list back; a new banner is listed at once and outdates the list', async () => {
    const data = createBackofficeData();
    const { client, calls, count } = replay();
    const engine = createBackofficeEngine(client, data, () => 0);
    engine.dispatch({ type: 'LoadBanners' });
    await settle();
    const draft = draftOf(data.store.getRow('banners', id('phone-league')));
    expect(shownWords(draft, 'ti')).toEqual(league.en);
    draft.words.am.title = 'ታላቅ ቅናሽ 42';
    draft.click_url = ' ';
    engine.dispatch({ type: 'SaveBanner', id: id('phone-league'), change: changeOf(draft) });
    await settle();
    expect(calls.map((c) => c.id)).toEqual(['listAllBanners', 'editBanner', 'listAllBanners']);
    expect(calls[1]?.input).toEqual({
      params: { id: id('phone-league') },
      body: { image_url: '/banners/phone-league.svg', click_url: null, order: 1, active: true, texts: newAmharic },
    });
    expect(JSON.parse(String(data.store.getCell('banners', id('phone-league'), 'texts'))).am.title).toBe('ታላቅ ቅናሽ 42');
    expect(data.store.getRow('banners', id('phone-league'))).not.toHaveProperty('click_url');
    expect(data.store.getRow('commands', 'SaveBanner')).toEqual({ state: 'done' });
    // The save outdated the list: read again once, then fresh.
    engine.dispatch({ type: 'LoadBanners' });
    await settle();
    engine.dispatch({ type: 'LoadBanners' });
    await settle();
    expect(count('listAllBanners')).toBe(3);

    engine.dispatch({ type: 'CreateBanner', bannerType: 'HOMEPAGE_MOBILE', imageUrl: '/banners/phone-pay.svg' });
    await settle();
    expect(calls[4]?.input.body).toEqual({ banner_type: 'HOMEPAGE_MOBILE', image_url: '/banners/phone-pay.svg' });
    expect(data.store.getValue('createdBanner')).toBe(id('new'));
    expect(data.store.getRow('banners', id('new'))).toMatchObject({ active: true, order: 0 });
    // Order 0 puts it first on the phone's carousel before any list is read again.
    expect(data.indexes.getSliceRowIds(BO_INDEX.bannersByType, 'HOMEPAGE_MOBILE')[0]).toBe(id('new'));
    // Within the list's TTL, yet read again: the creation outdated it.
    engine.dispatch({ type: 'LoadBanners' });
    await settle();
    expect(count('listAllBanners')).toBe(4);

    engine.dispatch({ type: 'RetireBanner', id: id('phone-express') });
    await settle();
    expect(calls.at(-1)).toEqual({ id: 'retireBanner', input: { params: { id: id('phone-express') } } });
    expect(data.store.getCell('banners', id('phone-express'), 'active')).toBe(false);
    expect(data.indexes.getSliceRowIds(BO_INDEX.bannersByType, 'HOMEPAGE_MOBILE')).toContain(id('phone-express'));
  });

  it('sends only languages with a title, trimmed, within the limits the endpoint declares', () => {
    const draft = draftOf({ image_url: '/banners/a.svg', order: 4, active: false, texts: JSON.stringify({ en: { title: 'x' } }) });
    draft.words.en = { kicker: 'K'.repeat(48), title: ` ${'T'.repeat(64)} `, subtitle: 'S'.repeat(96), cta: 'C'.repeat(28) };
    draft.words.or = { kicker: 'only a kicker', title: '  ', subtitle: '', cta: '' };
    draft.words.ti = { kicker: '', title: 'ዝበለጸ', subtitle: ' ', cta: '' };
    const change = changeOf(draft);
    expect(Object.keys(change.texts ?? {})).toEqual(['en', 'ti']);
    expect(change.texts?.ti).toEqual({ title: 'ዝበለጸ' });
    expect(change).toMatchObject({ order: 4, active: false, click_url: null });
    expect(validate(change, EditBannerBody)[0]).toBeUndefined();
    // No title anywhere: no words at all (the artwork's own).
    expect(changeOf(draftOf({ image_url: '/banners/a.svg' })).texts).toBeNull();
  });

  it('never lets a banner that breaks its declaration reach the store', async () => {
    const data = createBackofficeData();
    const body = { banners: [{ ...phoneLeague, image_url: 'javascript:alert(1)' }] };
    const fetchImpl = (async () =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch;
    const engine = createBackofficeEngine(createBackofficeClient(fetchImpl), data);
    engine.dispatch({ type: 'LoadBanners' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(data.store.getTable('banners')).toEqual({});
    expect(data.store.getRow('commands', 'LoadBanners')).toMatchObject({ state: 'failed', code: 'MALFORMED_ANSWER' });
  });

  it('rebuilds the same store from a recorded outcome stream; a sign-out clears the banners and outdates their read', async () => {
    const live = createBackofficeData();
    const recorded: Outcome[] = [];
    const { client, count } = replay();
    const engine = createBackofficeEngine(client, live, () => 0);
    engine.outcomes$.subscribe((o) => recorded.push(o));
    engine.dispatch({ type: 'LoadBanners' });
    engine.dispatch({ type: 'SaveBanner', id: id('phone-league'), change: { texts: newAmharic } });
    engine.dispatch({ type: 'RetireBanner', id: id('phone-express') });
    await settle();
    const replayed = createBackofficeData();
    for (const outcome of JSON.parse(JSON.stringify(recorded)) as Outcome[]) {
      applyOutcome(replayed, outcome);
    }
    expect(replayed.store.getContent()).toEqual(live.store.getContent());
    expect(replayed.indexes.getSliceRowIds(BO_INDEX.bannersByType, 'HOMEPAGE_MOBILE')).toHaveLength(4);

    const before = count('listAllBanners');
    engine.dispatch({ type: 'SignOut' });
    await settle();
    expect(live.store.getTable('banners')).toEqual({});
    engine.dispatch({ type: 'LoadBanners' });
    await settle();
    expect(count('listAllBanners')).toBe(before + 1);
  });
});

// Promotions, the popup and the points config (issue 33 "Content"): answers replayed as a run gave them land in the
// store (each promotion's place among active, scheduled, ended and retired; the popup setting; the points config);
// the bodies the forms send pass the endpoints' declarations; a creation is listed at once and outdates the list; a
// retirement and a restore replace the row; a malformed answer leaves the store as it was; a recorded stream rebuilds
// it; a sign-out clears it.
const NOW = Date.parse('2026-12-04T12:00:00Z');
const promotion = (name: string, extra: Record<string, unknown> = {}) => ({
  id: `${M}:${name}`,
  title: name,
  description: '',
  type: 'DEPOSIT',
  body: '',
  image_url: null,
  click_url: '/deposit',
  starts_at: null,
  ends_at: null,
  order: 1,
  translations: {},
  active: true,
  in_popup: true,
  created_at: '2026-12-01T00:00:00.000Z',
  updated_at: '2026-12-01T00:00:00.000Z',
  ...extra,
});
const running = promotion('running', { translations: { am: { title: 'ተቀማጭ' } } });
const later = promotion('later', { starts_at: '2026-12-20T00:00:00.000Z', in_popup: false });
const over = promotion('over', { ends_at: '2026-12-01T00:00:00.000Z' });
const gone = promotion('gone', { active: false });
const fresh = promotion('fresh', { order: 0 });
const DEMO_POINTS = {
  points_betting_enabled: true,
  points_to_money_rate: 0.1,
  points_min_stake: 30,
  points_max_stake: 10_000,
  points_min_selections: 5,
  points_max_selections: 20,
  points_min_odds_per_selection: 1.45,
  points_min_total_odds: 10,
  points_max_total_odds: 2000,
  points_max_potential_win: 1_000,
  points_max_daily_tickets: 20,
  points_max_daily_stake: 50_000,
  points_max_daily_win: 5_000,
};
const PROMO_RECORDED: Record<string, unknown[]> = {
  listAllPromotions: [{ promotions: [running, later, over, gone] }, { promotions: [fresh, running, later, over, gone] }],
  createPromotion: [{ promotion: fresh }],
  editPromotion: [{ promotion: { ...gone, active: true } }],
  retirePromotion: [{ promotion: { ...running, active: false } }],
  getPromoPopup: [{ popup: { enabled: true, cooldown_hours: 24 }, updated_at: null }],
  setPromoPopup: [{ popup: { enabled: false, cooldown_hours: 6 }, updated_at: '2026-12-04T12:00:00.000Z' }],
  getPointsConfig: [{ config: DEMO_POINTS, updated_at: null }],
  setPointsConfig: [{ config: { ...DEMO_POINTS, points_max_stake: 150 }, updated_at: '2026-12-04T12:00:00.000Z' }],
  operatorLogout: [{}],
};
const promoReplay = () => replayingClient(PROMO_RECORDED, (endpointId) => (endpointId === 'createPromotion' ? 201 : 200));
const statuses = (data: ReturnType<typeof createBackofficeData>) =>
  Object.fromEntries(Object.entries(data.store.getTable('promotions')).map(([rowId, row]) => [rowId.slice(M.length + 1), promotionStatus(row, NOW)]));

describe('the content desk’s promotions, popup and points', () => {
  it('lands the answers: each promotion’s status, the popup setting and the points config', async () => {
    const data = createBackofficeData();
    const { client, count } = promoReplay();
    const engine = createBackofficeEngine(client, data, () => 0);
    engine.dispatch({ type: 'LoadPromotions' });
    engine.dispatch({ type: 'LoadPromoPopup' });
    engine.dispatch({ type: 'LoadPointsConfig' });
    await settle();
    expect(statuses(data)).toEqual({ running: 'active', later: 'scheduled', over: 'ended', gone: 'retired' });
    expect(JSON.parse(String(data.store.getCell('promotions', running.id, 'translations')))).toEqual({ am: { title: 'ተቀማጭ' } });
    expect(data.store.getCell('promotions', later.id, 'in_popup')).toBe(false);
    // No image, no window: no cell (not the text 'null').
    expect(data.store.getRow('promotions', running.id)).not.toHaveProperty('image_url');
    expect(data.store.getRow('promoPopupSetting', CURRENT)).toEqual({ enabled: true, cooldown_hours: 24 });
    expect(data.store.getRow('pointsConfig', CURRENT)).toEqual(DEMO_POINTS);
    engine.dispatch({ type: 'LoadPromotions' });
    await settle();
    expect(count('listAllPromotions')).toBe(1);
  });

  it('sends what the forms hold within the declarations; creation, retirement and restore replace rows', async () => {
    const data = createBackofficeData();
    const { client, calls, count } = promoReplay();
    const engine = createBackofficeEngine(client, data, () => 0);
    engine.dispatch({ type: 'LoadPromotions' });
    await settle();
    const draft = promotionDraftOf(null);
    draft.words.en = { title: ' Deposit bonus ', description: '', body: 'Up to 100 ETB' };
    draft.words.am = { title: 'የተቀማጭ ጉርሻ', description: '', body: '' };
    draft.words.or = { title: ' ', description: 'only words', body: '' };
    draft.ends_at = '2026-12-31T23:00';
    draft.in_popup = false;
    const create = promotionChangeOf(draft, true);
    expect(create).toMatchObject({
      type: 'DEPOSIT',
      title: 'Deposit bonus',
      body: 'Up to 100 ETB',
      in_popup: false,
      translations: { am: { title: 'የተቀማጭ ጉርሻ' } },
    });
    expect(create).not.toHaveProperty('image_url');
    engine.dispatch({ type: 'SavePromotion', id: null, change: create });
    await settle();
    const sent = calls.at(-1);
    expect(sent?.id).toBe('createPromotion');
    expect(validate(sent?.input.body, NewPromotionBody)[0]).toBeUndefined();
    expect(data.store.getValue('createdPromotion')).toBe(fresh.id);
    // The edit of a stored row clears what the form left empty.
    const edit = promotionChangeOf(promotionDraftOf(data.store.getRow('promotions', running.id)), false);
    expect(edit).toMatchObject({ image_url: null, starts_at: null, ends_at: null, translations: { am: { title: 'ተቀማጭ' } } });
    expect(validate(edit, EditPromotionBody)[0]).toBeUndefined();
    engine.dispatch({ type: 'LoadPromotions' });
    await settle();
    expect(count('listAllPromotions')).toBe(2);

    engine.dispatch({ type: 'RetirePromotion', id: running.id });
    engine.dispatch({ type: 'SavePromotion', id: gone.id, change: { active: true } });
    await settle();
    expect(calls.slice(-2).map((c) => [c.id, c.input.params])).toEqual([
      ['retirePromotion', { id: running.id }],
      ['editPromotion', { id: gone.id }],
    ]);
    expect(statuses(data)).toMatchObject({ running: 'retired', gone: 'active' });

    const popup = { enabled: false, cooldown_hours: 6 };
    engine.dispatch({ type: 'SetPromoPopup', popup });
    const points = pointsConfigOf(true, {
      ...Object.fromEntries(Object.entries(DEMO_POINTS).map(([k, v]) => [k, String(v)])),
      points_max_stake: '150',
    });
    engine.dispatch({ type: 'SetPointsConfig', config: points });
    await settle();
    expect(validate(calls.find((c) => c.id === 'setPromoPopup')?.input.body, PopupSettingBody)[0]).toBeUndefined();
    expect(validate(calls.find((c) => c.id === 'setPointsConfig')?.input.body, PointsConfigBody)[0]).toBeUndefined();
    expect(data.store.getRow('promoPopupSetting', CURRENT)).toEqual({ ...popup, updated_at: '2026-12-04T12:00:00.000Z' });
    expect(data.store.getCell('pointsConfig', CURRENT, 'points_max_stake')).toBe(150);
  });

  it('never lets an answer that breaks its declaration change the store', async () => {
    const data = createBackofficeData();
    applyOutcome(data, { type: 'PromoPopupLoaded', popup: { enabled: true, cooldown_hours: 24 }, updatedAt: null });
    const body = { popup: { enabled: 'yes', cooldown_hours: 'six' }, updated_at: null };
    const fetchImpl = (async () =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch;
    const engine = createBackofficeEngine(createBackofficeClient(fetchImpl), data);
    engine.dispatch({ type: 'LoadPromoPopup' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(data.store.getRow('promoPopupSetting', CURRENT)).toEqual({ enabled: true, cooldown_hours: 24 });
    expect(data.store.getRow('commands', 'LoadPromoPopup')).toMatchObject({ state: 'failed', code: 'MALFORMED_ANSWER' });
  });

  it('rebuilds the same store from a recorded outcome stream; a sign-out clears it and outdates the reads', async () => {
    const live = createBackofficeData();
    const recorded: Outcome[] = [];
    const { client, count } = promoReplay();
    const engine = createBackofficeEngine(client, live, () => 0);
    engine.outcomes$.subscribe((o) => recorded.push(o));
    engine.dispatch({ type: 'LoadPromotions' });
    engine.dispatch({ type: 'LoadPointsConfig' });
    engine.dispatch({ type: 'SetPromoPopup', popup: { enabled: false, cooldown_hours: 6 } });
    engine.dispatch({ type: 'RetirePromotion', id: running.id });
    await settle();
    const replayed = createBackofficeData();
    for (const outcome of JSON.parse(JSON.stringify(recorded)) as Outcome[]) {
      applyOutcome(replayed, outcome);
    }
    expect(replayed.store.getContent()).toEqual(live.store.getContent());

    engine.dispatch({ type: 'SignOut' });
    await settle();
    for (const table of ['promotions', 'promoPopupSetting', 'pointsConfig']) {
      expect(live.store.getTable(table)).toEqual({});
    }
    engine.dispatch({ type: 'LoadPromotions' });
    await settle();
    expect(count('listAllPromotions')).toBe(2);
  });
});
