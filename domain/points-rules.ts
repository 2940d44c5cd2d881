// Points betting rules of spec §5 with their texts. Every check passes when points betting is disabled
// or the config is not loaded. A stake above the maximum is set to the maximum; a stake whose potential
// win (stake × rate, as the spec states it) exceeds the maximum potential win is set to floor(max / rate).

export interface PointsConfig {
  points_betting_enabled: boolean;
  points_to_money_rate: number;
  points_min_stake: number;
  points_max_stake: number;
  points_max_selections: number;
  /** The reference server's minimum leg count (spec §9 promo: 5 to 20 matches); absent means no minimum. */
  points_min_selections?: number;
  points_min_odds_per_selection: number;
  points_min_total_odds: number;
  points_max_total_odds: number;
  points_max_potential_win: number;
}

export interface PointsCheck {
  /** The stake to use: the input, or the adjusted one. */
  stake: number;
  /** The first failure text, '' when the bet may go ahead. */
  error: string;
  /** An adjustment the player should read, '' when none. */
  notice: string;
}

const fmt = (n: number): string => String(Number(n.toFixed(2)));

export function checkPointsBet(config: PointsConfig | null, stake: number, odds: readonly number[]): PointsCheck {
  if (!config || !config.points_betting_enabled) {
    return { stake, error: '', notice: '' };
  }
  if (stake > config.points_max_stake) {
    return { stake: config.points_max_stake, error: `Maximum stake is ${fmt(config.points_max_stake)} points`, notice: '' };
  }
  if (stake < config.points_min_stake) {
    return { stake, error: `Minimum stake is ${fmt(config.points_min_stake)} points`, notice: '' };
  }
  if (odds.length > config.points_max_selections) {
    return { stake, error: `Maximum ${config.points_max_selections} selections allowed`, notice: '' };
  }
  if (config.points_min_selections !== undefined && odds.length < config.points_min_selections) {
    return { stake, error: `Minimum ${config.points_min_selections} selections required`, notice: '' };
  }
  const low = odds.findIndex((o) => o < config.points_min_odds_per_selection);
  if (low >= 0) {
    return { stake, error: `Selection ${low + 1}: Minimum odds is ${fmt(config.points_min_odds_per_selection)}`, notice: '' };
  }
  const total = odds.reduce((p, o) => p * o, 1);
  if (total < config.points_min_total_odds) {
    return { stake, error: `Minimum total odds is ${fmt(config.points_min_total_odds)}`, notice: '' };
  }
  if (total > config.points_max_total_odds) {
    return { stake, error: `Maximum total odds is ${fmt(config.points_max_total_odds)}`, notice: '' };
  }
  if (config.points_to_money_rate > 0 && stake * config.points_to_money_rate > config.points_max_potential_win) {
    const adjusted = Math.floor(config.points_max_potential_win / config.points_to_money_rate);
    return { stake: adjusted, error: '', notice: `Stake adjusted to ${adjusted} points to comply with maximum payout limits.` };
  }
  return { stake, error: '', notice: '' };
}
