// A match as it is played: the timeline of its events, in real time from kick-off, and the state at any instant.
// The embedded engine (play-*.ts) lays a timeline out from the match's final result, drawn as settlement draws it
// (tickets/results.ts, keyed by the server's secret seed), so the score a player watches is the score that settles;
// a real feed (POST /api/admin/v1/feed/live) writes the same events one by one. Invariants: events are in time
// order with increasing seq; the state at an instant depends only on the events before it (no future leaks into a
// price); the state after the last event is the final result.

export type Side = 'home' | 'away';
export type LiveSport = 'football' | 'basketball' | 'tennis';

export type LiveEventKind =
  /** A period starts (football half, basketball quarter, tennis set); `period` is its number from 1. */
  | 'period_start'
  /** A period ends (half-time, end of a quarter, a set won); the last one ends the match. */
  | 'period_end'
  | 'goal'
  /** A penalty is given (football): a danger moment; a goal may follow it. */
  | 'penalty'
  | 'yellow_card'
  | 'red_card'
  | 'corner'
  | 'shot'
  | 'dangerous_attack'
  /** Points scored (basketball: 1, 2 or 3). */
  | 'score'
  /** A game won (tennis); `points` is 1. */
  | 'game'
  /** The final whistle: always the last event, right after the last period's end. */
  | 'match_end';

export interface LiveEvent {
  /** Order within the match, from 1. */
  seq: number;
  /** Real time since kick-off (ms). */
  at: number;
  kind: LiveEventKind;
  side: Side | null;
  /** The period the event happens in, from 1. */
  period: number;
  /** The match clock at the event (ms): football counts on across halves (45:00 at the second kick-off). */
  clock: number;
  /** Points of a 'score' event (basketball), 1 for a goal or a game. */
  points: number;
}

export interface Timeline {
  sport: LiveSport;
  events: readonly LiveEvent[];
  /** Real time from kick-off to the final whistle (ms). */
  endsAt: number;
}

export interface SideStats {
  /** Goals, points, or (tennis) sets won. */
  score: number;
  yellowCards: number;
  redCards: number;
  corners: number;
  shots: number;
  dangerousAttacks: number;
  /** Tennis: games won in the current set. */
  games: number;
}

export type Phase = 'not_started' | 'playing' | 'break' | 'ended';

export interface LiveState {
  sport: LiveSport;
  phase: Phase;
  /** The period being played, or the last one played during a break (0 before kick-off). */
  period: number;
  /** The match clock (ms) at the instant asked. */
  clock: number;
  home: SideStats;
  away: SideStats;
  /** Tennis: each finished set's games; football: the half-time score once the first half is over. */
  periods: readonly { home: number; away: number }[];
  /** Football: who scored each goal, in order (the next-goal markets are graded on it). */
  goals: readonly Side[];
  /** seq of the last event taken in (0: none). */
  seq: number;
}

const emptySide = (): SideStats => ({ score: 0, yellowCards: 0, redCards: 0, corners: 0, shots: 0, dangerousAttacks: 0, games: 0 });

/** Applies one event to a state (a new state; the old one is untouched). */
export function applyEvent(s: LiveState, e: LiveEvent): LiveState {
  const home = { ...s.home };
  const away = { ...s.away };
  const side = e.side === 'home' ? home : e.side === 'away' ? away : null;
  let { phase, periods, goals } = s;
  switch (e.kind) {
    case 'period_start':
      phase = 'playing';
      break;
    case 'period_end':
      phase = 'break';
      periods = [...periods, s.sport === 'tennis' ? { home: home.games, away: away.games } : { home: home.score, away: away.score }];
      if (s.sport === 'tennis') {
        // A tennis side's score is its sets won.
        if (home.games !== away.games) {
          (home.games > away.games ? home : away).score += 1;
        }
        home.games = 0;
        away.games = 0;
      }
      break;
    case 'goal':
    case 'score':
      if (side) {
        side.score += e.points;
        if (e.kind === 'goal' && e.side) {
          side.shots += 1;
          goals = [...goals, e.side];
        }
      }
      break;
    case 'game':
      if (side) {
        side.games += 1;
      }
      break;
    case 'yellow_card':
      if (side) side.yellowCards += 1;
      break;
    case 'red_card':
      if (side) side.redCards += 1;
      break;
    case 'corner':
      if (side) side.corners += 1;
      break;
    case 'shot':
      if (side) side.shots += 1;
      break;
    case 'dangerous_attack':
      if (side) side.dangerousAttacks += 1;
      break;
    case 'match_end':
      phase = 'ended';
      break;
    case 'penalty':
      break;
  }
  return { ...s, phase, periods, goals, period: e.period, clock: e.clock, home, away, seq: e.seq };
}

/**
 * The state at `at` ms after kick-off: the events up to that instant, and the clock run on from the last one while
 * a period is being played (it stands still in a break and after the end).
 */
export function stateAt(t: Timeline, at: number): LiveState {
  let s = initialState(t.sport);
  let last: LiveEvent | null = null;
  for (const e of t.events) {
    if (e.at > at) {
      break;
    }
    s = applyEvent(s, e);
    last = e;
  }
  if (last !== null && s.phase === 'playing') {
    s = { ...s, clock: last.clock + (at - last.at) };
  }
  return s;
}

export function initialState(sport: LiveSport): LiveState {
  return { sport, phase: 'not_started', period: 0, clock: 0, home: emptySide(), away: emptySide(), periods: [], goals: [], seq: 0 };
}
