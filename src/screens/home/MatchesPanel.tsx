// The matches of the chosen tournament, grouped by date: skeleton while loading, the spec's error box
// ('Error loading' + message + Try Again), the empty state, or the list — with the quiet offline note
// when a stale copy is shown after a failed refresh. The home shows the first HOME_PAGE_SIZE matches; 'Show
// more' opens the tournament's full list (spec §2) in the sports section.
import { useDeferredValue } from 'react';
import { Link } from '@tanstack/react-router';
import { styled } from '@linaria/react';
import { useLandedIds, useListMatchIds, useResource } from '../../data/hooks.ts';
import { HOME_PAGE_SIZE, matchesResource } from '../../../sync/resources.ts';
import { LIST } from '../../../sync/store.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { MatchGroups } from '../../components/MatchGroups.tsx';
import { EmptyState, ErrorBox, Skeleton, StaleNote } from '../../components/states.tsx';
import { useFewer } from './fewer.tsx';

const More = styled(Link)`
  display: block;
  margin: 8px 12px 0;
  padding: 10px;
  border-radius: var(--radius);
  border: 1px solid var(--border);
  text-align: center;
  font-weight: 600;
  color: var(--accent-text);
`;

/** Rows that fill a phone's first screen under the strips (52 px each). */
const FIRST_ROWS = 6;

export function MatchesPanel({ tournamentId, sportId }: { tournamentId: string; sportId: string }) {
  const t = useT();
  const state = useResource(tournamentId ? matchesResource(tournamentId) : null);
  const ids = useListMatchIds(LIST.tournament(tournamentId));
  // The rows a phone shows first render as they land, a few per step; the whole list follows in a deferred,
  // interruptible pass once it has landed, so neither its arrival nor its rendering is one long task.
  const landed = useDeferredValue(useLandedIds(ids, state.status === 'loading', tournamentId));
  const whole = landed.list === tournamentId && landed.ids.length > 0;
  const shown = whole ? landed.ids : ids.slice(0, FIRST_ROWS);
  // Low-data mode (issue 17): the first few, and a button for the rest before the link to the full list.
  const fewer = useFewer(shown.length > HOME_PAGE_SIZE ? shown.slice(0, HOME_PAGE_SIZE) : shown);
  if (state.status === 'error') {
    return <ErrorBox message={state.error} onRetry={state.retry} />;
  }
  if (ids.length === 0) {
    return state.status === 'ready' ? <EmptyState title={t('state.noMatches')} hint={t('state.checkBackLater')} /> : <Skeleton />;
  }
  return (
    <div data-testid="matches-panel">
      {state.status === 'stale' ? <StaleNote fetchedAt={state.fetchedAt} /> : null}
      <MatchGroups matchIds={fewer.ids} />
      {/* Under the whole list only: shown under the first rows, the rest arriving would push it away (CLS). */}
      {fewer.more ??
        (whole ? (
          <More to="/sports/$sportId" params={{ sportId }} search={{ t: tournamentId }} data-testid="show-more">
            {t('home.showMore')}
          </More>
        ) : null)}
    </div>
  );
}
