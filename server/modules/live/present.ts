// A live match as players read it (schema/endpoints/live.ts): its stored events folded into a state at the server's
// now, the clock run on from the last event while a period is played, and the stats a scoreboard shows. Only stored
// events are read, and only those up to now (a feed may write an event ahead of its instant): nothing of the future.
import type { LiveEvent, LiveSport, LiveState, SideStats } from './timeline.ts';
import { stateAt } from './timeline.ts';

export interface LiveMatchRow {
  id: string;
  sport_id: string;
  tournament_id: string;
  tournament_name: string;
  home_team: string;
  away_team: string;
  start_time: Date;
}

/** The state of a match at `nowMs` from its stored events. */
export function stateNow(sport: LiveSport, events: readonly LiveEvent[], startMs: number, nowMs: number): LiveState {
  return stateAt({ sport, events, endsAt: Number.POSITIVE_INFINITY }, Math.max(0, nowMs - startMs));
}

/** The scoreboard of a state (schema/live-message.ts LiveScoreboard): what the reads and LIVE_SCORE both carry. */
export function scoreboardOf(s: LiveState) {
  return {
    phase: s.phase,
    period: s.period,
    clock_ms: s.clock,
    clock_running: s.phase === 'playing',
    score: { home: s.home.score, away: s.away.score },
    games: { home: s.home.games, away: s.away.games },
    red_cards: { home: s.home.redCards, away: s.away.redCards },
    periods: s.periods.map((p) => ({ home: p.home, away: p.away })),
  };
}

export function summaryOf(m: LiveMatchRow, s: LiveState) {
  return {
    id: m.id,
    sport_id: m.sport_id,
    tournament_id: m.tournament_id,
    tournament_name: m.tournament_name,
    home_team: m.home_team,
    away_team: m.away_team,
    start_time: m.start_time.toISOString(),
    ...scoreboardOf(s),
  };
}

function sideStats(own: SideStats, other: SideStats) {
  const attacks = own.dangerousAttacks + other.dangerousAttacks;
  return {
    yellow_cards: own.yellowCards,
    red_cards: own.redCards,
    corners: own.corners,
    shots: own.shots,
    dangerous_attacks: own.dangerousAttacks,
    possession: attacks === 0 ? 50 : Math.round((100 * own.dangerousAttacks) / attacks),
  };
}

export function statsOf(s: LiveState) {
  return { home: sideStats(s.home, s.away), away: sideStats(s.away, s.home) };
}

export function eventRowsOf(events: readonly LiveEvent[], s: LiveState) {
  return events
    .filter((e) => e.seq <= s.seq)
    .map((e) => ({ seq: e.seq, kind: e.kind, side: e.side, period: e.period, clock_ms: e.clock, points: e.points }));
}
