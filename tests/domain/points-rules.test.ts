// The points rules of spec §5 (domain/points-rules.ts): each broken rule is a code with the numbers of its
// text and the spec's English text built from them, checked in the spec's order; the stake moves to the
// maximum, or down to floor(max win / rate) with a notice; everything passes when points betting is off.
import { describe, it, expect } from 'vitest';
import { checkPointsBet, pointsRule, POINTS_RULE_CODES, type PointsConfig } from '../../domain/points-rules.ts';

const config: PointsConfig = {
  points_betting_enabled: true,
  points_to_money_rate: 0.5,
  points_min_stake: 30,
  points_max_stake: 1_000,
  points_max_selections: 20,
  points_min_odds_per_selection: 1.45,
  points_min_total_odds: 10,
  points_max_total_odds: 2_000,
  points_max_potential_win: 400,
};
const five = [1.5, 1.6, 1.7, 1.8, 1.9];

describe('points rules (spec §5)', () => {
  it('passes everything when disabled or not loaded', () => {
    expect(checkPointsBet(null, 1, [1.01])).toEqual({ stake: 1, error: null, notice: null });
    expect(checkPointsBet({ ...config, points_betting_enabled: false }, 1, [1.01]).error).toBeNull();
  });

  it('names each broken rule by code with its numbers and the spec text, in the spec order', () => {
    expect(checkPointsBet(config, 10, five).error).toEqual({
      code: 'POINTS_MIN_STAKE',
      values: { min_stake: 30 },
      text: 'Minimum stake is 30 points',
    });
    expect(checkPointsBet(config, 5_000, five)).toEqual({
      stake: 1_000,
      notice: null,
      error: { code: 'POINTS_MAX_STAKE', values: { max_stake: 1000 }, text: 'Maximum stake is 1000 points' },
    });
    expect(checkPointsBet(config, 50, Array(21).fill(1.5)).error).toEqual({
      code: 'POINTS_MAX_SELECTIONS',
      values: { max_selections: 20 },
      text: 'Maximum 20 selections allowed',
    });
    expect(checkPointsBet({ ...config, points_min_selections: 5 }, 50, [3, 4, 5]).error).toEqual({
      code: 'POINTS_MIN_SELECTIONS',
      values: { min_selections: 5 },
      text: 'Minimum 5 selections required',
    });
    expect(checkPointsBet(config, 50, [1.5, 1.4, 2, 2, 2]).error).toEqual({
      code: 'POINTS_MIN_ODDS',
      values: { selection: 2, min_odds: 1.45 },
      text: 'Selection 2: Minimum odds is 1.45',
    });
    expect(checkPointsBet(config, 50, [1.5, 1.5, 1.5]).error).toEqual({
      code: 'POINTS_MIN_TOTAL_ODDS',
      values: { min_total_odds: 10 },
      text: 'Minimum total odds is 10',
    });
    expect(checkPointsBet(config, 50, [20, 20, 20]).error).toEqual({
      code: 'POINTS_MAX_TOTAL_ODDS',
      values: { max_total_odds: 2000 },
      text: 'Maximum total odds is 2000',
    });
  });

  it('adjusts a stake whose potential win is above the maximum, as a notice', () => {
    expect(checkPointsBet(config, 900, five)).toEqual({
      stake: 800,
      error: null,
      notice: { code: 'POINTS_STAKE_ADJUSTED', values: { stake: 800 }, text: 'Stake adjusted to 800 points to comply with maximum payout limits.' },
    });
    expect(checkPointsBet(config, 100, five)).toEqual({ stake: 100, error: null, notice: null });
  });

  it('shows figures with at most two decimals in the values and the text alike', () => {
    expect(pointsRule('POINTS_MIN_ODDS', { selection: 3, min_odds: 1.4500000001 })).toEqual({
      code: 'POINTS_MIN_ODDS',
      values: { selection: 3, min_odds: 1.45 },
      text: 'Selection 3: Minimum odds is 1.45',
    });
    expect(POINTS_RULE_CODES).toHaveLength(8);
  });
});
