// One match in play (issue 32): its clock or period, both teams with their red cards, the score (tennis: sets, then
// the set's games), and the main market's odds as the shared buttons that add to the slip like every sports row's
// (src/components/MatchRow.tsx); a suspended market shows its prices under a lock. The row reads its own
// scoreboard: a LIVE_SCORE re-renders this row only, and its clock (LiveClock) alone moves once a minute.
import { memo, useEffect, useState } from 'react';
import { useCell, useRow } from '../../data/hooks.ts';
import { isPickable } from '../../../domain/market-display.ts';
import { MainMarketOdds } from '../../components/MatchRow.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import type { LiveBoard } from '../../../sync/read/live.ts';
import { useLiveScoreboard } from './use-live.ts';
import { clockText, nextTickMs } from './live-text.ts';
import { OddsBox, Open, RedCard, Row } from './live-style.ts';

const TENNIS = '5';

/** The clock of a row or the scoreboard; it re-renders itself when the shown minute changes, nothing else does. */
export function LiveClock({ sportId, board, className = 'clock' }: { sportId: string; board: LiveBoard; className?: string }) {
  const t = useT();
  const [, tick] = useState(0);
  const now = Date.now();
  const wait = nextTickMs(sportId, board, now);
  useEffect(() => {
    if (wait === null) {
      return undefined;
    }
    const timer = setTimeout(() => tick((n) => n + 1), wait + 20);
    return () => clearTimeout(timer);
  }, [wait]);
  return (
    <span className={className} data-phase={board.phase} data-testid="live-clock">
      {clockText(sportId, board, t, now)}
    </span>
  );
}

/** A side's red cards: one mark, with the count when more than one. */
export function RedCards({ count }: { count: number }) {
  const t = useT();
  if (count < 1) {
    return null;
  }
  return (
    <RedCard title={t('live.redCards', { count })} aria-label={t('live.redCards', { count })} data-testid="red-card">
      {count > 1 ? count : ''}
    </RedCard>
  );
}

/** A padlock drawn over a suspended market's prices. */
function Lock({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
      <rect x="5" y="11" width="14" height="10" rx="2" fill="var(--surface)" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  );
}

/** The main market's buttons, or its prices under a lock while it is suspended. */
function LiveOdds({ marketRow }: { marketRow: string }) {
  const t = useT();
  const status = useCell('markets', marketRow, 'status') ?? '';
  if (!marketRow) {
    return null;
  }
  const locked = !isPickable(status);
  return (
    <OddsBox data-locked={locked || undefined} title={locked ? t('markets.suspended') : undefined} data-testid="live-odds">
      <MainMarketOdds marketRow={marketRow} />
      <Lock />
    </OddsBox>
  );
}

function Score({ sportId, board }: { sportId: string; board: LiveBoard }) {
  const tennis = sportId === TENNIS;
  const side = (s: 'home' | 'away') => (
    <span>
      {board.phase === 'not_started' ? '–' : board.score[s]}
      {tennis && board.phase !== 'ended' ? <small>{board.games[s]}</small> : null}
    </span>
  );
  return (
    <span className="score" data-testid="live-score">
      {side('home')}
      {side('away')}
    </span>
  );
}

export const LiveRow = memo(function LiveRow({ matchId, selected, onOpen }: { matchId: string; selected: boolean; onOpen: (id: string) => void }) {
  const board = useLiveScoreboard(matchId);
  const m = useRow('matches', matchId);
  if (!board) {
    return null;
  }
  const sportId = board.sport_id;
  const home = m.home_name || board.match?.home_team || '';
  const away = m.away_name || board.match?.away_team || '';
  return (
    <Row data-testid="live-row" data-match-id={matchId} data-sport-id={sportId} aria-current={selected || undefined}>
      <Open type="button" onClick={() => onOpen(matchId)} data-testid="live-open">
        <LiveClock sportId={sportId} board={board} />
        <span className="teams">
          <div>
            <span data-testid="home-team">{home}</span>
            <RedCards count={board.red_cards.home} />
          </div>
          <div>
            <span data-testid="away-team">{away}</span>
            <RedCards count={board.red_cards.away} />
          </div>
        </span>
        <Score sportId={sportId} board={board} />
      </Open>
      <LiveOdds marketRow={m.main_market ?? ''} />
    </Row>
  );
});
