// The full-markets view of the desktop home (spec §2): `/?section=top|upcoming&sport&tournament&match`
// shows that section's own list on the left (TOP SPORTS: the chosen tournament's matches; UPCOMING: the
// sport's next 7 days) with the selected match highlighted, and its MarketsPanel beside it. Without a
// `match` the list's first match is selected. Back returns to the plain home with the same sport and
// tournament picked, which resets the selected match (spec: returning resets the selection). From 1180 px the
// betslip is a third column (spec §2, at least 300 px) and the view takes the window's width, so the collapsed
// slip never floats over the markets.
import { useNavigate } from '@tanstack/react-router';
import { styled } from '@linaria/react';
import { useT } from '../../../i18n/I18nProvider.tsx';
import { EmptyState, ErrorBox, Skeleton } from '../../../components/states.tsx';
import { MarketsPanel } from '../../../markets/MarketsPanel.tsx';
import { InlineSlip, useWindowAtLeast } from '../../../betslip/InlineSlip.tsx';
import type { HomeSearch } from '../../../search.ts';
import { Block, BlockHead, BlockTitle, RoundButton } from './style.ts';
import { MatchTable } from './MatchTable.tsx';
import { useHomePick } from './use-pick.ts';
import { useTableRows, useTournamentMatches, useUpcomingMatches } from './use-home-data.ts';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(340px, 420px);
  gap: 16px;
  align-items: start;
  /* A narrow desktop (768–1000 px) has no room for both: the panel goes above the list. */
  @media (max-width: 1000px) {
    grid-template-columns: minmax(0, 1fr);
  }
  &[data-slip] { grid-template-columns: minmax(0, 1fr) minmax(340px, 420px) 300px; }
  & > [data-inline-slip] { position: sticky; top: 80px; margin-top: 20px; height: calc(100vh - 104px); }
`;
const Side = styled.aside`
  position: sticky;
  top: 80px;
  margin-top: 20px;
  @media (max-width: 1000px) {
    position: static;
    order: -1;
  }
`;

const SLIP_COLUMN_FROM_PX = 1180;

export function SectionView({ search }: { search: HomeSearch }) {
  const t = useT();
  const navigate = useNavigate();
  const section = search.section === 'upcoming' ? 'upcoming' : 'top';
  const pick = useHomePick(search);
  const slipColumn = useWindowAtLeast(SLIP_COLUMN_FROM_PX);
  const top = useTournamentMatches(section === 'top' ? pick.tournamentId : '');
  const upcoming = useUpcomingMatches(section === 'upcoming' ? pick.sportId : '');
  const list = section === 'top' ? top : upcoming;
  const rows = useTableRows(list.ids);
  const selected = search.match ?? rows[0]?.id ?? '';
  const back = (): void => {
    void navigate({ to: '/', search: { sport: search.sport, tournament: search.tournament } });
  };
  // The league's name from the grid, else from its first row (a shared link can name a league the grid lacks).
  const league = pick.grid.find((g) => g.id === pick.tournamentId)?.name || rows[0]?.tournamentName || '';
  const title = section === 'top' ? [t('desktopHome.topSports'), league].filter(Boolean).join(' · ') : t('desktopHome.upcoming');
  const body =
    rows.length > 0 ? (
      <MatchTable
        matchIds={list.ids}
        link={{ section, sport: pick.sportId, tournament: section === 'top' ? pick.tournamentId : undefined }}
        selected={selected}
      />
    ) : list.state.status === 'error' ? (
      <ErrorBox title={t('desktopHome.errorLoading')} message={list.state.error} />
    ) : list.state.status === 'loading' || !pick.gridSettled ? (
      <Skeleton />
    ) : (
      <EmptyState title={t(section === 'top' ? 'desktopHome.noMatches' : 'desktopHome.noUpcoming')} hint={t('state.checkBackLater')} />
    );
  return (
    <div data-testid="home-section" data-section={section}>
      <Columns data-slip={slipColumn || undefined} data-wide-view={slipColumn ? '' : undefined}>
        <Block data-testid="section-list">
          <BlockHead>
            <RoundButton type="button" onClick={back} aria-label={t('desktopHome.back')} data-testid="section-back">
              ‹
            </RoundButton>
            <BlockTitle>{title}</BlockTitle>
          </BlockHead>
          {body}
        </Block>
        <Side>{selected ? <MarketsPanel key={selected} matchId={selected} onBack={back} /> : null}</Side>
        {slipColumn ? <InlineSlip testId="section-slip" /> : null}
      </Columns>
    </div>
  );
}
