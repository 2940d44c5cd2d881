// Results and grading of the set sports, drawn from the feed's own per-set win probability: tennis (best of
// three, each set's games around the feed's expected games per set) and volleyball (best of five, rally
// points per set: 25, or 15 in a fifth set, won by two). Sets are independent, as the pricer assumes.
// Graded: 186 winner, 199 correct score in sets, 204 first set winner, 188 set handicap, 202 total sets,
// and for tennis 189 total games and 187 game handicap. Whole-line pushes are VOID.
import type { LegStatus } from '../../../domain/settlement.ts';
import { handicap, normalDraw, overUnder, pick, specValue, winner, won, type LegPick, type Score } from './results-lines.ts';

export interface SetsResult {
  kind: 'tennis' | 'volleyball';
  sets: Score[];
}

/** Tennis set scores by their games: 6-0 … 6-4, 7-5, 7-6. */
const TENNIS_SETS: ReadonlyArray<readonly [number, number]> = [
  [6, 0],
  [6, 1],
  [6, 2],
  [6, 3],
  [6, 4],
  [7, 5],
  [7, 6],
];

function tennisSet(homeWins: boolean, gamesPerSet: number, rand: () => number): Score {
  const target = gamesPerSet + 2 * normalDraw(rand);
  let best = TENNIS_SETS[0] ?? [6, 0];
  for (const s of TENNIS_SETS) {
    if (Math.abs(s[0] + s[1] - target) < Math.abs(best[0] + best[1] - target)) {
      best = s;
    }
  }
  return homeWins ? { home: best[0], away: best[1] } : { home: best[1], away: best[0] };
}

function volleyballSet(homeWins: boolean, deciding: boolean, rand: () => number): Score {
  const to = deciding ? 15 : 25;
  const loser = Math.floor(rand() * (to - 6)) + 5 + (rand() < 0.2 ? Math.floor(rand() * 6) : 0);
  const winning = Math.max(to, loser + 2);
  return homeWins ? { home: winning, away: loser } : { home: loser, away: winning };
}

/** Sets until one side has `toWin`, each won by the home side with probability setProb. */
function playSets(toWin: number, setProb: number, rand: () => number, score: (homeWins: boolean, index: number) => Score): Score[] {
  const sets: Score[] = [];
  let h = 0;
  let a = 0;
  while (h < toWin && a < toWin) {
    const homeWins = rand() < setProb;
    sets.push(score(homeWins, sets.length));
    h += homeWins ? 1 : 0;
    a += homeWins ? 0 : 1;
  }
  return sets;
}

export function drawTennis(setProb: number, gamesPerSet: number, rand: () => number): SetsResult {
  return { kind: 'tennis', sets: playSets(2, setProb, rand, (homeWins) => tennisSet(homeWins, gamesPerSet, rand)) };
}

export function drawVolleyball(setProb: number, rand: () => number): SetsResult {
  return { kind: 'volleyball', sets: playSets(3, setProb, rand, (homeWins, i) => volleyballSet(homeWins, i === 4, rand)) };
}

/** Sets won by each side. */
function setsWon(r: SetsResult): Score {
  return {
    home: r.sets.filter((s) => s.home > s.away).length,
    away: r.sets.filter((s) => s.away > s.home).length,
  };
}

export function gradeSets(r: SetsResult, leg: LegPick): LegStatus {
  const o = leg.outcome_id;
  const sets = setsWon(r);
  const games = r.sets.reduce((sum, s) => ({ home: sum.home + s.home, away: sum.away + s.away }), { home: 0, away: 0 });
  const first = r.sets[0];
  switch (leg.market_id) {
    case '186':
      return winner(o, sets);
    case '199':
      return /^\d+:\d+$/.test(o) ? won(o === `${sets.home}:${sets.away}`) : 'VOID';
    case '204':
      return first === undefined ? 'VOID' : pick(o, { '1': won(first.home > first.away), '2': won(first.away > first.home) });
    case '188':
      return handicap(o, sets.home - sets.away, specValue(leg.specifier, 'hcp'));
    case '202':
      return overUnder(o, sets.home + sets.away, specValue(leg.specifier, 'total'));
    case '189':
      return r.kind === 'tennis' ? overUnder(o, games.home + games.away, specValue(leg.specifier, 'total')) : 'VOID';
    case '187':
      return r.kind === 'tennis' ? handicap(o, games.home - games.away, specValue(leg.specifier, 'hcp')) : 'VOID';
    default:
      return 'VOID';
  }
}
