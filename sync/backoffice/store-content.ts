// The content desk's part of the back office store: `banners` holds every banner of the merchant as the server last
// answered it (retired ones too: `active` false), its words per language as one JSON text cell (`texts`, absent when
// the artwork carries its own). A full list replaces the table (a banner gone from the server is gone here); a saved,
// created or retired banner replaces its row only, keeping its place in the list until the next full read. The index
// gives each type's banners in the players' order: `order`, then the server's own order (`rank`).
import type { Indexes } from 'tinybase/indexes';
import type { Store } from 'tinybase/store';
import type { BannerRow, Outcome } from './events.ts';

export const CONTENT_INDEX = { bannersByType: 'bannersByType' } as const;
export const CONTENT_TABLES = ['banners'] as const;

/** The placements every merchant has, shown first in this order; any other type follows, by name. */
export const HOME_BANNER_TYPES = ['HOMEPAGE_MOBILE', 'HOMEPAGE_DESKTOP'] as const;

/** A rank keeps the server's order among banners of the same `order` (it sorts by created_at, then id). */
const RANK_SPAN = 1_000_000;

export function defineContentIndexes(indexes: Indexes): void {
  indexes.setIndexDefinition(
    CONTENT_INDEX.bannersByType,
    'banners',
    'banner_type',
    (getCell) => Number(getCell('order') ?? 0) * RANK_SPAN + Number(getCell('rank') ?? 0),
    (a, b) => String(a).localeCompare(String(b)),
    (a, b) => Number(a) - Number(b),
  );
}

type Cells = Record<string, string | number | boolean>;

const bannerCells = (b: BannerRow, rank: number): Cells => {
  const cells: Cells = { id: b.id, banner_type: b.banner_type, order: b.order, image_url: b.image_url, active: b.active, rank };
  if (b.click_url !== null) {
    cells['click_url'] = b.click_url;
  }
  if (b.texts !== undefined && Object.keys(b.texts).length > 0) {
    cells['texts'] = JSON.stringify(b.texts);
  }
  return cells;
};

/** Applies a content outcome (inside applyOutcome's transaction); other outcomes are not this module's. */
export function applyContentOutcome(store: Store, outcome: Outcome): void {
  if (outcome.type === 'BannersLoaded') {
    store.setTable('banners', Object.fromEntries(outcome.rows.map((b, rank) => [b.id, bannerCells(b, rank)])));
  } else if (outcome.type === 'BannerSaved') {
    const held = store.getCell('banners', outcome.banner.id, 'rank');
    // setRow, not a merge: a click URL or words removed by the save do not survive.
    store.setRow('banners', outcome.banner.id, bannerCells(outcome.banner, held === undefined ? RANK_SPAN - 1 : Number(held)));
    if (outcome.created) {
      store.setValue('createdBanner', outcome.banner.id);
    }
  }
}

/** A type's place among the groups of the content screen. */
export function typeOrder(types: readonly string[]): string[] {
  const home = HOME_BANNER_TYPES as readonly string[];
  return [...home, ...[...types].filter((t) => !home.includes(t)).sort()];
}
