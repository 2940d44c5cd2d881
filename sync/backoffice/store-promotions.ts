// The content desk's promotions, popup and points config in the back office store (issue 33 "Content").
// `promotions` holds every promotion of the merchant as the server last answered it (retired ones too: `active`
// false), a row per id with the server's order kept in `rank`; its texts in other languages as one JSON text cell
// (`translations`), an optional address or instant as no cell when null. A full list replaces the table; a saved,
// created, retired or restored promotion replaces its row only (keeping its place until the next full read).
// `promoPopupSetting` and `pointsConfig` each hold one row ('current'): the setting as players now get it, replaced
// whole by a read or a save's answer, with `updated_at` only once an operator changed it.
import type { Store } from 'tinybase/store';
import type { Outcome, PromotionRow } from './events.ts';

export const PROMOTION_TABLES = ['promotions', 'promoPopupSetting', 'pointsConfig'] as const;
export const CURRENT = 'current';

/** A rank past any listed one: a promotion created here goes last until the list is read again. */
const NEW_RANK = 1_000_000;

type Cells = Record<string, string | number | boolean>;

function promotionCells(p: PromotionRow, rank: number): Cells {
  const { translations, points: _points, ...rest } = p;
  const cells: Cells = { rank };
  for (const [key, value] of Object.entries(rest)) {
    if (value !== null && value !== undefined) {
      cells[key] = value as string | number | boolean;
    }
  }
  if (Object.keys(translations).length > 0) {
    cells['translations'] = JSON.stringify(translations);
  }
  return cells;
}

/** Applies a promotion, popup or points outcome (inside applyOutcome's transaction); others are not this module's. */
export function applyPromotionOutcome(store: Store, outcome: Outcome): void {
  switch (outcome.type) {
    case 'PromotionsLoaded':
      store.setTable('promotions', Object.fromEntries(outcome.rows.map((p, rank) => [p.id, promotionCells(p, rank)])));
      break;
    case 'PromotionSaved': {
      const held = store.getCell('promotions', outcome.promotion.id, 'rank');
      // setRow, not a merge: an address or an end cleared by the save does not survive.
      store.setRow('promotions', outcome.promotion.id, promotionCells(outcome.promotion, held === undefined ? NEW_RANK : Number(held)));
      if (outcome.created) {
        store.setValue('createdPromotion', outcome.promotion.id);
      }
      break;
    }
    case 'PromoPopupLoaded':
      store.setRow('promoPopupSetting', CURRENT, { ...outcome.popup, ...(outcome.updatedAt === null ? {} : { updated_at: outcome.updatedAt }) });
      break;
    case 'PointsConfigLoaded':
      store.setRow('pointsConfig', CURRENT, { ...outcome.config, ...(outcome.updatedAt === null ? {} : { updated_at: outcome.updatedAt }) });
      break;
  }
}

export type PromotionStatus = 'active' | 'scheduled' | 'ended' | 'retired';
export const PROMOTION_STATUSES: readonly PromotionStatus[] = ['active', 'scheduled', 'ended', 'retired'];

/** Where a promotion stands at `nowMs`: retired (not active), else by its window — as the players' list decides. */
export function promotionStatus(row: Record<string, unknown>, nowMs: number): PromotionStatus {
  if (row['active'] === false) {
    return 'retired';
  }
  const starts = typeof row['starts_at'] === 'string' ? Date.parse(row['starts_at']) : Number.NaN;
  const ends = typeof row['ends_at'] === 'string' ? Date.parse(row['ends_at']) : Number.NaN;
  if (starts > nowMs) {
    return 'scheduled';
  }
  return ends <= nowMs ? 'ended' : 'active';
}
