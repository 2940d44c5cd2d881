// TOP SPORTS (spec §2, §4): sport tabs, the sport's tournament grid, and the chosen tournament's table.
// Picks live in the address (`sport`, `tournament`, replaced in place without scrolling), so the
// full-markets view and Back return to the same picks; changing sport drops the tournament, which makes
// the grid's first tournament the pick again. Errors: 'Error Loading Matches', the message, and 'Try Again'
// reloading the page (spec); empty: 'No Matches Available' / 'Check back later for updates'.
import type { ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useT } from '../../../i18n/I18nProvider.tsx';
import { EmptyState, ErrorBox, Skeleton, StaleNote } from '../../../components/states.tsx';
import type { HomeSearch } from '../../../search.ts';
import { Block, BlockHead, BlockTitle, ShowMoreBar } from './style.ts';
import { SportTabs, TournamentGrid } from './Pickers.tsx';
import { MatchTable } from './MatchTable.tsx';
import { useFewer } from '../fewer.tsx';
import type { HomePick } from './use-pick.ts';
import { useTableRows, useTournamentMatches, type ListState } from './use-home-data.ts';

const reload = (): void => window.location.reload();

export function TopSports({ pick }: { pick: HomePick }) {
  const t = useT();
  const navigate = useNavigate();
  const choose = (search: HomeSearch): void => {
    void navigate({ to: '/', search, replace: true, resetScroll: false });
  };
  return (
    <Block data-testid="top-sports">
      <BlockHead>
        <BlockTitle>{t('desktopHome.topSports')}</BlockTitle>
      </BlockHead>
      <SportTabs ids={pick.sportIds} selected={pick.sportId} onSelect={(id) => choose({ sport: id })} />
      <TournamentGrid items={pick.grid} selected={pick.tournamentId} onSelect={(id) => choose({ sport: pick.sportId, tournament: id })} />
      <TopSportsBody pick={pick} />
    </Block>
  );
}

function TopSportsBody({ pick }: { pick: HomePick }) {
  const t = useT();
  const list = useTournamentMatches(pick.tournamentId);
  const shown = useTableRows(list.ids).length;
  const empty = <EmptyState title={t('desktopHome.noMatches')} hint={t('state.checkBackLater')} />;
  const error = (message: string) => <ErrorBox title={t('desktopHome.errorLoading')} message={message} onRetry={reload} />;
  if (pick.sportIds.length === 0) {
    return pick.sportsState.status === 'error' ? error(pick.sportsState.error) : pick.sportsState.status === 'loading' ? <Skeleton /> : empty;
  }
  if (!pick.tournamentId) {
    if (!pick.gridSettled) {
      return <Skeleton />;
    }
    return pick.gridState.status === 'error' ? error(pick.gridState.error) : empty;
  }
  return <TournamentTable list={list} shown={shown} pick={pick} empty={empty} error={error} />;
}

function TournamentTable({
  list,
  shown,
  pick,
  empty,
  error,
}: {
  list: ListState;
  shown: number;
  pick: HomePick;
  empty: ReactNode;
  error: (message: string) => ReactNode;
}) {
  const t = useT();
  // Low-data mode (issue 17): the first few rows, and a button for the rest.
  const fewer = useFewer(list.ids);
  if (shown === 0) {
    return list.state.status === 'error' ? error(list.state.error) : list.state.status === 'loading' ? <Skeleton /> : empty;
  }
  return (
    <div data-testid="matches-panel">
      {list.state.status === 'stale' ? <StaleNote fetchedAt={list.state.fetchedAt} /> : null}
      <MatchTable matchIds={fewer.ids} link={{ section: 'top', sport: pick.sportId, tournament: pick.tournamentId }} />
      {fewer.more}
      <ShowMoreBar data-testid="show-more">{t('desktopHome.showMore')}</ShowMoreBar>
    </div>
  );
}
