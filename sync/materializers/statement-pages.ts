// Materializer of the wallet statement's pages (issue 13), registered with its family (sync/families/statement.ts) by the modules that bring
// the event (sync/statement.ts, replays), not on the home route. Offset 0 replaces the whole statement (a refresh), a
// later offset replaces it from that position on (Load more), so rows are always the positions 0…n-1 in the
// server's order (newest first) and a refreshed first page never leaves older rows behind that might be out of place.
import type { PayloadOf } from '../../schema/event.ts';
import type { StatementEntry } from '../../schema/statement.ts';
import type { AppData } from '../store.ts';

function entryRow(e: StatementEntry) {
  return {
    entry_id: e.id,
    kind: e.kind,
    amount: e.amount,
    balance_after: e.balance_after ?? 0,
    has_balance: e.balance_after !== null,
    points: e.points ?? 0,
    reference: e.reference ?? '',
    game_name: e.game_name ?? '',
    round_id: e.round_id ?? '',
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
