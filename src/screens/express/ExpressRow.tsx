// One express match (companion "Express matches"): sport icon, flag of the category, tournament, LIVE tag
// when the list says live, local kick-off HH:mm, 'home v away', '+N' extra outcomes when above 0, then the
// main market's outcomes as the shared OddsCell buttons (2 columns for two outcomes, else 3; X reads
// 'Draw'), or 'Odds coming soon'. The upper part opens the detail; the odds only toggle the slip, so a tap
// on a price never navigates. Each price cell subscribes to its own outcome (live changes re-render one cell).
import { memo, useEffect, useState } from 'react';
import { useCell, useRow, useSliceRowIds } from '../../data/hooks.ts';
import { INDEX, listItemId } from '../../../sync/store.ts';
import { EXPRESS_LIVE_MS, expressOutcomeLabel, extraOutcomes, oddsColumns, showsLive } from '../../../sync/express.ts';
import { isPickable } from '../../../domain/market-display.ts';
import { OddsCell } from '../../components/MatchRow.tsx';
import { Flag } from '../../reference/Flag.tsx';
import { leagueName } from '../../reference/league-table.ts';
import { SportIcon } from '../../reference/SportIcon.tsx';
import { formatTime } from '../../i18n/calendar.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { Card, Live, Odds, Open, Soon } from './express-style.ts';

const ExpressOdd = memo(function ExpressOdd({ outcomeRow, pickable }: { outcomeRow: string; pickable: boolean }) {
  const t = useT();
  const name = useCell('outcomes', outcomeRow, 'name') ?? '';
  return <OddsCell outcomeRow={outcomeRow} label={expressOutcomeLabel(name, t('express.draw'))} pickable={pickable} />;
});

/** The LIVE tag of a match in a list ('' list: no tag); it goes when the first half is over, even on a kept list. */
export function useLive(list: string, matchId: string): boolean {
  const status = useCell('listItems', list ? listItemId(list, matchId) : '', 'status');
  const start = useCell('matches', matchId, 'start_time') ?? 0;
  const [, tick] = useState(0);
  const live = showsLive(status, start, Date.now());
  // One re-render when the tag's time is up (no ticking clock on every row).
  useEffect(() => {
    if (!live) {
      return undefined;
    }
    const timer = setTimeout(() => tick((n) => n + 1), Math.max(0, start + EXPRESS_LIVE_MS - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [live, start]);
  return live;
}

/** Sport icon, flag and tournament of a match: the line shared by a card and the detail bar. */
function MatchOrigin({ matchId }: { matchId: string }) {
  const m = useRow('matches', matchId);
  return (
    <>
      <SportIcon name={m.sport_name ?? ''} size={14} />
      <Flag code={m.country_code || null} country={m.category_name ?? ''} size={12} />
      <span className="tournament" data-testid="express-tournament">
        {leagueName(m.tournament_name ?? '', m.category_name)}
      </span>
    </>
  );
}

export const ExpressRow = memo(function ExpressRow({ list, matchId, onOpen }: { list: string; matchId: string; onOpen: (id: string) => void }) {
  const t = useT();
  const m = useRow('matches', matchId);
  const live = useLive(list, matchId);
  const main = m.main_market ?? '';
  const outcomeRows = useSliceRowIds(INDEX.outcomesByMarket, main);
  const pickable = isPickable(useCell('markets', main, 'status') ?? '');
  if (!m.home_name && !m.away_name) {
    return null;
  }
  const extra = extraOutcomes(m.outcome_count ?? 0, outcomeRows.length);
  const start = m.start_time ?? 0;
  return (
    <Card data-testid="express-row" data-match-id={matchId} data-sport-id={m.sport_id} data-live={live || undefined}>
      <Open type="button" onClick={() => onOpen(matchId)} data-testid="express-open">
        <span className="meta">
          <MatchOrigin matchId={matchId} />
          {live ? <Live data-testid="live-tag">{t('express.live')}</Live> : null}
          <time dateTime={new Date(start).toISOString()}>{formatTime(start)}</time>
        </span>
        <span className="teams-line">
          <span className="teams" data-testid="teams">{`${m.home_name ?? ''} v ${m.away_name ?? ''}`}</span>
          {extra > 0 ? (
            <span className="more" data-testid="extra-outcomes" title={t('express.moreOutcomes', { count: extra })}>
              +{extra}
            </span>
          ) : null}
        </span>
      </Open>
      {outcomeRows.length > 0 ? (
        <Odds data-columns={oddsColumns(outcomeRows.length)}>
          {outcomeRows.map((row) => (
            <ExpressOdd key={row} outcomeRow={row} pickable={pickable} />
          ))}
        </Odds>
      ) : (
        <Soon data-testid="odds-soon">{t('express.oddsSoon')}</Soon>
      )}
    </Card>
  );
});
