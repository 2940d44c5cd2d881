// The payments desk's settings and reconciliation in the back office store (issue 33). `paymentDiscrepancies` holds
// the stored differences in the server's order (newest first: `position`), replaced whole by each read, and
// `reconciliation` the last run (row 'last') and the last comparison run from this page (row 'ran'). Per merchant
// and flow (merchant '' is the server's own): `paymentSwitches` a row per gateway (its methods comma-joined) and
// `paymentLimits` a row per method, each replaced whole by a read or by a save's answer, so nothing removed
// survives; `paymentMerchants` the merchants there are. Sign-out clears them (they are in PAYMENT_TABLES).
import type { Store } from 'tinybase/store';
import { cellsOf } from './cells.ts';
import type { PaymentFlowName, PaymentSettingsOutcome } from './events-payment-settings.ts';

export const PAYMENT_SETTINGS_TABLES = ['paymentDiscrepancies', 'reconciliation', 'paymentSwitches', 'paymentLimits', 'paymentMerchants'] as const;

/** The rows of one merchant and flow share this prefix. */
export const settingsKey = (merchantId: string, flow: PaymentFlowName): string => `${merchantId}|${flow}`;

/** Replaces the rows of `table` under `key` with `rows` (row id `${key}|${id}`, positions in the given order). */
function replaceUnder(store: Store, table: string, key: string, rows: { id: string; cells: object }[]): void {
  for (const id of store.getRowIds(table)) {
    if (store.getCell(table, id, 'key') === key) {
      store.delRow(table, id);
    }
  }
  rows.forEach(({ id, cells }, position) => {
    store.setRow(table, `${key}|${id}`, { ...cellsOf(cells), key, position });
  });
}

/** Applies a settings or reconciliation outcome (inside applyOutcome's transaction). */
export function applyPaymentSettingsOutcome(store: Store, outcome: PaymentSettingsOutcome): void {
  switch (outcome.type) {
    case 'DiscrepanciesLoaded':
      store.setTable(
        'paymentDiscrepancies',
        Object.fromEntries(outcome.rows.map((d, position) => [`${d.payment_id}|${d.kind}|${d.theirs}`, { ...cellsOf(d), position }])),
      );
      if (outcome.lastRun === null) {
        store.delRow('reconciliation', 'last');
      } else {
        store.setRow('reconciliation', 'last', cellsOf(outcome.lastRun));
      }
      break;
    case 'ReconciliationRan':
      store.setRow('reconciliation', 'ran', { days: outcome.days, checked: outcome.checked });
      break;
    case 'PaymentSwitchesLoaded': {
      const key = settingsKey(outcome.merchantId, outcome.flow);
      const rows = outcome.gateways.map((g) => ({ id: g.name, cells: { name: g.name, enabled: g.enabled, methods: g.methods.join(',') } }));
      replaceUnder(store, 'paymentSwitches', key, rows);
      if (outcome.merchants !== undefined) {
        store.setTable('paymentMerchants', Object.fromEntries(outcome.merchants.map((m, position) => [m, { position }])));
      }
      break;
    }
    case 'PaymentLimitsLoaded': {
      const key = settingsKey(outcome.merchantId, outcome.flow);
      replaceUnder(
        store,
        'paymentLimits',
        key,
        outcome.rows.map((l) => ({ id: l.method_id, cells: l })),
      );
      break;
    }
  }
}
