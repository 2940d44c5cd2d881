// The signed-in player's statement read from the store: the entry rows in the server's order (positions 0…n-1),
// the total the server holds, the first page's fetch state, and 'Load more'. A balance change outdates the pages;
// the sync engine fetches the shown first page again at once, so a new bet appears on an open statement.
import { useMemo, useState } from 'react';
import { statementResource } from '../../../sync/statement.ts';
import { shownFailure } from '../../../schema/read-failures.ts';
import { useCell, useEngine, useResource, useRow, useRowIds, useValue } from '../../data/hooks.ts';
import { CONFIG } from '../../config.ts';

export function useStatement() {
  const engine = useEngine();
  const userId = useValue('user_id') ?? '';
  const token = useValue('session_id') ?? '';
  const session = useMemo(() => ({ token, merchantId: CONFIG.merchantId }), [token]);
  const first = useMemo(() => (userId && token ? statementResource({ session, offset: 0 }) : null), [userId, token, session]);
  const state = useResource(first);

  const rowIds = useRowIds('statementEntries');
  const ids = useMemo(() => [...rowIds].sort((a, b) => Number(a) - Number(b)), [rowIds]);
  const total = useCell('statementInfo', 'current', 'total') ?? 0;
  const [moreKey, setMoreKey] = useState('');
  const more = useRow('resources', moreKey);

  const loadMore = (): void => {
    const def = statementResource({ session, offset: ids.length });
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
