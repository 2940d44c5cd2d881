// The shop counter's state as the screen reads it (table shopCounter, row 'counter'): the command under way, the
// refusal, the signed-in cashier, the loaded ticket with its shop side and cash-out offer (and what the last cash-out
// hands over), the till's day. JSON cells are decoded once
// per change; a cell that does not parse reads as absent.
import { useMemo } from 'react';
import type { CashierInfo, CounterOffer, ShopTicket, TillStatement } from '../../../schema/shop.ts';
import { COUNTER_ROW } from '../../../sync/read/shop.ts';
import { useRow } from '../../data/hooks.ts';
import { jsonCell } from '../../data/json-cell.ts';

export function useCounter() {
  const row = useRow('shopCounter', COUNTER_ROW);
  const cashier = useMemo(() => jsonCell<CashierInfo>(row.cashier), [row.cashier]);
  // The ticket cell carries the ticket's cash-out offer and what the last cash-out hands over beside it.
  const loaded = useMemo(() => jsonCell<ShopTicket & { cashout?: CounterOffer | null; handed?: number }>(row.ticket), [row.ticket]);
  const till = useMemo(() => jsonCell<TillStatement>(row.till), [row.till]);
  return {
    busy: row.status === 'submitting',
    action: row.action ?? '',
    done: row.status === 'done',
    refusal: row.status === 'failed' ? { code: row.code ?? '', status: row.http_status ?? 0, message: row.message ?? '' } : null,
    cashier,
    ticket: loaded as ShopTicket | null,
    till,
    cashout: loaded?.cashout ?? null,
    handed: loaded?.handed ?? 0,
  };
}
