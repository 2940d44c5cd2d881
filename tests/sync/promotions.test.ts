// Promotions in the data layer (issue 14). The list stream recorded from the real server
// (scripts/record-promotions-stream.ts): the points-betting card first, the LOTOFOOT list beside it, a retired
// promotion gone after the refetch, and the list kept (stale) when the network is lost. The popup stream: opened at
// the first moment, not again in the same session, held by the 24 h cooldown in the next session, opened a day later
// and never again after 'never show again'. Also: a malformed promotion dropped alone, the resource's request, and the
// flags restored from and written to storage. The setting stream (issue 33): the operator's popup off, every promotion
// kept out of it, one kept in, the served 6 h cooldown, and a list without the setting bringing the 24 h back.
import { describe, expect, it } from 'vitest';
import type { AppEvent } from '../../schema/event.ts';
import type { Promotion } from '../../schema/promotion.ts';
import { applyEvent } from '../../sync/apply.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { POPUP_ROW } from '../../sync/read/promotions.ts';
import { persistPromoPopup, promotionsResource, restorePromoPopup } from '../../sync/promotions.ts';
import { createAppData } from '../../sync/store.ts';
import { fakeApi, flush } from './fake-api.ts';
import { recordedStream } from './stream.ts';

type Data = ReturnType<typeof createAppData>;
const ids = (data: Data, list: string): string[] =>
  Object.entries(data.store.getTable('promotions'))
    .filter(([, r]) => r.list === list)
    .sort(([, a], [, b]) => (a.position ?? 0) - (b.position ?? 0))
    .map(([id]) => id.slice(list.length + 1));
const popup = (data: Data) => data.store.getRow('promoPopup', POPUP_ROW);
const promo = (data: Data, rowId: string): Promotion => JSON.parse(data.store.getCell('promotions', rowId, 'data') ?? '') as Promotion;

describe('the recorded list stream', () => {
  const s = recordedStream('promotions-list');
  const LOTOFOOT = 'demo:birrbet-demo:lotofoot-7';
  const WELCOME = 'demo:birrbet-demo:welcome-50';

  it('stores the list in the server order, the points card first with its terms, and the resource fresh', () => {
    const data = s.replayUpTo('v1.PromotionsLoaded', 1);
    expect(ids(data, 'all')).toEqual(['points-betting', LOTOFOOT, WELCOME]);
    const card = promo(data, 'all|points-betting');
    expect(card.type).toBe('POINTS_BETTING');
    expect(card.points).toMatchObject({ rate: 0.1, min_selections: 5, max_selections: 20, min_stake: 30 });
    const lf = promo(data, `all|${LOTOFOOT}`);
    expect(lf.click_url).toBe('/lotofoot');
    expect(lf.translations['am']?.title).toBe('ሎቶ ፉት 7');
    expect(data.store.getCell('resources', 'promotions:all', 'status')).toBe('ready');
  });

  it('keeps each type list apart, drops a retired promotion on refetch, and serves the copy stale offline', () => {
    const data = s.replayUpTo('v1.PromotionsLoaded', 3);
    expect(ids(data, 'LOTOFOOT')).toEqual([LOTOFOOT]);
    expect(ids(data, 'all')).toEqual(['points-betting', LOTOFOOT]);
    const offline = s.replayUpTo('v1.ResourceFetchFailed', 1);
    expect(ids(offline, 'all')).toEqual(['points-betting', LOTOFOOT]);
    expect(offline.store.getCell('resources', 'promotions:all', 'status')).toBe('stale');
  });
});

describe('the recorded popup stream', () => {
  const s = recordedStream('promotions-popup');

  it('opens at the first moment and records the showing', () => {
    const data = s.replayUpTo('v1.PromoPopupDue', 1);
    expect(popup(data)).toMatchObject({ open: 1, session_shown: 1, list: 'all' });
    expect(popup(data).last_shown).toBe(s.events.find((e) => e.type === 'v1.PromoPopupDue')?.at);
  });

  it('does not open again in the same session, nor in the next one within 24 hours', () => {
    const second = s.replayUpTo('v1.PromoPopupDue', 2);
    expect(popup(second).open).toBe(0);
    const nextSession = s.replayUpTo('v1.PromoPopupDue', 3);
    expect(popup(nextSession)).toMatchObject({ open: 0, session_shown: 0 });
  });

  it('opens a day later, then never again after never-show', () => {
    const dayLater = s.replayUpTo('v1.PromoPopupDue', 4);
    expect(popup(dayLater).open).toBe(1);
    const never = s.replayUpTo('v1.PromoPopupClosed', 2);
    expect(popup(never)).toMatchObject({ open: 0, never: 1 });
    const after = s.replayUpTo('v1.PromoPopupDue', 5);
    expect(popup(after).open).toBe(0);
  });
});

