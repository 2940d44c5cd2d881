// The payments desk's part of the back office store (issue 33). `payments` holds each payment as the server last
// answered it (from a list or its detail); `paymentLists` says which payments each list holds (a row per list and
// payment: every filter is its own list, so a list kept fresh by the engine's TTL is never another filter's rows) and
// `paymentPages` where each list's next page starts; `paymentSteps` and `paymentDifferences` are a payment's state
// history and reconciliation findings, in the server's order. Indexes give a list newest first and a payment's steps.
// The desk's settings and stored reconciliation differences are store-payment-settings.ts's (cleared with these).
import type { Indexes } from 'tinybase/indexes';
import type { Store } from 'tinybase/store';
import type { Outcome, PaymentFilter, PaymentRow } from './events.ts';
import { cellsOf } from './cells.ts';
import { applyPaymentSettingsOutcome, PAYMENT_SETTINGS_TABLES } from './store-payment-settings.ts';

export const PAYMENT_INDEX = {
  paymentsByList: 'paymentsByList',
  stepsByPayment: 'stepsByPayment',
  differencesByPayment: 'differencesByPayment',
} as const;

export const PAYMENT_TABLES = ['payments', 'paymentLists', 'paymentPages', 'paymentSteps', 'paymentDifferences', ...PAYMENT_SETTINGS_TABLES] as const;

/** A list's id in the store: the filter's fields in a fixed order (absent ones empty). */
export const paymentListKey = (f: PaymentFilter): string => [f.flow ?? '', f.state ?? '', f.review ?? '', f.q ?? ''].join('|');

export function definePaymentIndexes(indexes: Indexes): void {
  const newestFirst = (a: unknown, b: unknown) => String(b).localeCompare(String(a));
  indexes.setIndexDefinition(PAYMENT_INDEX.paymentsByList, 'paymentLists', 'list', 'created_at', undefined, newestFirst);
  const inOrder = (a: unknown, b: unknown) => Number(a) - Number(b);
  indexes.setIndexDefinition(PAYMENT_INDEX.stepsByPayment, 'paymentSteps', 'payment_id', 'position', undefined, inOrder);
  indexes.setIndexDefinition(PAYMENT_INDEX.differencesByPayment, 'paymentDifferences', 'payment_id', 'position', undefined, inOrder);
}

/** Replaces every row of `table` whose `column` is `value` with `rows` (positions in the given order). */
function replaceChildren(store: Store, table: string, column: string, value: string, rows: object[]): void {
  for (const id of store.getRowIds(table)) {
    if (store.getCell(table, id, column) === value) {
      store.delRow(table, id);
    }
  }
  rows.forEach((row, position) => {
    store.setRow(table, `${value}|${position}`, { ...cellsOf(row), [column]: value, position });
  });
}

/** The payment as this answer has it, unless the store already holds a later version (a list read before a detail
 * read may land after it); setRow, not a merge, so a field that became null does not survive. */
const setPayment = (store: Store, p: PaymentRow): void => {
  const held = store.getCell('payments', p.id, 'updated_at');
  if (held === undefined || String(held) <= p.updated_at) {
    store.setRow('payments', p.id, cellsOf(p));
  }
};

/** Applies a payments outcome (inside applyOutcome's transaction); other outcomes are not this module's. */
export function applyPaymentOutcome(store: Store, outcome: Outcome): void {
  if (outcome.type === 'PaymentsLoaded') {
    const list = paymentListKey(outcome.filter);
    if (!outcome.append) {
      for (const id of store.getRowIds('paymentLists')) {
        if (store.getCell('paymentLists', id, 'list') === list) {
          store.delRow('paymentLists', id);
        }
      }
    }
    for (const p of outcome.rows) {
      setPayment(store, p);
      store.setRow('paymentLists', `${list}#${p.id}`, { list, payment_id: p.id, created_at: p.created_at });
    }
    store.setRow('paymentPages', list, outcome.next === null ? { done: true } : { next: outcome.next });
  } else if (outcome.type === 'PaymentLoaded') {
    const id = outcome.payment.id;
    setPayment(store, outcome.payment);
    replaceChildren(store, 'paymentSteps', 'payment_id', id, outcome.steps);
    replaceChildren(store, 'paymentDifferences', 'payment_id', id, outcome.differences);
  } else if (
    outcome.type === 'DiscrepanciesLoaded' ||
    outcome.type === 'ReconciliationRan' ||
    outcome.type === 'PaymentSwitchesLoaded' ||
    outcome.type === 'PaymentLimitsLoaded'
  ) {
    applyPaymentSettingsOutcome(store, outcome);
  }
}
