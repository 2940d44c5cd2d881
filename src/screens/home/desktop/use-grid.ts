// TOP SPORTS' tournament grid from the sport's own tournaments (spec §2 '4-column grid of tournaments for the
// sport'): the sport's active categories, then each category's active tournaments, the same calls and cache as
// the sports browser. Not from the sport's first matches: a sport whose first 20 matches are all NBA still shows
// EuroLeague. `settled` turns true once the categories and every category's tournaments answered (or failed), so
// the auto-pick (the grid's first cell) never jumps as a later category lands.
import { useContext, useEffect, useReducer } from 'react';
import { ServerRequestsContext, useEngine, useResource, useSliceRowIds, useStore, type ResourceState } from '../../../data/hooks.ts';
import { shownFailure } from '../../../../schema/read-failures.ts';
import { categoriesResource, tournamentsResource } from '../../../../sync/resources.ts';
import { INDEX } from '../../../../sync/store.ts';
import { gridTournaments, type GridTournament } from './home-rules.ts';

const tournamentsKey = (categoryId: string): string => tournamentsResource(categoryId).key;

/** Re-renders when the tournaments table changes or one of `keys`' fetch states does (nothing else). */
function useGridChanges(keys: string): void {
  const store = useStore();
  const [, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!store) {
      return undefined;
    }
    const wanted = new Set(keys.split('|'));
    const ids = [
      store.addTableListener('tournaments', () => bump()),
      store.addRowListener('resources', null, (_store, _table, rowId) => {
        if (wanted.has(rowId)) {
          bump();
        }
      }),
    ];
    return () =>
      ids.forEach((id) => {
        store.delListener(id);
      });
  }, [store, keys]);
}

export function useTournamentGrid(sportId: string): { items: GridTournament[]; settled: boolean; state: ResourceState } {
  const store = useStore();
  const engine = useEngine();
  const categories = useResource(sportId ? categoriesResource(sportId) : null);
  const categoryIds = useSliceRowIds(INDEX.categoriesBySport, sportId);
  const joined = categoryIds.join('|');
  // On the server (no effects) the same requests go out during render, and the grid waits for all of them
  // together: src/data/hooks.ts ServerRequestsContext.
  const serverRequest = useContext(ServerRequestsContext);
  if (serverRequest && joined) {
    serverRequest(joined.split('|').map(tournamentsResource));
  }
  useEffect(() => {
    for (const id of joined ? joined.split('|') : []) {
      engine.request(tournamentsResource(id));
    }
  }, [engine, joined]);
  useGridChanges(categoryIds.map(tournamentsKey).join('|'));

  const statuses = categoryIds.map((id) => store?.getCell('resources', tournamentsKey(id), 'status') ?? 'loading');
  const rows = categoryIds.flatMap((categoryId) =>
    (store?.getRowIds('tournaments') ?? [])
      .filter((id) => store?.getCell('tournaments', id, 'category_id') === categoryId)
      .map((id) => ({
        id,
        name: store?.getCell('tournaments', id, 'name') ?? '',
        country: store?.getCell('tournaments', id, 'category_name') ?? '',
        code: store?.getCell('tournaments', id, 'country_code') ?? '',
      })),
  );
  const items = gridTournaments(rows);
  const settled = categories.status !== 'loading' && categories.status !== 'idle' && statuses.every((s) => s !== 'loading');
  // A failed category list is the grid's error; failed tournament lists only when nothing could be shown.
  const failed = categoryIds.find((id) => store?.getCell('resources', tournamentsKey(id), 'status') === 'error');
  const state =
    categories.status !== 'error' && items.length === 0 && failed !== undefined
      ? {
          ...categories,
          status: 'error' as const,
          error: shownFailure(store?.getRow('resources', tournamentsKey(failed)) ?? {}, tournamentsResource(failed)),
        }
      : categories;
  return { items, settled, state };
}
