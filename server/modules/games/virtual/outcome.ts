// Whether a selection won, from an event's stored result. Pure: settlement and the tests use the same rule.
import type { FootballResult, RaceResult } from './draw.ts';

export function footballWins(market: string, selection: string, r: FootballResult): boolean {
  switch (market) {
    case '1X2':
      return selection === (r.home > r.away ? '1' : r.home === r.away ? 'X' : '2');
    case 'OU2.5':
      return selection === (r.home + r.away > 2 ? 'over' : 'under');
    case 'BTTS':
      return selection === (r.home > 0 && r.away > 0 ? 'yes' : 'no');
    default:
      return false;
  }
}

export const raceWins = (market: string, selection: string, r: RaceResult): boolean => market === 'WIN' && selection === String(r.order[0]);

/** Payout in cents of a winning stake at odds × 100, half away from zero. */
export const payoutCents = (stakeCents: number, oddsX100: number): number => Math.round((stakeCents * oddsX100) / 100);
