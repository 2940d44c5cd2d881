// A match's live page (issue 32): its scoreboard, then Markets (the prematch match page's MarketsPanel without its
// header: grouped tabs, each market an expandable panel, a suspended one under its lock), Timeline and Stats. Reads the
// match's live read (asked again every 15 s while shown, four times less often in low-data mode: the stats move only
// with it) and the list read, whose catalogue part is the match row the slip picks from; the markets' own read is
// asked again every minute (lines come and go in play), and ODDS_CHANGE moves prices and statuses between reads.
import { useState, type ReactNode } from 'react';
import { useCell } from '../../data/hooks.ts';
import { marketsResource } from '../../../sync/resources.ts';
import { liveMatchResource } from '../../../sync/live.ts';
import { TTL } from '../../../domain/constants.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import type { MessageId } from '../../i18n/messages.ts';
import { ErrorBox, StaleNote } from '../../components/states.tsx';
import { MarketsPanel } from '../../markets/MarketsPanel.tsx';
import { useLiveMatch, useLiveMatches, useLiveScoreboard } from './use-live.ts';
import { useRefresh } from './use-refresh.ts';
import { Scoreboard } from './Scoreboard.tsx';
import { Stats, Timeline } from './MatchDetails.tsx';
import { Switch } from './live-match-style.ts';

/** The match read's TTL (sync/live.ts): asked again this often while shown. */
const MATCH_EVERY_MS = 15_000;

type Tab = 'markets' | 'timeline' | 'stats';
const TABS: ReadonlyArray<[Tab, MessageId]> = [
  ['markets', 'live.markets'],
  ['timeline', 'live.timeline'],
  ['stats', 'live.stats'],
];

export function LiveMatchPage({ matchId, onBack }: { matchId: string; onBack?: () => void }) {
  const t = useT();
  const state = useLiveMatch(matchId);
  useLiveMatches();
  useRefresh(() => [liveMatchResource(matchId)], matchId, MATCH_EVERY_MS);
  useRefresh(() => [marketsResource(matchId)], `markets:${matchId}`, TTL.markets);
  const board = useLiveScoreboard(matchId);
  const [tab, setTab] = useState<Tab>('markets');
  const homeName = useCell('matches', matchId, 'home_name') || board?.match?.home_team || '';
  const awayName = useCell('matches', matchId, 'away_name') || board?.match?.away_team || '';
  let body: ReactNode;
  if (!board && state.status === 'error') {
    body = <ErrorBox title={t('live.notLive')} message={state.error} onRetry={state.retry} />;
  } else if (tab === 'markets') {
    body = <MarketsPanel matchId={matchId} header={false} />;
  } else if (tab === 'timeline') {
    body = <Timeline matchId={matchId} sportId={board?.sport_id ?? ''} home={homeName} away={awayName} />;
  } else {
    body = <Stats matchId={matchId} />;
  }
  return (
    <div data-testid="live-match" data-match-id={matchId}>
      <Scoreboard matchId={matchId} board={board} onBack={onBack} />
      {state.status === 'stale' ? <StaleNote fetchedAt={state.fetchedAt} /> : null}
      <Switch role="tablist" aria-label={t('live.title')}>
        {TABS.map(([id, label]) => (
          <button key={id} type="button" role="tab" aria-selected={tab === id} onClick={() => setTab(id)} data-testid={`live-tab-${id}`}>
            {t(label)}
          </button>
        ))}
      </Switch>
      {body}
    </div>
  );
}
