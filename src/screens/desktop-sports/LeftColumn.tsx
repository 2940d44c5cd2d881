// The left column of the desktop sports area (spec §2): Top Leagues (flag and name in a 240 px box that
// scrolls; a click opens the tournament) and the Sports accordion (icon, name, match count; a click goes
// to that sport's sports view). The accordion's inner lists are empty in the spec, so an entry only marks
// itself expanded for the sport on show and renders no inner list.
import { styled } from '@linaria/react';
import { useResource, useSliceRowIds, useTable } from '../../data/hooks.ts';
import { sportsResource, topLeaguesResource } from '../../../sync/resources.ts';
import { INDEX } from '../../../sync/store.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useCountryName } from '../../i18n/feed-names.ts';
import { ErrorBox, StaleNote } from '../../components/states.tsx';
import { Flag } from '../../reference/Flag.tsx';
import { SportIcon } from '../../reference/SportIcon.tsx';
import { listView } from './selection.ts';
import type { SportsInfo } from './use-sports.ts';
import { Count, Name, Note, Panel, PanelTitle, RowButton } from './style.ts';

const LeagueBox = styled.div`
  height: 240px;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const topLeagues = topLeaguesResource();
const sports = sportsResource();

export function TopLeagues({ openId, onOpen }: { openId: string; onOpen: (tournamentId: string, sportId: string) => void }) {
  const t = useT();
  const country = useCountryName();
  const state = useResource(topLeagues);
  const ids = useSliceRowIds(INDEX.topLeaguesAll, 'all');
  // the whole (small) table, so a refreshed name or flag re-renders too
  const rows = useTable('topLeagues');
  const view = listView(ids.length, state.status);
  return (
    <Panel aria-labelledby="ds-top-leagues" data-testid="top-leagues">
      <PanelTitle id="ds-top-leagues">{t('desktopSports.topLeagues')}</PanelTitle>
      {state.status === 'stale' ? <StaleNote fetchedAt={state.fetchedAt} /> : null}
      <LeagueBox data-testid="top-league-box">
        {view === 'list'
          ? ids.map((id) => (
              <RowButton
                key={id}
                type="button"
                data-testid="top-league"
                aria-current={id === openId}
                title={[country(rows[id]?.category_name ?? ''), rows[id]?.name].filter(Boolean).join(' - ')}
                onClick={() => onOpen(id, rows[id]?.sport_id ?? '')}
              >
                <Flag code={rows[id]?.country_code || null} country={rows[id]?.category_name ?? ''} size={14} />
                <Name>{rows[id]?.name ?? ''}</Name>
              </RowButton>
            ))
          : null}
        {view === 'loading' ? <Note>{t('state.loading')}</Note> : null}
        {view === 'empty' ? <Note>{t('desktopSports.noTournaments')}</Note> : null}
        {view === 'error' ? <ErrorBox message={state.error} onRetry={state.retry} /> : null}
      </LeagueBox>
    </Panel>
  );
}

export function SportsAccordion({
  sportsInfo,
  selected,
  onChoose,
}: {
  sportsInfo: SportsInfo;
  selected: string;
  onChoose: (sportId: string) => void;
}) {
  const t = useT();
  const state = useResource(sports);
  const { ids } = sportsInfo;
  const view = listView(ids.length, state.status);
  return (
    <Panel aria-labelledby="ds-sports" data-testid="sports-accordion">
      <PanelTitle id="ds-sports">{t('desktopSports.sports')}</PanelTitle>
      {state.status === 'stale' ? <StaleNote fetchedAt={state.fetchedAt} /> : null}
      {view === 'list'
        ? ids.map((id) => (
            <RowButton key={id} type="button" data-testid="sport-entry" aria-expanded={id === selected} onClick={() => onChoose(id)}>
              <SportIcon name={sportsInfo.serverName(id)} size={18} />
              <Name>{sportsInfo.label(id)}</Name>
              <Count>{sportsInfo.count(id)}</Count>
            </RowButton>
          ))
        : null}
      {view === 'loading' ? <Note>{t('state.loading')}</Note> : null}
      {view === 'empty' ? <Note>{t('state.noSports')}</Note> : null}
      {view === 'error' ? <ErrorBox message={state.error} onRetry={state.retry} /> : null}
    </Panel>
  );
}
