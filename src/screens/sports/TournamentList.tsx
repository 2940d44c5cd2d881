// The tournaments of one open category (spec §2): 'Loading tournaments...' while they come, the
// spec's error box with Try Again, 'No tournaments available', else one row per tournament in §9
// priority order — a checkbox (ticks feed 'Open Selected (n)'), the name (tap: open it alone) and its
// match count. Only the open category mounts this, so closed categories cost no subscription.
import { useMemo } from 'react';
import { useResource, useSliceRowIds, useTable } from '../../data/hooks.ts';
import { tournamentsResource } from '../../../sync/resources.ts';
import { INDEX } from '../../../sync/store.ts';
import { sortTournamentsByPriority } from '../../../domain/ordering.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { EmptyState, ErrorBox, StaleNote } from '../../components/states.tsx';
import { preloadTournamentView } from './lazy-view.ts';
import { Tournaments } from './sports-style.ts';

export interface TournamentListProps {
  categoryId: string;
  ticked: readonly string[];
  /** An offline note is already on screen above (sports or categories are a stale copy too). */
  noteShown: boolean;
  onTick: (tournamentId: string) => void;
  onOpen: (tournamentIds: string[]) => void;
}

export function TournamentList({ categoryId, ticked, noteShown, onTick, onOpen }: TournamentListProps) {
  const t = useT();
  const resource = useMemo(() => tournamentsResource(categoryId), [categoryId]);
  const state = useResource(resource);
  const rawIds = useSliceRowIds(INDEX.tournamentsByCategory, categoryId);
  const table = useTable('tournaments');
  const ids = useMemo(() => sortTournamentsByPriority(rawIds, (id) => table[id]?.name ?? ''), [rawIds, table]);

  if (ids.length === 0) {
    if (state.status === 'error') {
      // The spec's text always shows: as the title when the detail is the server's own words.
      return (
        <ErrorBox
          title={state.error === resource.failureCode ? undefined : t('error.failedTournaments')}
          message={state.error}
          onRetry={state.retry}
        />
      );
    }
    if (state.status === 'ready' || state.status === 'stale') {
      return <EmptyState title={t('sports.noTournaments')} />;
    }
    return (
      <Tournaments>
        <li className="loading" role="status" data-testid="tournaments-loading">
          {t('sports.loadingTournaments')}
        </li>
      </Tournaments>
    );
  }
  return (
    <>
      {state.status === 'stale' && !noteShown ? <StaleNote fetchedAt={state.fetchedAt} /> : null}
      <Tournaments data-testid="category-tournaments">
        {ids.map((id) => {
          const name = table[id]?.name ?? '';
          const count = table[id]?.match_count ?? 0;
          return (
            <li key={id} data-testid="tournament-row" data-tournament={id}>
              <label>
                <input
                  type="checkbox"
                  checked={ticked.includes(id)}
                  aria-label={t('sports.tick', { name })}
                  onChange={() => {
                    preloadTournamentView();
                    onTick(id);
                  }}
                />
              </label>
              <button
                type="button"
                data-testid="tournament-open"
                aria-label={`${name}, ${t('sports.matchCount', { count })}`}
                onPointerDown={preloadTournamentView}
                onClick={() => onOpen([id])}
              >
                <span className="name">{name}</span> <span className="count">{count}</span>
              </button>
            </li>
          );
        })}
      </Tournaments>
    </>
  );
}
