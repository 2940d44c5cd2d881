// Materializers of the live family (issue 32): the two live reads and the two live socket messages, into tables
// liveScores (a scoreboard per match), liveMoments (row `${match}|${seq}`) and liveStats. Which scoreboard wins:
// - LIVE_SCORE carries `seq`, the last match event it includes: one with a lower seq than the stored scoreboard's
//   never replaces it (two frames crossing, a score sent before a read's answer and heard after it);
// - a match read carries its events, so its seq is its last event's: the same rule;
// - the list read carries no seq: its scoreboard (as of its `at`) replaces the stored one unless that one is stamped
//   later than `at` − LIST_READ_MARGIN_MS (the server stores an event up to one engine tick after its instant, so a
//   LIVE_SCORE stamped just before the read may hold an event the read did not); the stored seq stays.
// A moment is stored once per match and seq (socket and read may both bring it); only the kinds LIVE_EVENT carries
// (LIVE_MOMENTS) are kept from a read, so the timeline is the same whichever way it came. The list read marks its
// matches listed (in its order) and unlists the ones it no longer holds, last, in steps like every list; its
// `catalog` (the same matches in the catalogue's shape) lands as the catalogue list LIVE_CATALOG_LIST, so a Live row's
// odds are the shared match, market and outcome rows that ODDS_CHANGE moves and the slip picks from.
import type { Infer } from 'superstruct';
import type { PayloadOf } from '../../schema/event.ts';
import type { LiveMatchSummary } from '../../schema/endpoints/live.ts';
import { LIVE_MOMENTS, type LiveScoreboard } from '../../schema/live-message.ts';
import type { LiveMatchInfo } from '../read/live.ts';
import { LIVE_CATALOG_LIST, momentRowId } from '../read/live.ts';
import { replaceListSteps } from './catalog.ts';
import type { Steps } from '../families/define.ts';
import type { AppData, AppStore } from '../store.ts';

/** See the head of this file: how much older than a list read a stored scoreboard may be and still win. */
export const LIST_READ_MARGIN_MS = 2_000;
const MATCHES_PER_STEP = 50;
const MOMENT_KINDS: ReadonlySet<string> = new Set(LIVE_MOMENTS);

/** An ISO instant in ms; the event's own time when it does not parse. */
const instant = (iso: string, fallback: number): number => {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : fallback;
};

const boardCells = (b: Infer<typeof LiveScoreboard>, clockAt: number) => ({
  phase: b.phase,
  period: b.period,
  clock_ms: b.clock_ms,
  clock_running: b.clock_running,
  clock_at: clockAt,
  score_home: b.score.home,
  score_away: b.score.away,
  games_home: b.games.home,
  games_away: b.games.away,
  red_home: b.red_cards.home,
  red_away: b.red_cards.away,
  periods: JSON.stringify(b.periods),
});

const matchCells = (m: Infer<typeof LiveMatchSummary>) => {
  const info: LiveMatchInfo = {
    tournament_id: m.tournament_id,
    tournament_name: m.tournament_name,
    home_team: m.home_team,
    away_team: m.away_team,
    start_time: m.start_time,
  };
  return { sport_id: m.sport_id, match: JSON.stringify(info) };
};

export function* liveMatchesLoaded(data: AppData, p: PayloadOf<'v1.LiveMatchesLoaded'>, at: number): Steps {
  const { store } = data;
  const readAt = instant(p.at, at);
  const listed = new Set(p.matches.map((m) => m.id));
  for (let start = 0; start < p.matches.length; start += MATCHES_PER_STEP) {
    p.matches.slice(start, start + MATCHES_PER_STEP).forEach((m, i) => {
      const cells = { ...matchCells(m), listed: 1, position: start + i };
      const kept = store.hasRow('liveScores', m.id) && (store.getCell('liveScores', m.id, 'clock_at') ?? 0) > readAt - LIST_READ_MARGIN_MS;
      store.setPartialRow('liveScores', m.id, kept ? cells : { ...cells, ...boardCells(m, readAt) });
    });
    yield;
  }
  for (const id of store.getRowIds('liveScores')) {
    if (!listed.has(id) && store.getCell('liveScores', id, 'listed') === 1) {
      store.setCell('liveScores', id, 'listed', 0);
    }
  }
  yield* replaceListSteps(data, LIVE_CATALOG_LIST, p.catalog ?? []);
}

/** Writes a scoreboard unless the stored one includes a later event (a higher seq). */
function scoreboard(store: AppStore, matchId: string, seq: number, cells: ReturnType<typeof boardCells>): void {
  if (seq >= (store.getCell('liveScores', matchId, 'seq') ?? 0)) {
    store.setPartialRow('liveScores', matchId, { ...cells, seq });
  }
}

function moment(store: AppStore, matchId: string, m: { seq: number; kind: string; side: string | null; period: number; clock_ms: number }): void {
  const id = momentRowId(matchId, m.seq);
  if (!store.hasRow('liveMoments', id)) {
    store.setRow('liveMoments', id, { match_id: matchId, seq: m.seq, kind: m.kind, side: m.side ?? '', period: m.period, clock_ms: m.clock_ms });
  }
}

export function liveMatchLoaded({ store }: AppData, p: PayloadOf<'v1.LiveMatchLoaded'>, at: number): void {
  const readAt = instant(p.at, at);
  const id = p.match.id;
  store.setPartialRow('liveScores', id, matchCells(p.match));
  scoreboard(
    store,
    id,
    p.events.reduce((last, e) => Math.max(last, e.seq), 0),
    boardCells(p.match, readAt),
  );
  for (const e of p.events) {
    if (MOMENT_KINDS.has(e.kind)) {
      moment(store, id, e);
    }
  }
  store.setRow('liveStats', id, { home: JSON.stringify(p.stats.home), away: JSON.stringify(p.stats.away), at: readAt });
}

export function liveScoreReceived({ store }: AppData, p: PayloadOf<'v1.LiveScoreReceived'>, at: number): void {
  scoreboard(store, p.match_id, p.seq, boardCells(p, instant(p.at, at)));
}

export function liveEventReceived({ store }: AppData, p: PayloadOf<'v1.LiveEventReceived'>): void {
  moment(store, p.match_id, p);
}
