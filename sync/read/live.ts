// The live family's read side (issue 32): the cache keys and row ids its materializers and screens share, its two
// indexes (a match's moments by seq; the matches in play by sport, in the list's kick-off order), the pure readers a
// Live screen shows (a match's scoreboard, its moments, its stats, the matches in play grouped by sport) and the clock
// (the minute a scoreboard shows at an instant). The indexes are defined here on first use, not in createAppData:
// their definitions would otherwise ship with the home route, which never shows a live match.
import type { Infer } from 'superstruct';
import type { LiveMatchSummary } from '../../schema/endpoints/live.ts';
import type { LiveScoreboard as Scoreboard } from '../../schema/live-message.ts';
import type { AppData, AppIndexes, AppStore } from '../store.ts';

/** The cache keys of GET /api/v1/live and GET /api/v1/live/:matchId. */
export const LIVE_LIST_KEY = 'live';
export const liveMatchKey = (matchId: string): string => `live:${matchId}`;
/** The catalogue list (listItems) of the matches in play: their match rows and main markets, as the list read's
 *  `catalog` gives them. */
export const LIVE_CATALOG_LIST = 'live';
/** A moment's row id: one per match event, so a moment heard twice (socket and read) is one row. */
export const momentRowId = (matchId: string, seq: number): string => `${matchId}|${seq}`;

export const LIVE_INDEX = {
  momentsByMatch: 'liveMomentsByMatch',
  inPlayBySport: 'liveInPlayBySport',
} as const;

/** Defines the live indexes once per store (idempotent; cheap after the first call). */
export function liveIndexes(indexes: AppIndexes): AppIndexes {
  if (!indexes.hasIndex(LIVE_INDEX.momentsByMatch)) {
    indexes.setIndexDefinition(LIVE_INDEX.momentsByMatch, 'liveMoments', 'match_id', 'seq');
    // In play: listed by the last list read and not over (a match_end's LIVE_SCORE ends it before the next read).
    indexes.setIndexDefinition(
      LIVE_INDEX.inPlayBySport,
      'liveScores',
      (get) => (get('listed') === 1 && get('phase') !== 'ended' ? (get('sport_id') ?? '') : []),
      'position',
    );
  }
  return indexes;
}

type LiveScoreboard = Infer<typeof Scoreboard>;
type Score = LiveScoreboard['score'];

/** What a row shows of a match besides its scoreboard: the list read's fields. */
export type LiveMatchInfo = Pick<Infer<typeof LiveMatchSummary>, 'tournament_id' | 'tournament_name' | 'home_team' | 'away_team' | 'start_time'>;

/** A stored scoreboard: the wire's (schema/live-message.ts) with its match, the clock's instant (ms) and its seq. */
export interface LiveBoard extends LiveScoreboard {
  match_id: string;
  sport_id: string;
  /** The instant (ms) the clock read clock_ms. */
  clock_at: number;
  /** The last match event the scoreboard includes (0: none known). */
  seq: number;
  /** null when only the socket told of the match (no list or match read yet). */
  match: LiveMatchInfo | null;
}

export interface LiveMoment {
  seq: number;
  kind: string;
  side: 'home' | 'away' | null;
  period: number;
  clock_ms: number;
}

export interface LiveSideStats {
  yellow_cards: number;
  red_cards: number;
  corners: number;
  shots: number;
  dangerous_attacks: number;
  possession: number;
}

const json = <T>(text: string | undefined, fallback: T): T => {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
};

type Row = Readonly<Record<string, unknown>>;

/** A liveScores row as its scoreboard, or null for no row (a hook reads the row, then this). */
export function boardOfRow(matchId: string, r: Row): LiveBoard | null {
  if (typeof r['phase'] !== 'string' || r['phase'] === '') {
    return null;
  }
  const n = (cell: string): number => (typeof r[cell] === 'number' ? (r[cell] as number) : 0);
  const pair = (home: string, away: string): Score => ({ home: n(home), away: n(away) });
  return {
    match_id: matchId,
    sport_id: String(r['sport_id'] ?? ''),
    phase: r['phase'] as LiveBoard['phase'],
    period: n('period'),
    clock_ms: n('clock_ms'),
    clock_running: r['clock_running'] === true,
    clock_at: n('clock_at'),
    score: pair('score_home', 'score_away'),
    games: pair('games_home', 'games_away'),
    red_cards: pair('red_home', 'red_away'),
    periods: json<Score[]>(r['periods'] as string | undefined, []),
    seq: n('seq'),
    match: json<LiveMatchInfo | null>(r['match'] as string | undefined, null),
  };
}

