// Materializers of the wallet statement (issue 13): a page of entries at its offset. Offset 0 replaces the whole
// statement (a refresh), a later offset replaces it from that position on (Load more), so rows are always the
// positions 0…n-1 in the server's order (newest first) and a refreshed first page never leaves older rows behind
// that might now be out of place. A balance change outdates the cached pages; signing out forgets them.
import type { PayloadOf } from '../../schema/event.ts';
import type { StatementEntry } from '../../schema/statement.ts';
import type { AppData } from '../store.ts';
import { forgetResources, outdateResources } from './resources.ts';

/** Cache keys of the statement's pages start with this (sync/statement.ts). */
export const STATEMENT_KEY = 'statement';

function entryRow(e: StatementEntry) {
  return {
    entry_id: e.id,
    kind: e.kind,
    amount: e.amount,
    balance_after: e.balance_after ?? 0,
    has_balance: e.balance_after !== null,
    points: e.points ?? 0,
    reference: e.reference ?? '',
    description: e.description,
    created_at: Date.parse(e.created_at) || 0,
  };
}

export function statementLoaded({ store }: AppData, p: PayloadOf<'v1.StatementLoaded'>): void {
  const { offset, entries, total } = p.page;
  for (const id of store.getRowIds('statementEntries')) {
    if (Number(id) >= offset) {
      store.delRow('statementEntries', id);
    }
  }
  entries.forEach((e, i) => {
    store.setRow('statementEntries', String(offset + i), entryRow(e));
  });
  store.setRow('statementInfo', 'current', { total });
}

/** A balance moved (a bet, a payout, a deposit): the cached statement is due for a refetch. */
export function statementOutdated(data: AppData): void {
  outdateResources(data, STATEMENT_KEY);
}

/** Signing out forgets the player's statement and its cache entries. */
export function statementForgotten(data: AppData): void {
  data.store.delTable('statementEntries');
  data.store.delTable('statementInfo');
  forgetResources(data, STATEMENT_KEY);
}
