// Which legs of a slip or a ticket are on a match being played, and how long the server holds a bet (or a cash-out)
// with such a leg before it answers (issue 32). A leg is live once its match's kick-off has passed (the store's
// match row when it holds one — the feed moves kick-offs — else the leg's own) and the live family has not seen the
// match end: prematch betting closes before kick-off, so a pick still offered after it is an in-play one. The delay
// is the longest of the live legs' sports', from the betting config's live_bet_delays (the store's live_delays), by
// default 6 s for football and 4 s for basketball and tennis, football's for a sport it does not name (as the server).
import type { AppStore } from '../store.ts';

/** The server's defaults (server/config-live.ts), in seconds by sport id. */
const DEFAULT_LIVE_DELAYS: Readonly<Record<string, number>> = { '1': 6, '2': 4, '5': 4 };

export interface LegMatch {
  matchId: string;
  /** The kick-off the leg knows (ms; 0 unknown). */
  startMs: number;
}

/** Whether the leg's match is being played at `nowMs`. */
export function isLiveLeg(store: AppStore, leg: LegMatch, nowMs: number): boolean {
  const start = store.getCell('matches', leg.matchId, 'start_time') || leg.startMs;
  return start > 0 && start <= nowMs && store.getCell('liveScores', leg.matchId, 'phase') !== 'ended';
}

/** Seconds the server holds a bet on these legs at `nowMs`: the longest delay of the live legs' sports; 0 for none. The
 *  config's delays are read over the defaults, as the server reads its setting. */
export function holdSecondsOf(store: AppStore, legs: readonly LegMatch[], nowMs: number): number {
  let delays: Readonly<Record<string, number>> = DEFAULT_LIVE_DELAYS;
  try {
    delays = { ...DEFAULT_LIVE_DELAYS, ...(JSON.parse(store.getValue('live_delays') || '{}') as Record<string, number>) };
  } catch {
    // not JSON: the defaults
  }
  const sport = (id: string): string => store.getCell('matches', id, 'sport_id') || store.getCell('liveScores', id, 'sport_id') || '';
  return Math.max(0, ...legs.filter((l) => isLiveLeg(store, l, nowMs)).map((l) => delays[sport(l.matchId)] ?? delays['1'] ?? 6));
}
