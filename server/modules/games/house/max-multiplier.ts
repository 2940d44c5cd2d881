// The largest multiplier each house game can pay on its stake, over every setting a player may choose (issue 28):
// the wallet caps a house round's wins at stake × this (and at the payout limit, MAX_WIN_CENTS), so a win no
// game could produce is refused even when it arrives through the wallet's own door. Derived from the games' own
// tables (domain/games), never typed in twice: a table change moves the cap with it.
import {
  CRASH_MAX_CASHOUT,
  FRUITS_LINES,
  FRUITS_PAYS,
  type HouseGameId,
  KENO_PAYTABLE,
  MINES_MAX,
  MINES_MIN,
  MINES_TILES,
  minesMultiplier,
  PLINKO_TABLES,
  WHEEL_TABLES,
} from '../../../../domain/games/index.ts';
import { MAX_WIN_CENTS } from './rounds.ts';

/** Spins a fruits round can chain at most: rounds.ts draws at most 3 × 600 floats, 3 per spin. */
const FRUITS_SPINS_BOUND = 600;

const maxOf = (values: Iterable<number>): number => Math.max(0, ...values);

function minesMax(): number {
  let best = 0;
  for (let mines = MINES_MIN; mines <= MINES_MAX; mines += 1) {
    for (let picks = 1; picks <= MINES_TILES - mines; picks += 1) {
      best = Math.max(best, minesMultiplier(mines, picks));
    }
  }
  return best;
}

const tablesMax = (tables: Readonly<Record<string, Readonly<Record<number, readonly number[]>>>>): number =>
  maxOf(Object.values(tables).flatMap((byCount) => Object.values(byCount).flat()));

/** Every line paying the best three of a kind on every spin the round can chain (a bound, not a likely round). */
const fruitsMax = (): number => ((maxOf(Object.values(FRUITS_PAYS)) * FRUITS_LINES.length) / FRUITS_LINES.length) * FRUITS_SPINS_BOUND;

export const HOUSE_MAX_MULTIPLIER: Readonly<Record<HouseGameId, number>> = {
  // A cash-out (auto or by hand) never pays above the auto cash-out, itself at most CRASH_MAX_CASHOUT.
  crash: CRASH_MAX_CASHOUT,
  keno: maxOf(Object.values(KENO_PAYTABLE).flat()),
  fruits: fruitsMax(),
  plinko: tablesMax(PLINKO_TABLES),
  mines: minesMax(),
  wheel: tablesMax(WHEEL_TABLES),
};

/** The house game's maximum multiplier by the game id a bet was taken for; 0 (no win) for anything else. */
export const houseMaxMultiplier = (gameId: string | null): number =>
  gameId !== null && Object.hasOwn(HOUSE_MAX_MULTIPLIER, gameId) ? HOUSE_MAX_MULTIPLIER[gameId as HouseGameId] : 0;

export { MAX_WIN_CENTS as HOUSE_MAX_WIN_CENTS };
