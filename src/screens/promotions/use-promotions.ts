// A promotions list read from the store (issue 14): asks the sync engine for the list (all, or one type's) and turns
// its rows, in the server's order, into what the screens show in the player's language. Used by the Promotions page
// and the promo popup; neither touches a transport.
import { useMemo } from 'react';
import { promotionsResource } from '../../../sync/promotions.ts';
import { useResource, useTable, useValue, type ResourceState } from '../../data/hooks.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import type { Language } from '../../../schema/language.ts';
import { promotionView, type PromotionView } from './promotion-view.ts';

export function usePromotions(promoType?: string, enabled = true): { state: ResourceState; items: PromotionView[] } {
  const t = useT();
  const def = useMemo(() => (enabled ? promotionsResource(promoType) : null), [promoType, enabled]);
  const state = useResource(def);
  const table = useTable('promotions');
  const language = (useValue('language') ?? 'en') as Language;
  const list = promoType ?? 'all';
  const items = useMemo(
    () =>
      Object.entries(table)
        .filter(([, row]) => row.list === list)
        .sort(([, a], [, b]) => (a.position ?? 0) - (b.position ?? 0))
        .flatMap(([rowId, row]) => promotionView(rowId.slice(list.length + 1), row.data, language, t) ?? []),
    [table, list, language, t],
  );
  return { state, items };
}