/** A match's scoreboard, or null when the store has none. */
export const scoreboardOf = (store: AppStore, matchId: string): LiveBoard | null => boardOfRow(matchId, store.getRow('liveScores', matchId));

/** A match's moments in match order (seq). */
export function momentsOf(data: AppData, matchId: string): LiveMoment[] {
  return liveIndexes(data.indexes)
    .getSliceRowIds(LIVE_INDEX.momentsByMatch, matchId)
    .map((id) => momentOfRow(data.store.getRow('liveMoments', id)));
}

/** A liveMoments row as its moment. */
export function momentOfRow(r: Row): LiveMoment {
  const side = r['side'];
  return {
    seq: Number(r['seq'] ?? 0),
    kind: String(r['kind'] ?? ''),
    side: side === 'home' || side === 'away' ? side : null,
    period: Number(r['period'] ?? 0),
    clock_ms: Number(r['clock_ms'] ?? 0),
  };
}

/** A match's stats as its last match read answered them, or null before one. */
export function statsOf(store: AppStore, matchId: string): { home: LiveSideStats; away: LiveSideStats; at: number } | null {
  const row = store.getRow('liveStats', matchId);
  const home = json<LiveSideStats | null>(row.home, null);
  const away = json<LiveSideStats | null>(row.away, null);
  return home && away ? { home, away, at: row.at ?? 0 } : null;
}

/** The matches in play grouped by sport: each sport's match ids in the list's order, sports in the order of their
 *  first match (the list is by kick-off). */
export function inPlayBySport(data: AppData): { sportId: string; matchIds: string[] }[] {
  const indexes = liveIndexes(data.indexes);
  const position = (id: string): number => data.store.getCell('liveScores', id, 'position') ?? 0;
  return indexes
    .getSliceIds(LIVE_INDEX.inPlayBySport)
    .map((sportId) => ({ sportId, matchIds: indexes.getSliceRowIds(LIVE_INDEX.inPlayBySport, sportId) }))
    .filter((g) => g.matchIds.length > 0)
    .sort((a, b) => position(a.matchIds[0] ?? '') - position(b.matchIds[0] ?? ''));
}

type Clock = Pick<LiveBoard, 'clock_ms' | 'clock_running' | 'clock_at'>;

/** The match clock (ms) at instant `t`: clock_ms at clock_at, run on from there while running; it stands still
 *  otherwise (a break, the end), and never reads less than clock_ms (a device clock behind the server's). */
export const liveClockMs = (board: Clock, t: number): number =>
  board.clock_running ? board.clock_ms + Math.max(0, t - board.clock_at) : board.clock_ms;

/** Football's regular period (a half), the default of liveMinute. */
export const FOOTBALL_PERIOD_MS = 45 * 60_000;

/**
 * The minute a scoreboard shows at `t`, as football counts it: 1 during the first minute of play (0:00–0:59), 46 at
 * the second kick-off (its clock reads 45:00); in a period's added time the period's last regular minute and the
 * minutes added (45+2 is `{ minute: 45, added: 2 }`). 0 before kick-off. `periodMs` is one regular period.
 */
export function liveMinute(
  board: Clock & Pick<LiveBoard, 'period' | 'phase'>,
  t: number,
  periodMs = FOOTBALL_PERIOD_MS,
): { minute: number; added: number } {
  if (board.phase === 'not_started' || board.period < 1) {
    return { minute: 0, added: 0 };
  }
  const clock = liveClockMs(board, t);
  const regularEnd = board.period * periodMs;
  if (clock >= regularEnd) {
    return { minute: regularEnd / 60_000, added: Math.floor((clock - regularEnd) / 60_000) + 1 };
  }
  return { minute: Math.floor(clock / 60_000) + 1, added: 0 };
}
