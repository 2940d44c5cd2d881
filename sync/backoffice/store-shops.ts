// The shops desk's part of the back office store (issue 33). `shops` holds a row per shop in the server's order (by
// name: `position`) with today's till figures as cells; `shopCashiers` a row per cashier (indexed by shop, by
// username), a null field (never signed in, not disabled) being no cell. A list read replaces both tables whole (a
// shop or cashier gone does not survive); a cashier's change answers its shop, which replaces that shop's row and its
// cashiers only. `shopTills` holds a till statement per shop and day (its totals), `shopTillMoves` its lines in the
// server's order. The value `shopCreated` names the shop created last here (the desk links to it).
import type { Indexes } from 'tinybase/indexes';
import type { Store } from 'tinybase/store';
import { cellsOf } from './cells.ts';
import type { Outcome, ShopSummaryRow } from './events.ts';

export const SHOP_TABLES = ['shops', 'shopCashiers', 'shopTills', 'shopTillMoves'] as const;
export const SHOP_INDEX = { cashiersByShop: 'cashiersByShop', movesByTill: 'movesByTill' } as const;

/** A till statement's row id: the shop and its Addis Ababa day. */
export const tillKey = (shopId: string, day: string): string => `${shopId}|${day}`;

export function defineShopIndexes(indexes: Indexes): void {
  indexes.setIndexDefinition(SHOP_INDEX.cashiersByShop, 'shopCashiers', 'shop_id', 'position', undefined, (a, b) => Number(a) - Number(b));
  indexes.setIndexDefinition(SHOP_INDEX.movesByTill, 'shopTillMoves', 'till', 'position', undefined, (a, b) => Number(a) - Number(b));
}

function putShop(store: Store, shop: ShopSummaryRow, position: number): void {
  const { cashiers, today, ...facts } = shop;
  const active = cashiers.filter((c) => c.status === 'active').length;
  store.setRow('shops', shop.id, { ...facts, ...today, position, cashier_count: cashiers.length, active_count: active });
  cashiers.forEach((c, i) => {
    store.setRow('shopCashiers', c.id, cellsOf({ ...c, shop_id: shop.id, position: i }));
  });
}

/** Applies a shops desk outcome (inside applyOutcome's transaction); other outcomes are not this module's. */
export function applyShopOutcome(store: Store, outcome: Outcome): void {
  switch (outcome.type) {
    case 'ShopsLoaded':
      store.delTable('shops');
      store.delTable('shopCashiers');
      outcome.rows.forEach((shop, i) => {
        putShop(store, shop, i);
      });
      store.setValue('shopsTruncated', outcome.truncated);
      break;
    case 'ShopChanged': {
      const position = Number(store.getCell('shops', outcome.shop.id, 'position') ?? store.getRowCount('shops'));
      for (const id of store.getRowIds('shopCashiers')) {
        if (store.getCell('shopCashiers', id, 'shop_id') === outcome.shop.id) {
          store.delRow('shopCashiers', id);
        }
      }
      putShop(store, outcome.shop, position);
      break;
    }
    case 'ShopCreated':
      store.setValue('shopCreated', outcome.shopId);
      break;
    case 'CashierAdded':
      // The list read back with it carries the cashier; the value lets the form say who was added.
      store.setValue('cashierAdded', outcome.username);
      break;
    case 'ShopTillLoaded': {
      const { movements, ...totals } = outcome.statement;
      const key = tillKey(totals.shop_id, totals.day);
      for (const id of store.getRowIds('shopTillMoves')) {
        if (store.getCell('shopTillMoves', id, 'till') === key) {
          store.delRow('shopTillMoves', id);
        }
      }
      store.setRow('shopTills', key, { ...totals, count: movements.length });
      movements.forEach((m, i) => {
        store.setRow('shopTillMoves', `${key}|${i}`, { ...m, till: key, position: i });
      });
      break;
    }
  }
}
