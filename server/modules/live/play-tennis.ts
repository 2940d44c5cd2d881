// The embedded tennis engine: lays out a match's timeline from the set scores settlement already drew, so the games
// players watch are the games that settle. Each set is a legal order of games that ends exactly at its score: no
// prefix of a set is already a finished set (6 with a 2-game lead, or 7), so a live "set winner" price never sees a
// set that should have ended. Games take 3 to 6 min each, sets are 2 min apart, and the clock is real time since the
// first serve (clock = at); a match that would last over TENNIS_MAX_MS is played faster to fit. Pure: all chance
// comes from `rand`.
import { shuffled } from '../catalog/feed/rng.ts';
import type { LiveEvent, Side, Timeline } from './timeline.ts';

type SetScore = { home: number; away: number };

const MINUTE = 60_000;
const GAME_MIN_MS = 3 * MINUTE;
const GAME_MAX_MS = 6 * MINUTE;
const SET_BREAK_MS = 2 * MINUTE;
/**
 * A demo match ends this long after its first serve at the latest: the catalogue ends a match, and settles it, 2 h
 * after kick-off (catalog/status.ts SETTLE_AFTER_MS), so a long three-setter is played faster rather than cut off.
 */
export const TENNIS_MAX_MS = 110 * MINUTE;

const other = (s: Side): Side => (s === 'home' ? 'away' : 'home');
const repeat = (s: Side, n: number): Side[] => Array.from({ length: n }, () => s);

/** Whether games `w`-`l` (w ≥ l) is a set tennis can end on: 6-0 to 6-4, 7-5, or 7-6 after a tie-break. */
function isFinalSetScore(w: number, l: number): boolean {
  return (w === 6 && l <= 4) || (w === 7 && (l === 5 || l === 6));
}

/**
 * The winners of a set's games in order. The set's last game is always the winner's, and until then the winner
 * stays at 5 or below (6-x) or the score at 6-5 / 6-6 at most (7-x), so no earlier point of the set is a finished set.
 */
function setGames(s: SetScore, index: number, rand: () => number): Side[] {
  const okNumbers = Number.isInteger(s.home) && Number.isInteger(s.away) && s.home >= 0 && s.away >= 0;
  const winner: Side = s.home > s.away ? 'home' : 'away';
  const w = Math.max(s.home, s.away);
  const l = Math.min(s.home, s.away);
  if (!okNumbers || !isFinalSetScore(w, l)) {
    throw new Error(`tennis: set ${index + 1} (${s.home}-${s.away}) is not a score a tennis set ends on`);
  }
  const loser = other(winner);
  if (w === 6) {
    return [...shuffled([...repeat(winner, 5), ...repeat(loser, l)], rand), winner];
  }
  const toFiveAll = shuffled([...repeat(winner, 5), ...repeat(loser, 5)], rand);
  if (l === 5) {
    return [...toFiveAll, winner, winner];
  }
  // 7-6: 6-5 either way, then 6-6, then the tie-break (played as one game here) to the set winner.
  const sixAll: Side[] = rand() < 0.5 ? [winner, loser] : [loser, winner];
  return [...toFiveAll, ...sixAll, winner];
}

export function playTennis(result: { sets: SetScore[] }, rand: () => number): Timeline {
  if (result.sets.length === 0) {
    throw new Error('tennis: a match needs at least one set');
  }
  // Every set is checked before anything is laid out, so a bad result fails whole and names its first bad set.
  const sets = result.sets.map((s, i) => setGames(s, i, rand));

  const events: LiveEvent[] = [];
  const push = (e: Omit<LiveEvent, 'seq' | 'clock' | 'points'>) => events.push({ seq: events.length + 1, clock: e.at, points: 1, ...e });
  let at = 0;
  sets.forEach((games, i) => {
    const period = i + 1;
    if (i > 0) {
      at += SET_BREAK_MS;
    }
    push({ at, kind: 'period_start', side: null, period });
    for (const side of games) {
      // Each game is logged when it is won, at least 3 min after the one before: `at` strictly increases.
      at += GAME_MIN_MS + Math.min(GAME_MAX_MS - GAME_MIN_MS, Math.floor(rand() * (GAME_MAX_MS - GAME_MIN_MS + 1)));
      push({ at, kind: 'game', side, period });
    }
    // The set ends with its last game (same instant): no instant shows the set's score still open.
    push({ at, kind: 'period_end', side: null, period });
  });
  push({ at, kind: 'match_end', side: null, period: sets.length });
  if (at <= TENNIS_MAX_MS) {
    return { sport: 'tennis', events, endsAt: at };
  }
  // Games are at least 3 min apart, so scaled by at most ~2 they stay minutes apart and in the same order.
  const scale = (t: number): number => Math.floor((t * TENNIS_MAX_MS) / at);
  return { sport: 'tennis', events: events.map((e) => ({ ...e, at: scale(e.at), clock: scale(e.clock) })), endsAt: TENNIS_MAX_MS };
}
