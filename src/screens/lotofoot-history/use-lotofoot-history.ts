// The signed-in player's LotoFoot tickets for one status filter (companion §2), read from the store: the tickets in
// the server's order (newest first), the total the server holds, the read's state and 'Load More'. A balance change
// (the submit's debit, a winning ticket's payout) outdates the lists; the engine reads the shown one again at once.
import { useEffect, useMemo, useState } from 'react';
import type { LotofootTicket } from '../../../schema/lotofoot.ts';
import { ticketList, ticketsResource, type LotofootStatusFilter } from '../../../sync/lotofoot.ts';
import { useCell, useEngine, useResource, useRow, useTable, useValue } from '../../data/hooks.ts';
import { shownFailure } from '../../../schema/read-failures.ts';
import { CONFIG } from '../../config.ts';

const parsed = (json: string | undefined): LotofootTicket | null => {
  try {
    return json ? (JSON.parse(json) as LotofootTicket) : null;
  } catch {
    return null;
  }
};

export function useLotofootHistory(status: LotofootStatusFilter) {
  const engine = useEngine();
  const userId = useValue('user_id') ?? '';
  const token = useValue('session_id') ?? '';
  const merchant = useValue('merchant_id') ?? '';
  const session = useMemo(() => ({ token, merchantId: merchant || CONFIG.merchantId }), [token, merchant]);
  const first = useMemo(() => (userId && token ? ticketsResource({ userId, session, status, offset: 0 }) : null), [userId, token, session, status]);
  const state = useResource(first);
  const list = ticketList(status);
  const rows = useTable('lotofootTickets');
  const tickets = useMemo(
    () =>
      Object.values(rows)
        .filter((r) => r.list === list)
        .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
        .map((r) => parsed(r.detail))
        .filter((t): t is LotofootTicket => t !== null),
    [rows, list],
  );
  const total = useCell('lotofootLists', list, 'total') ?? 0;
  const [moreKey, setMoreKey] = useState('');
  const more = useRow('resources', moreKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another filter forgets the last 'more' request
  useEffect(() => setMoreKey(''), [list]);
  const loadMore = (): void => {
    const def = ticketsResource({ userId, session, status, offset: tickets.length });
    setMoreKey(def.key);
    engine.request(def, { force: true });
  };
  return {
    signedIn: Boolean(userId && token),
    tickets,
    total,
    state,
    loadMore,
    moreLoading: moreKey !== '' && more.status === 'loading',
    moreError: moreKey !== '' && (more.status === 'error' || more.status === 'stale') && first ? shownFailure(more, first) : '',
  };
}
