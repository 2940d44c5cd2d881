// The TOP SPORTS / UPCOMING table (spec §2): ID (last 6 characters of the match id), Time, Event, 1 X 2
// and an arrow that opens the full-markets view; rows 52 px, grouped by date (dd MMM yyyy) then
// tournament. Rows keep the test ids of the phone list (match-row, home-team, odds) so journeys read both.
import { memo } from 'react';
import { Link } from '@tanstack/react-router';
import { styled } from '@linaria/react';
import { useRow } from '../../../data/hooks.ts';
import { useDateStyle, useLanguage, useT } from '../../../i18n/I18nProvider.tsx';
import { formatTime } from '../../../i18n/calendar.ts';
import { KickOff, ROW_HEIGHT, TeamNames } from '../../../components/MatchRow.tsx';
import { Flag } from '../../../reference/Flag.tsx';
import { leagueName } from '../../../reference/league-table.ts';
import { shortMatchId } from '../../../../domain/market-display.ts';
import { groupByDateThenTournament, tableDate } from './home-rules.ts';
import { useTableRows } from './use-home-data.ts';
import { OddsTriple } from './OddsTriple.tsx';
import { HydrationPart } from '../../../ssr/hydration-parts.tsx';

const COLUMNS = '76px 56px minmax(0, 1fr) repeat(3, 64px) 40px';

const Head = styled.div`
  display: grid;
  grid-template-columns: ${COLUMNS};
  gap: 8px;
  padding: 8px 16px;
  font-size: 11px;
  font-weight: 700;
  color: var(--muted);
  text-transform: uppercase;
  & span:nth-child(n + 4) {
    text-align: center;
  }
`;
const DayHeader = styled.h3`
  margin: 0;
  padding: 10px 16px 6px;
  font-size: 12px;
  font-weight: 700;
  color: var(--muted);
  border-top: 1px solid var(--border);
`;
const TournamentHeader = styled.h4`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  padding: 6px 16px;
  font-size: 12px;
  font-weight: 600;
  background: var(--surface-2);
  & small {
    color: var(--muted);
    font-weight: 500;
  }
`;
const Row = styled.div`
  display: grid;
  grid-template-columns: ${COLUMNS};
  align-items: center;
  gap: 8px;
  height: ${ROW_HEIGHT}px;
  padding: 0 16px;
  border-bottom: 1px solid var(--border);
  &[aria-current='true'] {
    background: var(--accent-soft);
  }
`;
const Arrow = styled(Link)`
  display: grid;
  place-items: center;
  height: 36px;
  border-radius: 8px;
  color: var(--muted);
  font-size: 20px;
  &:hover,
  &[aria-current='true'] {
    color: #fff;
    background: var(--accent-soft);
  }
`;

export interface TableLink {
  section: 'top' | 'upcoming';
  sport: string;
  tournament?: string;
}

export function MatchTable({ matchIds, link, selected }: { matchIds: string[]; link: TableLink; selected?: string }) {
  const t = useT();
  const lang = useLanguage();
  const groups = groupByDateThenTournament(useTableRows(matchIds));
  return (
    <div>
      <Head aria-hidden="true">
        <span>{t('desktopHome.colId')}</span>
        <span>{t('desktopHome.colTime')}</span>
        <span>{t('desktopHome.colEvent')}</span>
        <span>{t('odds.home')}</span>
        <span>{t('odds.draw')}</span>
        <span>{t('odds.away')}</span>
        <span />
      </Head>
      {groups.map((g) => (
        <section key={g.key} data-testid="day-group">
          <DayHeader data-testid="day-header">{tableDate(g.start, lang)}</DayHeader>
          {g.tournaments.map((b) => (
            // Each block of rows hydrates apart from the page around it (src/ssr/hydration-parts.tsx).
            <HydrationPart key={b.id}>
              <TournamentHeader data-testid="tournament-header">
                <Flag code={b.code} country={b.country} size={12} />
                {leagueName(b.name, b.country)}
                {b.country ? <small>{b.country}</small> : null}
              </TournamentHeader>
              {b.matchIds.map((id) => (
                <TableRow key={id} matchId={id} {...link} selected={id === selected} />
              ))}
            </HydrationPart>
          ))}
        </section>
      ))}
    </div>
  );
}

const TableRow = memo(function TableRow({ matchId, section, sport, tournament, selected }: TableLink & { matchId: string; selected: boolean }) {
  const t = useT();
  const m = useRow('matches', matchId);
  // Its kick-off time follows the date style and the zone dates are drawn in (a page hydrated in the server's).
  useDateStyle();
  if (!m.main_market) {
    return null;
  }
  const start = m.start_time ?? 0;
  return (
    <Row data-testid="match-row" data-match-id={matchId} aria-current={selected ? 'true' : undefined}>
      <KickOff as="span" data-testid="match-short-id">
        {shortMatchId(matchId)}
      </KickOff>
      <KickOff dateTime={new Date(start).toISOString()}>{formatTime(start)}</KickOff>
      <TeamNames>
        <div data-testid="home-team">{m.home_name}</div>
        <div data-testid="away-team">{m.away_name}</div>
      </TeamNames>
      <OddsTriple marketRow={m.main_market} />
      <Arrow
        to="/"
        search={{ section, sport, tournament, match: matchId }}
        aria-label={t('desktopHome.openMarkets')}
        aria-current={selected ? 'true' : undefined}
        data-testid="match-arrow"
      >
        ›
      </Arrow>
    </Row>
  );
});
