// What the Live screens say of a match's time, pure (the caller passes the instant and the translator): the clock of
// a row and the scoreboard (football's minute with added time, '67'' or '45+2'', 'HT' at half-time; a basketball
// quarter 'Q3' or 'OT'; a tennis set 'Set 2'; 'FT' once over), a period's name in the timeline, and a moment's
// minute. Football counts its clock on across halves (45:00 at the second kick-off), as the server sends it.
import { liveMinute, type LiveBoard, type LiveMoment } from '../../../sync/read/live.ts';
import type { Translate } from '../../i18n/translate.ts';

export const FOOTBALL = '1';
const BASKETBALL = '2';
const TENNIS = '5';
/** Basketball's regular quarters; a period after them is overtime. */
const QUARTERS = 4;

type Board = Pick<LiveBoard, 'phase' | 'period' | 'clock_ms' | 'clock_running' | 'clock_at'>;

/** Football's minute at `now`: '67'', '45+2''. */
function footballMinute(board: Board, now: number): string {
  const { minute, added } = liveMinute(board, now);
  return added > 0 ? `${minute}+${added}'` : `${minute}'`;
}

/** A period's name: a half, a quarter (or overtime), a set; `Q3`-style for any other sport. */
function periodName(sportId: string, period: number, t: Translate): string {
  if (sportId === FOOTBALL) {
    return period === 1 ? t('live.half1') : period === 2 ? t('live.half2') : t('live.extraTime');
  }
  if (sportId === TENNIS) {
    return t('live.set', { n: period });
  }
  return sportId === BASKETBALL && period > QUARTERS ? t('live.overtime') : t('live.quarter', { n: period });
}

/**
 * The clock a row shows at `now`: the minute while football is played, the period otherwise; 'HT' in the break
 * after a football first half or a basketball second quarter, 'Break' in any other break; 'FT' at the end;
 * 'Starting' before the first event (a match the list holds as kicked off but whose play has not been heard yet).
 */
export function clockText(sportId: string, board: Board, t: Translate, now: number): string {
  if (board.phase === 'ended') {
    return t('live.fullTime');
  }
  if (board.phase === 'not_started' || board.period < 1) {
    return t('live.starting');
  }
  if (board.phase === 'break') {
    const half = (sportId === FOOTBALL && board.period === 1) || (sportId === BASKETBALL && board.period === 2);
    return half ? t('live.halfTime') : t('live.break');
  }
  return sportId === FOOTBALL ? footballMinute(board, now) : periodName(sportId, board.period, t);
}

/** How long until the shown minute changes (ms), or null when it does not (a break, another sport). */
export function nextTickMs(sportId: string, board: Board, now: number): number | null {
  if (sportId !== FOOTBALL || board.phase !== 'playing' || !board.clock_running) {
    return null;
  }
  const clock = board.clock_ms + Math.max(0, now - board.clock_at);
  return 60_000 - (clock % 60_000);
}

/** A moment's time in the timeline: its football minute, else its period's name. */
export function momentTime(sportId: string, m: LiveMoment, t: Translate): string {
  if (sportId !== FOOTBALL) {
    return periodName(sportId, m.period, t);
  }
  return footballMinute({ phase: 'playing', period: m.period, clock_ms: m.clock_ms, clock_running: false, clock_at: 0 }, 0);
}

/** A moment's words: its kind, and for a period's start or end the period it opens or closes. */
export function momentText(sportId: string, m: LiveMoment, t: Translate): string {
  switch (m.kind) {
    case 'goal':
      return t('live.goal');
    case 'penalty':
      return t('live.penalty');
    case 'yellow_card':
      return t('live.yellowCard');
    case 'red_card':
      return t('live.redCard');
    case 'period_start':
      return `${t('live.periodStart')} · ${periodName(sportId, m.period, t)}`;
    case 'period_end':
      return `${t('live.periodEnd')} · ${periodName(sportId, m.period, t)}`;
    default:
      return t('live.matchEnd');
  }
}
