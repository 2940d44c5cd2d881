// UPCOMING (spec §2, §9): the chosen sport's matches of the next 7 days from the top-sports list, in the
// TOP SPORTS table (grouped by date then tournament). Empty: 'No Upcoming Matches' / 'Check back later for
// updates'; error: 'Error Loading Matches' and the message. A failed sports list is reported here too,
// since without a sport there is no list to show.
import { styled } from '@linaria/react';
import { useT } from '../../../i18n/I18nProvider.tsx';
import { EmptyState, ErrorBox, Skeleton, StaleNote } from '../../../components/states.tsx';
import { Block, BlockHead, BlockTitle } from './style.ts';
import { MatchTable } from './MatchTable.tsx';
import { useFewer } from '../fewer.tsx';
import { useTableRows, useUpcomingMatches } from './use-home-data.ts';
import type { HomePick } from './use-pick.ts';

const Count = styled.span`
  padding: 0 8px;
  border-radius: 999px;
  background: var(--accent-soft);
  color: var(--accent-text);
  font-size: 12px;
  font-weight: 700;
  line-height: 20px;
`;

export function Upcoming({ pick }: { pick: HomePick }) {
  const t = useT();
  const list = useUpcomingMatches(pick.sportId);
  const shown = useTableRows(list.ids).length;
  // Low-data mode (issue 17): the first few rows, and a button for the rest.
  const fewer = useFewer(list.ids);
  const sportsFailed = pick.sportIds.length === 0 && pick.sportsState.status === 'error';
  const error = (message: string) => <ErrorBox title={t('desktopHome.errorLoading')} message={message} />;
  const body = sportsFailed ? (
    error(pick.sportsState.error)
  ) : shown > 0 ? (
    <>
      <MatchTable matchIds={fewer.ids} link={{ section: 'upcoming', sport: pick.sportId }} />
      {fewer.more}
    </>
  ) : list.state.status === 'error' ? (
    error(list.state.error)
  ) : list.state.status === 'loading' || (pick.sportId === '' && pick.sportsState.status === 'loading') ? (
    <Skeleton rows={3} />
  ) : (
    <EmptyState title={t('desktopHome.noUpcoming')} hint={t('state.checkBackLater')} />
  );
  return (
    <Block data-testid="upcoming">
      <BlockHead>
        <BlockTitle>{t('desktopHome.upcoming')}</BlockTitle>
        {shown > 0 ? <Count data-testid="upcoming-count">{shown}</Count> : null}
      </BlockHead>
      {list.state.status === 'stale' && shown > 0 ? <StaleNote fetchedAt={list.state.fetchedAt} /> : null}
      {body}
    </Block>
  );
}
