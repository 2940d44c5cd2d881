// The in-play book (issue 32): what a match being played offers at an instant — its whole-match markets priced from
// the state (price-*.ts, with the prematch margins) — and whether they take bets now. Pure: no clock, no I/O.
// Markets close (suspend) at danger moments: for SUSPEND_AFTER_MOMENT_MS after a goal, a penalty or a red card
// (the write that stores the moment suspends them at once: store.ts), and for the last PERIOD_END_MS of each
// period's regulation time while it is played (football's 45th and 90th minute — added time is open, its length
// is the referee's — and the end of every basketball quarter), when a price is about to jump. Before kick-off and
// after the final whistle the book is closed; a break (half-time, between quarters or sets) keeps it open.
import type { MarketDef } from '../catalog/feed/types.ts';
import { modelOf, type ResultMatch } from '../tickets/results.ts';
import { HALF_MS } from './play-football.ts';
import { priceBasketballLive } from './price-basketball.ts';
import { priceFootballLive } from './price-football.ts';
import { priceTennisLive } from './price-tennis.ts';
import { basketballFormatOf, LIVE_SPORTS } from './sports.ts';
import type { LiveEvent, LiveState } from './timeline.ts';

export const SUSPEND_AFTER_MOMENT_MS = 5_000;
export const PERIOD_END_MS = 30_000;
/** The moments that suspend a match's markets (store.ts suspends them in the write that stores one). */
export const DANGER_MOMENTS: ReadonlySet<string> = new Set(['goal', 'penalty', 'red_card']);

export interface BookMatch extends ResultMatch {
  start_time: Date;
}

/** The match's whole-match markets at this state, priced ([] for a sport or model without an in-play pricer). */
export function liveMarketsOf(match: BookMatch, s: LiveState): MarketDef[] {
  const sport = LIVE_SPORTS[match.sport_id];
  const model = modelOf(match);
  if (sport === 'football' && model?.kind === 'football') {
    return priceFootballLive({ lh: model.lh, la: model.la }, s);
  }
  if (sport === 'basketball' && model?.kind === 'points') {
    return priceBasketballLive(model, basketballFormatOf(match.tournament_id), s);
  }
  if (sport === 'tennis' && model?.kind === 'tennis') {
    return priceTennisLive(model, s);
  }
  return [];
}

/** Whether the book takes bets now, and if not, when it re-opens by itself (null: not before another event). */
export type BookOpening = { open: true } | { open: false; reopensAtMs: number | null };

/** The regulation end of the period being played on the game clock (ms), or null when the sport has none. */
function periodEndClock(match: BookMatch, s: LiveState): number | null {
  const sport = LIVE_SPORTS[match.sport_id];
  if (sport === 'football' && s.period >= 1 && s.period <= 2) {
    return s.period * HALF_MS;
  }
  if (sport === 'basketball' && s.period >= 1) {
    const f = basketballFormatOf(match.tournament_id);
    return s.period <= f.quarters ? s.period * f.quarterMs : null;
  }
  return null;
}

/**
 * The book's opening at `nowMs` for a match in state `s` (its clock at now) with its stored `events` (ordered):
 * closed before the first period and after the final whistle, suspended after a danger moment and at a period's end.
 */
export function bookOpening(match: BookMatch, s: LiveState, events: readonly LiveEvent[], nowMs: number): BookOpening {
  if (s.phase === 'not_started' || s.phase === 'ended') {
    return { open: false, reopensAtMs: null };
  }
  const start = match.start_time.getTime();
  let lastDanger: LiveEvent | undefined;
  for (const e of events) {
    if (start + e.at <= nowMs && DANGER_MOMENTS.has(e.kind)) {
      lastDanger = e;
    }
  }
  let reopensAtMs = lastDanger === undefined ? nowMs : start + lastDanger.at + SUSPEND_AFTER_MOMENT_MS;
  const end = s.phase === 'playing' ? periodEndClock(match, s) : null;
  if (end !== null && s.clock < end && end - s.clock <= PERIOD_END_MS) {
    reopensAtMs = Math.max(reopensAtMs, nowMs + (end - s.clock));
  }
  return reopensAtMs > nowMs ? { open: false, reopensAtMs } : { open: true };
}
