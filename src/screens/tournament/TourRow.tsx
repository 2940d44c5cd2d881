// One match of the tournament view, 52 px high. Phone: time with '+N' under it (the teams keep the width),
// both teams, the main-market odds.
// Desktop (spec §2): sport icon, flag, 'category - tournament', 'home V away', date dd/MM/yy and time, '+N',
// the 1/X/2 (or 1/2) odds. '+N' counts the outcomes beyond the main market's and shows only when above 0.
// Desktop rows are DESKTOP_ROW_HEIGHT high (issue 29): 'category - tournament' and '+N' on a line of the row's
// whole width, the teams on two lines beside the date and the odds, so at 1366 px a name is not cut where the
// row has room for it; a name longer than its place is cut with its whole text one hover away (title).
// Tapping the row (anywhere but an odd) selects the match; the odds are OddsCells, each subscribed to its
// own outcome, so a live price change re-renders one cell and never this row.
import { memo, type MouseEvent } from 'react';
import { styled } from '@linaria/react';
import { useRow, useSliceRowIds } from '../../data/hooks.ts';
import { INDEX } from '../../../sync/store.ts';
import { MainMarketOdds, ROW_HEIGHT } from '../../components/MatchRow.tsx';
import { DESKTOP_ROW_HEIGHT } from './list-items.ts';
import { formatTime } from '../../i18n/calendar.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useCountryName } from '../../i18n/feed-names.ts';
import { Flag } from '../../reference/Flag.tsx';
import { SportIcon } from '../../reference/SportIcon.tsx';

const Row = styled.div`
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr) auto;
  align-items: center;
  gap: 8px;
  height: ${ROW_HEIGHT}px;
  padding: 0 12px;
  border-bottom: 1px solid var(--border);
  background: var(--surface);
  cursor: pointer;
  &[data-layout='desktop'] {
    height: ${DESKTOP_ROW_HEIGHT}px;
    grid-template-columns: minmax(0, 1fr) auto auto;
    grid-template-rows: 16px 40px;
    grid-template-areas: 'meta meta meta' 'pick when odds';
    align-content: center;
    gap: 4px 8px;
  }
  &[data-layout='desktop'] .meta { grid-area: meta; min-width: 0; }
  &[data-layout='desktop'] .meta .league { min-width: 0; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
  &[data-layout='desktop'] .meta .more { margin-left: auto; padding-left: 6px; }
  &[data-layout='desktop'] .pick { grid-area: pick; }
  &[data-layout='desktop'] .when { grid-area: when; }
  &[data-layout='desktop'] .odds { grid-area: odds; }
  &[aria-current='true'] { background: var(--accent-soft); box-shadow: inset 3px 0 0 var(--accent); }
  & time { color: var(--muted); font-size: 12px; font-variant-numeric: tabular-nums; }
  & .start { display: grid; gap: 2px; line-height: 1.2; }
  & .pick {
    min-width: 0;
    height: 100%;
    padding: 0;
    border: 0;
    background: none;
    text-align: left;
    cursor: pointer;
    display: flex;
    flex-direction: column;
    justify-content: center;
  }
  & .pick span { overflow: hidden; white-space: nowrap; text-overflow: ellipsis; font-weight: 600; font-size: 13px; }
  & .pick b { font-weight: 600; }
  /* The button is named by what it shows (axe: label-content-name-mismatch); on phones the 'V' between the
     stacked teams is for screen readers only. */
  & .pick .vs { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: pre; }
  & .meta { display: flex; align-items: center; gap: 5px; font-size: 11px; font-weight: 500; color: var(--muted); }
  & .when { display: grid; justify-items: end; line-height: 1.3; font-size: 11px; }
  & .more { font-size: 12px; font-weight: 700; color: var(--azure); text-align: center; }
  & .start .more { font-size: 11px; text-align: left; }
`;

const pad = (n: number): string => String(n).padStart(2, '0');
/** dd/MM/yy, the desktop row's date (spec §2), the same digits in every language. */
const shortDate = (ms: number): string => {
  const d = new Date(ms);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${String(d.getFullYear()).slice(-2)}`;
};

const stop = (e: MouseEvent): void => e.stopPropagation();

interface Props {
  matchId: string;
  desktop: boolean;
  selected: boolean;
  onSelect: (matchId: string) => void;
}

export const TourRow = memo(function TourRow({ matchId, desktop, selected, onSelect }: Props) {
  const t = useT();
  const country = useCountryName();
  const m = useRow('matches', matchId);
  const mainOutcomes = useSliceRowIds(INDEX.outcomesByMarket, m.main_market ?? '').length;
  if (!m.main_market) {
    return null;
  }
  const start = m.start_time ?? 0;
  const extra = Math.max(0, (m.outcome_count ?? 0) - mainOutcomes);
  // "+3" reads "3 more markets" (a label on a bare span is ignored by screen readers); an empty one keeps the column.
  const more =
    extra > 0 ? (
      <span className="more" role="img" aria-label={t('tournament.moreMarkets', { n: extra })}>{`+${extra}`}</span>
    ) : (
      <span className="more" />
    );
  // The odds are buttons of their own (keyboard included: Enter clicks them); this box only keeps their clicks
  // from also opening the row.
  const odds = (
    // biome-ignore lint/a11y/noStaticElementInteractions: not an interaction, a boundary for the buttons' clicks
    // biome-ignore lint/a11y/useKeyWithClickEvents: keys reach the buttons inside, which handle them
    <div className="odds" onClick={stop}>
      <MainMarketOdds marketRow={m.main_market} />
    </div>
  );
  const iso = new Date(start).toISOString();
  const league = `${country(m.category_name ?? '')} - ${m.tournament_name ?? ''}`;
  return (
    <Row
      data-testid="match-row"
      data-match-id={matchId}
      data-layout={desktop ? 'desktop' : 'phone'}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(matchId)}
    >
      {desktop ? (
        <>
          <span className="meta" title={league}>
            <SportIcon name={m.sport_name ?? ''} size={14} />
            <Flag code={m.country_code || null} country={m.category_name ?? ''} size={11} />
            <span className="league" data-testid="row-league">
              {league}
            </span>
            {more}
          </span>
          <button type="button" className="pick" title={`${m.home_name} V ${m.away_name}`}>
            <span>
              <b data-testid="home-team">{m.home_name}</b> V
            </span>
            <span>
              <b data-testid="away-team">{m.away_name}</b>
            </span>
          </button>
          <time className="when" dateTime={iso}>
            <span>{shortDate(start)}</span>
            <span>{formatTime(start)}</span>
          </time>
          {odds}
        </>
      ) : (
        <>
          <span className="start">
            <time dateTime={iso}>{formatTime(start)}</time>
            {more}
          </span>
          <button type="button" className="pick">
            <span data-testid="home-team">{m.home_name}</span>
            <span className="vs"> V </span>
            <span data-testid="away-team">{m.away_name}</span>
          </button>
          {odds}
        </>
      )}
    </Row>
  );
});
