// The page's 'bannerUpdate' window event (spec §7: detail {bannerType, merchantId}) forces a banner refetch:
// it becomes v1.BannersChanged, which outdates the cached lists (materializers/banners.ts); a mounted
// carousel sees its list outdated and asks again. An event naming another merchant is ignored.
import type { AppEvent } from '../schema/event.ts';

const BANNER_UPDATE_EVENT = 'bannerUpdate';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** Turns one 'bannerUpdate' event's detail into the event to emit; null when it is for another merchant. */
export function bannerUpdateEvent(detail: unknown, merchantId: string, at: number): AppEvent | null {
  const d = (typeof detail === 'object' && detail !== null ? detail : {}) as Record<string, unknown>;
  const from = text(d['merchantId']);
  if (from !== undefined && from !== merchantId) {
    return null;
  }
  const bannerType = text(d['bannerType']);
  return { type: 'v1.BannersChanged', at, source: 'system', payload: bannerType === undefined ? { merchantId } : { merchantId, bannerType } };
}

/** Listens on `target` (the window) for 'bannerUpdate'; returns the function that stops listening. */
export function listenForBannerUpdates(
  target: EventTarget,
  emit: (event: AppEvent) => void,
  merchantId: string,
  now: () => number = Date.now,
): () => void {
  const onUpdate = (e: Event): void => {
    const event = bannerUpdateEvent((e as CustomEvent<unknown>).detail, merchantId, now());
    if (event) {
      emit(event);
    }
  };
  target.addEventListener(BANNER_UPDATE_EVENT, onUpdate);
  return () => target.removeEventListener(BANNER_UPDATE_EVENT, onUpdate);
}
