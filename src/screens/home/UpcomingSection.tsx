// 'Upcoming' (spec §2): the chosen sport's next matches from /top-sports with a count, grouped by
// date then tournament. Empty text: 'No upcoming matches available'.
import { styled } from '@linaria/react';
import { useLandedIds, useListMatchIds, useResource } from '../../data/hooks.ts';
import { useDeferredList } from '../../data/deferred-list.ts';
import { sportTopSportsResource } from '../../../sync/resources.ts';
import { LIST } from '../../../sync/store.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { MatchGroups } from '../../components/MatchGroups.tsx';
import { EmptyState, ErrorBox, Skeleton } from '../../components/states.tsx';
import { useFewer } from './fewer.tsx';

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 20px 12px 4px;
  font-size: 15px;
  & span {
    padding: 0 8px;
    border-radius: 999px;
    background: var(--accent-soft);
    color: var(--accent-text);
    font-size: 12px;
    line-height: 20px;
  }
`;

const EMPTY: string[] = [];
const NOTHING = { list: '', ids: EMPTY };

export function UpcomingSection({ sportId }: { sportId: string }) {
  const t = useT();
  const state = useResource(sportTopSportsResource(sportId));
  const ids = useListMatchIds(LIST.topSport('top', sportId));
  // The list (often 100+ rows) renders in a deferred, interruptible pass: the count and the league above
  // paint first, and a cheap phone's main thread is never blocked for the whole list at once (a server-drawn
  // page has it in its HTML already: src/data/deferred-list.ts).
  const landed = useDeferredList(useLandedIds(ids, state.status === 'loading', sportId), NOTHING);
  const shown = landed.list === sportId ? landed.ids : EMPTY;
  // Low-data mode (issue 17): the first few, and a button for the rest.
  const fewer = useFewer(shown);
  return (
    <section data-testid="upcoming">
      <Title>
        {t('home.upcoming')} <span>{ids.length}</span>
      </Title>
      {state.status === 'error' && ids.length === 0 ? (
        <ErrorBox message={state.error} onRetry={state.retry} />
      ) : shown.length > 0 ? (
        <>
          <MatchGroups matchIds={fewer.ids} byTournament />
          {fewer.more}
        </>
      ) : state.status === 'loading' || ids.length > 0 ? (
        // Also while the deferred list catches up with matches already here (the server-rendered page, the first
        // render): 'No upcoming matches' would be untrue there.
        <Skeleton rows={3} />
      ) : (
        <EmptyState title={t('state.noUpcoming')} />
      )}
    </section>
  );
}
