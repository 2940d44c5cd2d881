// The figures a betslip slot shows (spec §2 breakdown), from its picks and the stake as typed: the
// stake rule (empty or zero counts as 10), bet type, and the exact maths of domain/bet-math.ts.
import { betBreakdown, betTypeFor, effectiveStakeCents, oddsToHundredths, type BetBreakdown, type BetType } from '../domain/bet-math.ts';

export interface SlipFigures extends BetBreakdown {
  betType: BetType;
  count: number;
}

export function slipFigures(odds: readonly number[], stakeInput: string): SlipFigures {
  return { ...betBreakdown(effectiveStakeCents(stakeInput), odds.map(oddsToHundredths)), betType: betTypeFor(odds.length), count: odds.length };
}
