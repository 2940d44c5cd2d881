// A match's scoreboard on its live page (issue 32): the league, both teams with their badges and red cards, the score
// (tennis: sets, then the set's games), the clock or period, and each finished period's score (football's half-time
// score as 'HT 1:0', basketball's quarters, tennis's sets). It reads the match's own scoreboard row: a LIVE_SCORE redraws it in place.
import { useCell } from '../../data/hooks.ts';
import type { LiveBoard } from '../../../sync/read/live.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { Flag } from '../../reference/Flag.tsx';
import { TeamBadge } from '../../reference/TeamBadge.tsx';
import { leagueName } from '../../reference/league-table.ts';
import { Icon } from '../../components/icons.tsx';
import { LiveClock, RedCards } from './LiveRow.tsx';
import { FOOTBALL } from './live-text.ts';
import { Board } from './live-match-style.ts';

const TENNIS = '5';

function Team({ name, reds }: { name: string; reds: number }) {
  return (
    <span className="team">
      <TeamBadge name={name} size={40} />
      <b>{name}</b>
      <RedCards count={reds} />
    </span>
  );
}

export function Scoreboard({ matchId, board, onBack }: { matchId: string; board: LiveBoard | null; onBack?: () => void }) {
  const t = useT();
  const category = useCell('matches', matchId, 'category_name') ?? '';
  const code = useCell('matches', matchId, 'country_code') ?? '';
  const league = useCell('matches', matchId, 'tournament_name') || board?.match?.tournament_name || '';
  const home = useCell('matches', matchId, 'home_name') || board?.match?.home_team || '';
  const away = useCell('matches', matchId, 'away_name') || board?.match?.away_team || '';
  const sportId = board?.sport_id ?? '';
  const tennis = sportId === TENNIS;
  const started = board !== null && board.phase !== 'not_started';
  return (
    <Board data-testid="live-scoreboard" data-match-id={matchId}>
      <div className="top">
        {onBack ? (
          <button type="button" className="back" onClick={onBack} data-testid="live-back">
            <Icon name="back" size={18} />
            {t('express.back')}
          </button>
        ) : null}
        <span className="where">
          {category ? <Flag code={code || null} country={category} size={12} /> : null}
          <span title={league}>{leagueName(league, category)}</span>
        </span>
      </div>
      <div className="teams">
        <Team name={home} reds={board?.red_cards.home ?? 0} />
        <span className="mid">
          <span className="score" data-testid="live-board-score">
            {started && board ? `${board.score.home} : ${board.score.away}` : '– : –'}
          </span>
          {tennis && started && board && board.phase !== 'ended' ? (
            <span className="periods" data-testid="live-games">{`${t('live.games')} ${board.games.home} : ${board.games.away}`}</span>
          ) : null}
          {board ? <LiveClock sportId={sportId} board={board} /> : null}
        </span>
        <Team name={away} reds={board?.red_cards.away ?? 0} />
      </div>
      {board && board.periods.length > 0 ? (
        <div className="periods" data-testid="live-periods">
          {sportId === FOOTBALL
            ? `${t('live.halfTime')} ${board.periods[0]?.home}:${board.periods[0]?.away}`
            : board.periods.map((p) => `${p.home}:${p.away}`).join('  ·  ')}
        </div>
      ) : null}
    </Board>
  );
}
