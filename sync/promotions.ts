// Promotions on the client's side of the sync engine (issue 14): the list (all, or one type's) as a cached resource
// of the declared lists (schema/endpoints/promotion-reads.ts), and the promo popup's flags in browser storage — never-show
// and the last showing in local storage (kept across visits: the 24 h cooldown), this session's showing in session
// storage (a reload in the same session does not show it again). Flags are read into the store as
// v1.PromoPopupRestored and written back after the popup opens or closes. The list is read before the popup's moment
// when the flags still allow it, so the operator's setting it carries (issue 33) decides. Only lazy chunks load this.
import { filter } from 'rxjs';
import { ListPromotionsCall, ListPromotionsOfTypeCall } from '../schema/endpoints/promotion-reads.ts';
import type { AppEvent } from '../schema/event.ts';
import { readOf, type SuccessOf } from './declared.ts';
import type { SyncEngine } from './engine.ts';
import { registerPromotions } from './families/promotions.ts';
import { POPUP_ROW } from './read/promotions.ts';
import type { ResourceDef } from './resources.ts';
import type { AppStore } from './store.ts';
import { writeQuietly } from './storage.ts';

registerPromotions();

/** Ours (the spec names none): promotions change seldom; a list older than this is read again when shown. */
const PROMOTIONS_TTL = 5 * 60_000;
/** Storage keys of the popup's flags. */
export const POPUP_NEVER_KEY = 'promoPopup.never';
export const POPUP_LAST_KEY = 'promoPopup.lastShown';
export const POPUP_SESSION_KEY = 'promoPopup.session';

/** The list of one type ('LOTOFOOT'), or of all promotions when none is given. */
export function promotionsResource(promoType?: string): ResourceDef {
  const list = promoType ?? 'all';
  const key = `promotions:${list}`;
  const def: ResourceDef<SuccessOf<typeof ListPromotionsCall>> = {
    key,
    ttl: PROMOTIONS_TTL,
    ...(promoType === undefined ? readOf(ListPromotionsCall) : { ...readOf(ListPromotionsOfTypeCall), query: { type: promoType } }),
    failureCode: 'PROMOTIONS_FAILED',
    toEvent: (d) => ({
      type: 'v1.PromotionsLoaded',
      payload: { key, list, promotions: d.promotions, ...(d.popup === undefined ? {} : { popup: d.popup }) },
    }),
  };
  return def as unknown as ResourceDef;
}

type Read = Pick<Storage, 'getItem'>;
type Write = Pick<Storage, 'setItem'>;

const read = (storage: Read, key: string): string | null => {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
};

/** The stored flags as the event that puts them in the store; unreadable values count as absent. */
export function restorePromoPopup(local: Read, session: Read, at: number): Extract<AppEvent, { type: 'v1.PromoPopupRestored' }> {
  const last = Number(read(local, POPUP_LAST_KEY) ?? 0);
  return {
    type: 'v1.PromoPopupRestored',
    at,
    source: 'system',
    payload: {
      never: read(local, POPUP_NEVER_KEY) === '1',
      lastShown: Number.isFinite(last) && last > 0 ? last : 0,
      sessionShown: read(session, POPUP_SESSION_KEY) === '1',
    },
  };
}

/** Writes the flags back after the popup opens or closes; returns the function that stops. */
export function persistPromoPopup(engine: SyncEngine, store: AppStore, local: Write, session: Write): () => void {
  const sub = engine.events$.pipe(filter((e) => e.type === 'v1.PromoPopupDue' || e.type === 'v1.PromoPopupClosed')).subscribe(() => {
    const row = store.getRow('promoPopup', POPUP_ROW);
    writeQuietly(() => {
      if (row.never === 1) {
        local.setItem(POPUP_NEVER_KEY, '1');
      }
      if ((row.last_shown ?? 0) > 0) {
        local.setItem(POPUP_LAST_KEY, String(row.last_shown));
      }
      if (row.session_shown === 1) {
        session.setItem(POPUP_SESSION_KEY, '1');
      }
    });
  });
  return () => sub.unsubscribe();
}

let prepared = false;
let started = false;

/**
 * The popup's flags, once per page load, as soon as the popup's chunk is in: read from storage into the store and
 * kept there from then on. Returns whether the popup may still open in this visit (not never, not this session), so
 * the caller reads the promotions list — and with it the operator's setting — before the moment comes.
 */
export function promoPopupPrepare(engine: SyncEngine, store: AppStore, local: Storage, session: Storage, now = Date.now): boolean {
  if (!prepared) {
    prepared = true;
    persistPromoPopup(engine, store, local, session);
    engine.emit(restorePromoPopup(local, session, now()));
  }
  const row = store.getRow('promoPopup', POPUP_ROW);
  return row.never !== 1 && row.session_shown !== 1;
}

/**
 * The popup's moment (1.5 s after the sports loaded, and the list read: src/promotions/PromoPopup.tsx): once per page
 * load, v1.PromoPopupDue opens the popup if the rule allows it.
 */
export function promoPopupMoment(engine: SyncEngine, list = 'all', now = Date.now): void {
  if (started) {
    return;
  }
  started = true;
  engine.emit({ type: 'v1.PromoPopupDue', at: now(), source: 'system', payload: { list } });
}