describe('the recorded popup stream with the operator setting (issue 33)', () => {
  const s = recordedStream('promotions-popup-setting');
  const dueAt = (n: number) => s.events.filter((e) => e.type === 'v1.PromoPopupDue')[n - 1]?.at;

  it('opens nothing while the operator has it off, and does not count it as shown', () => {
    const off = s.replayUpTo('v1.PromoPopupDue', 1);
    expect(popup(off)).toMatchObject({ session_shown: 0, last_shown: 0 });
    expect(popup(off).open ?? 0).toBe(0);
    // The setting sits beside the lists, never among a list's promotions.
    expect(ids(off, 'all')).toEqual(['points-betting', 'offer-a', 'offer-b']);
  });

  it('opens nothing when every promotion is kept out of the popup, and opens for one kept in', () => {
    const none = s.replayUpTo('v1.PromoPopupDue', 2);
    expect(popup(none).open ?? 0).toBe(0);
    expect(popup(none).last_shown).toBe(0);
    const one = s.replayUpTo('v1.PromoPopupDue', 3);
    expect(popup(one)).toMatchObject({ open: 1, session_shown: 1, last_shown: dueAt(3) });
  });

  it('holds it for the served cooldown (6 h) instead of 24 h', () => {
    expect(popup(s.replayUpTo('v1.PromoPopupDue', 4))).toMatchObject({ open: 1, last_shown: dueAt(4) });
    expect(popup(s.replayUpTo('v1.PromoPopupDue', 5))).toMatchObject({ open: 0, last_shown: dueAt(4) });
  });

  it("falls back to the spec's 24 h when a list comes without the setting, absent in_popup counting as in", () => {
    const plain = s.replayUpTo('v1.PromoPopupDue', 6);
    expect(plain.store.hasRow('promotions', 'popup')).toBe(false);
    expect(popup(plain)).toMatchObject({ open: 0, last_shown: dueAt(4) });
    expect(popup(s.replayUpTo('v1.PromoPopupDue', 7))).toMatchObject({ open: 1, last_shown: dueAt(7) });
  });

  it('reads the setting and in_popup from the list answer', async () => {
    const data = createAppData();
    const answer = { promotions: [{ id: 'q', title: 'Q', in_popup: false }], popup: { enabled: false, cooldown_hours: 12 } };
    createSyncEngine(data, fakeApi({ '/api/v1/promotions': answer })).request(promotionsResource());
    await flush();
    expect(promo(data, 'all|q').in_popup).toBe(false);
    expect(JSON.parse(data.store.getCell('promotions', 'popup', 'data') ?? '')).toEqual({ enabled: false, cooldown_hours: 12 });
  });
});

describe('decoding and the request', () => {
  it('drops a malformed promotion alone and an unsafe link becomes none', () => {
    const data = createAppData();
    const event = {
      type: 'v1.PromotionsLoaded',
      at: 1,
      source: 'remote',
      payload: {
        key: 'promotions:all',
        list: 'all',
        promotions: [{ id: 'a', title: 'A', click_url: 'javascript:alert(1)' }, { title: 'no id' }, { id: 'b', title: 'B' }],
      },
    };
    const engine = createSyncEngine(data, fakeApi({ '/api/v1/promotions': { promotions: event.payload.promotions } }));
    engine.request(promotionsResource());
    return flush().then(() => {
      expect(ids(data, 'all')).toEqual(['a', 'b']);
      expect(promo(data, 'all|a').click_url).toBeNull();
    });
  });

  it('asks for one type with ?type=', async () => {
    const data = createAppData();
    const api = fakeApi({ '/api/v1/promotions/type': { promotions: [{ id: 'c', title: 'C', type: 'CASHBACK' }] } });
    createSyncEngine(data, api).request(promotionsResource('CASHBACK'));
    await flush();
    expect(api.log[0]?.options.query).toEqual({ type: 'CASHBACK' });
    expect(ids(data, 'CASHBACK')).toEqual(['c']);
  });
});

describe('the flags in storage', () => {
  const storage = (init: Record<string, string> = {}) => {
    const m = new Map(Object.entries(init));
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
  };

  it('reads them (unreadable values as absent) and writes them back after the popup opens and closes', async () => {
    const local = storage({ 'promoPopup.lastShown': 'garbage' });
    const session = storage();
    expect(restorePromoPopup(local, session, 5).payload).toEqual({ never: false, lastShown: 0, sessionShown: false });
    const data = createAppData();
    const engine = createSyncEngine(data, fakeApi({}));
    persistPromoPopup(engine, data.store, local, session);
    engine.emit(restorePromoPopup(local, session, 5));
    engine.emit({ type: 'v1.PromoPopupDue', at: 1000, source: 'system', payload: { list: 'all' } } as AppEvent);
    await flush();
    expect(local.m.get('promoPopup.lastShown')).toBe('1000');
    expect(session.m.get('promoPopup.session')).toBe('1');
    engine.emit({ type: 'v1.PromoPopupClosed', at: 2000, source: 'user', payload: { never: true } } as AppEvent);
    await flush();
    expect(local.m.get('promoPopup.never')).toBe('1');
    expect(restorePromoPopup(local, storage(), 3000).payload).toEqual({ never: true, lastShown: 1000, sessionShown: false });
    expect(applyEvent(data, { type: 'v1.PromoPopupDue', at: 10 ** 12, source: 'system', payload: { list: 'all' } } as AppEvent)).toBe(true);
    expect(popup(data).open).toBe(0);
  });
});
