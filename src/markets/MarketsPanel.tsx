// A match's markets (spec §2 "Markets panel / match detail"): a header with the back arrow (when the caller
// gives onBack), the tournament, the date and time and both teams with their badges; then the markets by group
// (MarketGroups). States: a skeleton until the first answer, 'Error loading markets: {message}' with Try Again,
// 'No markets available for this match', and the offline note over a stale copy. Picking an odd adds it to the
// betslip (OddsCell emits the toggle). Used by the tournament view, the express detail and the desktop home, and
// without its header under a live match's scoreboard (issue 32).
import type { ReactNode } from 'react';
import { useResource, useRow, useSliceRowIds } from '../data/hooks.ts';
import { marketsResource } from '../../sync/resources.ts';
import { INDEX } from '../../sync/store.ts';
import { useLanguage, useT } from '../i18n/I18nProvider.tsx';
import { formatDay, formatTime } from '../i18n/calendar.ts';
import { EmptyState, Skeleton, StaleNote } from '../components/states.tsx';
import { Icon } from '../components/icons.tsx';
import { Flag } from '../reference/Flag.tsx';
import { TeamBadge } from '../reference/TeamBadge.tsx';
import { LoadError } from './LoadError.tsx';
import { MarketGroups } from './MarketGroups.tsx';
import { MatchHead, Panel } from './style.ts';

function Header({ matchId, onBack }: { matchId: string; onBack?: () => void }) {
  const t = useT();
  const lang = useLanguage();
  const m = useRow('matches', matchId);
  const start = m.start_time ?? 0;
  return (
    <MatchHead data-testid="markets-header">
      <div className="top">
        {onBack ? (
          <button type="button" className="back" aria-label={t('markets.back')} data-testid="markets-back" onClick={onBack}>
            <Icon name="back" />
          </button>
        ) : null}
        <span className="where">
          {m.tournament_name ? <Flag code={m.country_code || null} country={m.category_name ?? ''} size={12} /> : null}
          {/* Cut when the column is narrow: the whole name is one hover away (issue 29). */}
          <span data-testid="markets-tournament" title={m.tournament_name ?? ''}>
            {m.tournament_name ?? ''}
          </span>
        </span>
        {start > 0 ? <time dateTime={new Date(start).toISOString()}>{`${formatDay(start, lang)} ${formatTime(start)}`}</time> : null}
      </div>
      {m.home_name ? (
        <div className="teams">
          <span className="team">
            <TeamBadge name={m.home_name} size={40} />
            <b data-testid="markets-home">{m.home_name}</b>
          </span>
          <span className="vs">V</span>
          <span className="team">
            <TeamBadge name={m.away_name ?? ''} size={40} />
            <b data-testid="markets-away">{m.away_name}</b>
          </span>
        </div>
      ) : null}
    </MatchHead>
  );
}

export function MarketsPanel({ matchId, onBack, header = true }: { matchId: string; onBack?: () => void; header?: boolean }) {
  const t = useT();
  const state = useResource(matchId ? marketsResource(matchId) : null);
  const rows = useSliceRowIds(INDEX.marketsByMatch, matchId);
  let body: ReactNode;
  if (state.status === 'error') {
    body = <LoadError id="markets.error" message={state.error} onRetry={state.retry} />;
  } else if (state.fetchedAt === 0) {
    // Until the first answer the store may hold only the main market (from the list): wait for all of them.
    body = <Skeleton rows={4} />;
  } else if (rows.length === 0) {
    body = <EmptyState title={t('markets.empty')} />;
  } else {
    body = <MarketGroups key={matchId} rows={rows} />;
  }
  return (
    <Panel data-testid="markets-panel" data-match-id={matchId}>
      {header ? <Header matchId={matchId} onBack={onBack} /> : null}
      {state.status === 'stale' ? <StaleNote fetchedAt={state.fetchedAt} /> : null}
      {body}
    </Panel>
  );
}
