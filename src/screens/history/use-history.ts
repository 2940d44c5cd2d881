// The bet history of the signed-in player for one filter, read from the store: the ticket ids in the
// server's order, the total the server holds, the fetch state, and 'Load More'. A payout or a new bet
// (a balance change) outdates the cached lists; the sync engine fetches the shown one again at once.
import { useEffect, useMemo, useState } from 'react';
import { historyResource } from '../../../sync/history.ts';
import { historyList, type HistoryPeriod, type HistoryStatus } from '../../../domain/history.ts';
import { useCell, useEngine, useListTicketIds, useResource, useRow, useValue } from '../../data/hooks.ts';
import { shownFailure } from '../../../schema/read-failures.ts';
import { CONFIG } from '../../config.ts';

export function useHistory(status: HistoryStatus, period: HistoryPeriod) {
  const engine = useEngine();
  const userId = useValue('user_id') ?? '';
  const token = useValue('session_id') ?? '';
  const list = historyList(status, period);
  const session = useMemo(() => ({ token, merchantId: CONFIG.merchantId }), [token]);
  const first = useMemo(
    () => (userId && token ? historyResource({ userId, session, status, period, offset: 0, nowMs: Date.now() }) : null),
    [userId, token, session, status, period],
  );
  const state = useResource(first);

  const ids = useListTicketIds(list);
  const total = useCell('ticketLists', list, 'total') ?? 0;
  const [moreKey, setMoreKey] = useState('');
  const more = useRow('resources', moreKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another list forgets the last 'more' request
  useEffect(() => setMoreKey(''), [list]);

  const loadMore = (): void => {
    const def = historyResource({ userId, session, status, period, offset: ids.length, nowMs: Date.now() });
    setMoreKey(def.key);
    engine.request(def, { force: true });
  };
  return {
    signedIn: Boolean(userId && token),
    ids,
    total,
    state,
    loadMore,
    moreLoading: moreKey !== '' && more.status === 'loading',
    moreError: moreKey !== '' && (more.status === 'error' || more.status === 'stale') && first ? shownFailure(more, first) : '',
  };
}
