// Banners in the store: a loaded list replaces every banner of its type (a banner the operator removed
// disappears), ordered by the server's `order` and, for equal orders, as the server listed them. A banner
// change (socket BANNER_UPDATE or the page's 'bannerUpdate' event) outdates the cached lists so the next
// read refetches; the banners already shown stay until the new list lands.
import type { PayloadOf } from '../../schema/event.ts';
import type { AppData } from '../store.ts';
import { INDEX } from '../store.ts';
import { outdateResources } from './resources.ts';
import { bannersKey } from '../resources.ts';

export function bannersLoaded({ store, indexes }: AppData, p: Pick<PayloadOf<'v1.BannersLoaded'>, 'bannerType' | 'banners'>): void {
  for (const rowId of indexes.getSliceRowIds(INDEX.bannersByType, p.bannerType)) {
    store.delRow('banners', rowId);
  }
  // Array.prototype.sort is stable, so equal orders keep the server's sequence.
  const ordered = p.banners.map((b, i) => ({ b, i })).sort((x, y) => x.b.order - y.b.order || x.i - y.i);
  ordered.forEach(({ b }, position) => {
    store.setRow('banners', `${p.bannerType}|${b.id}`, {
      banner_type: p.bannerType,
      position,
      src: b.image_url,
      link: b.click_url ?? '',
      // Issue 18: the words per language (already decoded: only valid entries), as JSON; '' when the artwork has its own.
      texts: b.texts !== undefined && Object.keys(b.texts).length > 0 ? JSON.stringify(b.texts) : '',
    });
  });
}

/** Every cached list of that type (or of every type when none is named) is due for a refetch. */
export function bannersChanged(data: AppData, p: PayloadOf<'v1.BannersChanged'>): void {
  outdateResources(data, p.bannerType === undefined || p.bannerType === '' ? 'banners:' : bannersKey(p.bannerType));
}
