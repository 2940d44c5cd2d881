// In-play tennis prices from the match state (issue 32): the match winner (186) and the score in sets (199), best of
// three as the engine and settlement play it. The prematch book (catalog/feed/pricing-sets.ts priceTennis) treats
// sets as independent, each the first-named player's with probability setProb. In play the current set is under way,
// so it is priced game by game: each game is home's with one probability g (serve is not modelled), a set is 6 games
// with a 2-game lead, 7-5, or a tie-break at 6:6 that is home's with probability setProb. g is solved (bisection) so
// that the set from 0:0 is home's with probability setProb exactly: the live book at the first serve is then the
// prematch book price for price, and a set to come is priced the same before and during the match. The sets still to
// play after the current one are setProb each. Margins are priceTennis' own; a market with an outcome the state has
// already decided (a set score that can no longer happen) is left out, as football's are, and [] once it is over.
import { GROUPS, market, withPriorities, type UnrankedMarket } from '../catalog/feed/margin.ts';
import { winner } from '../catalog/feed/pricing-sets.ts';
import type { MarketDef } from '../catalog/feed/types.ts';
import type { LiveState } from './timeline.ts';

export interface TennisLiveModel {
  setProb: number;
  gamesPerSet: number;
}

/** Sets needed to win the match (best of three). */
export const SETS_TO_WIN = 2;
const SET_GAMES = 6;
const SET_SCORES = ['2:0', '2:1', '1:2', '0:2'] as const;

/**
 * P(home wins the set from games h:a) when every game is home's with probability g and the tie-break at 6:6 with
 * probability tieBreak. Backwards over the 8×8 grid of game scores (a set never goes past 7).
 */
export function setFromGames(g: number, tieBreak: number, h: number, a: number): number {
  const end = SET_GAMES + 1;
  const p: number[][] = Array.from({ length: end + 1 }, () => new Array<number>(end + 1).fill(0));
  const at = (x: number, y: number): number => p[x]?.[y] ?? 0;
  for (let x = end; x >= 0; x--) {
    for (let y = end; y >= 0; y--) {
      const row = p[x] ?? [];
      if (x === end || (x >= SET_GAMES && x - y >= 2)) {
        row[y] = 1;
      } else if (y === end || (y >= SET_GAMES && y - x >= 2)) {
        row[y] = 0;
      } else if (x === SET_GAMES && y === SET_GAMES) {
        row[y] = tieBreak;
      } else {
        row[y] = g * at(x + 1, y) + (1 - g) * at(x, y + 1);
      }
    }
  }
  return at(Math.min(h, end), Math.min(a, end));
}

/** The per-game probability g with setFromGames(g, setProb, 0, 0) = setProb, by bisection (it rises with g). */
export function gameProbFor(setProb: number): number {
  let lo = 0;
  let hi = 1;
  // 60 halvings take the bracket below a double's resolution around g, so P(set) is setProb to ~1e-15.
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (setFromGames(mid, setProb, 0, 0) < setProb) {
      lo = mid;
    } else {
      hi = mid;
    }
  }
  return (lo + hi) / 2;
}

/** P(final score in sets) from sets won h:a, the current set home's with probability current, later ones setProb. */
function setScoreProbs(h: number, a: number, current: number, setProb: number): Map<string, number> {
  const out = new Map<string, number>();
  const go = (x: number, y: number, p: number, pSet: number): void => {
    if (x >= SETS_TO_WIN || y >= SETS_TO_WIN) {
      const key = `${x}:${y}`;
      out.set(key, (out.get(key) ?? 0) + p);
      return;
    }
    go(x + 1, y, p * pSet, setProb);
    go(x, y + 1, p * (1 - pSet), setProb);
  };
  go(h, a, 1, current);
  return out;
}

/** The whole-match markets still open at this state, priced; [] once the match is over. */
export function priceTennisLive(model: TennisLiveModel, s: LiveState): MarketDef[] {
  const sh = s.home.score;
  const sa = s.away.score;
  if (s.phase === 'ended' || sh >= SETS_TO_WIN || sa >= SETS_TO_WIN) {
    return [];
  }
  const g = gameProbFor(model.setProb);
  const current = setFromGames(g, model.setProb, s.home.games, s.away.games);
  const dist = setScoreProbs(sh, sa, current, model.setProb);
  const p = (key: string): number => dist.get(key) ?? 0;
  const markets: UnrankedMarket[] = [winner(p('2:0') + p('2:1'))];
  // A set score already out of reach is a decided (lost) outcome: the market is graded, not offered.
  if (SET_SCORES.every((k) => dist.has(k))) {
    markets.push(
      market(
        { marketId: '199', name: 'Correct Score', group: GROUPS.sets, margin: 0.08 },
        SET_SCORES.map((k) => ({ id: k, name: k, p: p(k) })),
      ),
    );
  }
  return withPriorities(markets);
}
