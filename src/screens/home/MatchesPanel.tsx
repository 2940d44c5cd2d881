// The matches of the chosen tournament, grouped by date: skeleton while loading, the spec's error box
// ('Error loading' + message + Try Again), the empty state, or the list — with the quiet offline note
// when a stale copy is shown after a failed refresh.
import { useListMatchIds, useResource } from '../../data/hooks.ts';
import { matchesResource } from '../../../sync/resources.ts';
import { LIST } from '../../../sync/store.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { MatchGroups } from '../../components/MatchGroups.tsx';
import { EmptyState, ErrorBox, Skeleton, StaleNote } from '../../components/states.tsx';

export function MatchesPanel({ tournamentId }: { tournamentId: string }) {
  const t = useT();
  const state = useResource(tournamentId ? matchesResource(tournamentId) : null);
  const ids = useListMatchIds(LIST.tournament(tournamentId));
  if (state.status === 'error') {
    return <ErrorBox message={state.error} onRetry={state.retry} />;
  }
  if (ids.length === 0) {
    return state.status === 'ready' ? <EmptyState title={t('state.noMatches')} hint={t('state.checkBackLater')} /> : <Skeleton />;
  }
  return (
    <div data-testid="matches-panel">
      {state.status === 'stale' ? <StaleNote fetchedAt={state.fetchedAt} /> : null}
      <MatchGroups matchIds={ids} />
    </div>
  );
}
