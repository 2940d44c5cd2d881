// The tournament view's matches, read from the store: one paged list per tournament (pages of 50), merged
// by kick-off when several are open (sync/match-pages.ts). Asks for every tournament's first page on mount and
// keeps them on screen while mounted (the engine fetches them again when the device comes back online); 'Load
// More' asks each tournament with more for its next page. The fetch state comes from the first pages (loading,
// error, stale copy) and from the pages being added.
import { useEffect, useMemo } from 'react';
import { useEngine, useStore, useTable } from '../../data/hooks.ts';
import { shownFailure } from '../../../schema/read-failures.ts';
import { matchesPageKey, matchesPageResource } from '../../../sync/resources.ts';
import { pagedMatches, type PagedMatches } from '../../../sync/match-pages.ts';

export interface TournamentMatches extends PagedMatches {
  /** 'loading' until a first page is in, 'error' when one failed with nothing to show, 'stale' when an older copy is shown. */
  status: 'loading' | 'ready' | 'error' | 'stale';
  error: string;
  /** The oldest fetch time among stale first pages (for the offline note). */
  fetchedAt: number;
  loadingMore: boolean;
  moreError: string;
  retry: () => void;
  loadMore: () => void;
}

const EMPTY: PagedMatches = { ids: [], total: 0, loaded: 0, next: [] };

export function useTournamentMatches(tournamentIds: readonly string[]): TournamentMatches {
  const engine = useEngine();
  const store = useStore();
  const ids = tournamentIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined ids identify the request (the array may be new each render)
  useEffect(() => {
    const releases = tournamentIds.map((id) => {
      const first = matchesPageResource(id, 1);
      engine.request(first);
      return engine.watch(first);
    });
    return () =>
      releases.forEach((release) => {
        release();
      });
  }, [engine, ids]);

  // Lists and their totals change only when a page lands; live odds touch neither table.
  const items = useTable('listItems');
  const lists = useTable('matchLists');
  const resources = useTable('resources');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store is read through `pagedMatches`: the two tables' snapshots say when to read it again
  const view = useMemo(() => (store ? pagedMatches(store, tournamentIds) : EMPTY), [store, items, lists, ids]);

  const firsts = tournamentIds.map((id) => ({ id, ...resources[matchesPageKey(id, 1)] }));
  const failed = firsts.filter((r) => r.status === 'error' || r.status === 'stale');
  const anyIn = firsts.some((r) => (r.fetched_at ?? 0) > 0);
  const stale = firsts.filter((r) => r.status === 'stale');
  const status: TournamentMatches['status'] =
    stale.length > 0
      ? 'stale'
      : failed.length > 0 && (!anyIn || view.ids.length === 0)
        ? 'error'
        : firsts.length > 0 && firsts.every((r) => r.status === 'ready' || r.status === 'error')
          ? 'ready'
          : 'loading';
  const more = view.next.map((n) => ({ ...n, status: '', ...resources[matchesPageKey(n.tournamentId, n.page)] }));
  const moreFailed = more.find((r) => r.status === 'error' || r.status === 'stale');

  return {
    ...view,
    status,
    error: failed[0] ? shownFailure(failed[0], matchesPageResource(failed[0].id, 1)) : '',
    fetchedAt: Math.min(...stale.map((r) => r.fetched_at ?? 0)),
    loadingMore: more.some((r) => r.status === 'loading'),
    moreError: moreFailed ? shownFailure(moreFailed, matchesPageResource(moreFailed.tournamentId, moreFailed.page)) : '',
    retry: () =>
      failed.forEach((r) => {
        engine.request(matchesPageResource(r.id, 1), { force: true });
      }),
    loadMore: () =>
      view.next.forEach((n) => {
        engine.request(matchesPageResource(n.tournamentId, n.page), { force: true });
      }),
  };
}
