// Which football legs a match has already decided while it is played (issue 32: a market settles as soon as it is
// decided — over 2.5 at the third goal, both teams to score at the second side's first goal, the Nth goal when it
// is scored, and 'no Nth goal' at the final whistle — and a ticket settles when its last leg is decided, not at the final whistle). Only what no later
// event can change counts: goals are never taken back, so a total passed is won for good; anything that depends on
// the final score (1X2, handicaps, odd/even, an under) is null here and graded on the result (tickets/results.ts).
import type { LegStatus } from '../../../domain/settlement.ts';
import type { LiveState } from './timeline.ts';

export interface LiveLeg {
  marketId: string;
  specifier: string;
  outcomeId: string;
}

const OVER = '12';
const UNDER = '13';

/** A number named in the specifier ('total=2.5', 'goalnr=3'), or null. */
function specValue(specifier: string, key: string): number | null {
  const m = new RegExp(`(?:^|\\|)${key}=(-?\\d+(?:\\.\\d+)?)(?:\\||$)`).exec(specifier);
  return m ? Number(m[1]) : null;
}

/** Over/under once the count has passed the line: over won, under lost; before that, nothing is decided. */
function passedLine(count: number, line: number | null, outcomeId: string): LegStatus | null {
  if (line === null || count <= line) {
    return null;
  }
  return outcomeId === OVER ? 'WON' : outcomeId === UNDER ? 'LOST' : null;
}

/** The leg's status if the state has decided it for good, else null. */
export function decidedFootball(leg: LiveLeg, s: LiveState): LegStatus | null {
  const home = s.home.score;
  const away = s.away.score;
  switch (leg.marketId) {
    case '18':
      return passedLine(home + away, specValue(leg.specifier, 'total'), leg.outcomeId);
    case '19':
      return passedLine(home, specValue(leg.specifier, 'total'), leg.outcomeId);
    case '20':
      return passedLine(away, specValue(leg.specifier, 'total'), leg.outcomeId);
    case '29':
      if (home > 0 && away > 0) {
        return leg.outcomeId === '74' ? 'WON' : leg.outcomeId === '76' ? 'LOST' : null;
      }
      return null;
    case '21': {
      // Exact goals: a count already passed has lost; '6+' has won at the sixth goal.
      const total = home + away;
      if (leg.outcomeId === '6+') {
        return total >= 6 ? 'WON' : null;
      }
      const n = Number(leg.outcomeId);
      return Number.isInteger(n) && total > n ? 'LOST' : null;
    }
    case '8': {
      const n = specValue(leg.specifier, 'goalnr');
      if (n === null || !Number.isInteger(n) || n < 1) {
        return null;
      }
      const scorer = s.goals[n - 1];
      if (scorer === undefined) {
        // No Nth goal: 'none' has won once the match is over, and not before.
        return s.phase === 'ended' ? (leg.outcomeId === '7' ? 'WON' : 'LOST') : null;
      }
      const winner = scorer === 'home' ? '6' : '8';
      return leg.outcomeId === winner ? 'WON' : 'LOST';
    }
    default:
      return null;
  }
}
