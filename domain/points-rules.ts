// Points betting rules of spec §5. Every check passes when points betting is disabled or the config is not
// loaded. A stake above the maximum is set to the maximum; a stake whose potential win (stake × rate, as the
// spec states it) exceeds the maximum potential win is set to floor(max / rate). A broken rule is a code with
// the numbers of its text ({code: 'POINTS_MIN_STAKE', values: {min_stake: 30}}) plus the spec's English text
// built from them: the server answers that text with the code and values beside it, and the client translates
// by code with the values as ICU placeholders of the same names — nobody reads the English back.

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

/** Each rule's values, by the names its texts (English here, every language in the catalogues) use. */
interface RuleValues {
  POINTS_MIN_STAKE: { min_stake: number };
  POINTS_MAX_STAKE: { max_stake: number };
  POINTS_MAX_SELECTIONS: { max_selections: number };
  POINTS_MIN_SELECTIONS: { min_selections: number };
  POINTS_MIN_ODDS: { selection: number; min_odds: number };
  POINTS_MIN_TOTAL_ODDS: { min_total_odds: number };
  POINTS_MAX_TOTAL_ODDS: { max_total_odds: number };
  POINTS_STAKE_ADJUSTED: { stake: number };
}

export type PointsRuleCode = keyof RuleValues;

/** Spec §5's texts, word for word. */
const TEXTS: { [C in PointsRuleCode]: (v: RuleValues[C]) => string } = {
  POINTS_MIN_STAKE: (v) => `Minimum stake is ${v.min_stake} points`,
  POINTS_MAX_STAKE: (v) => `Maximum stake is ${v.max_stake} points`,
  POINTS_MAX_SELECTIONS: (v) => `Maximum ${v.max_selections} selections allowed`,
  POINTS_MIN_SELECTIONS: (v) => `Minimum ${v.min_selections} selections required`,
  POINTS_MIN_ODDS: (v) => `Selection ${v.selection}: Minimum odds is ${v.min_odds}`,
  POINTS_MIN_TOTAL_ODDS: (v) => `Minimum total odds is ${v.min_total_odds}`,
  POINTS_MAX_TOTAL_ODDS: (v) => `Maximum total odds is ${v.max_total_odds}`,
  POINTS_STAKE_ADJUSTED: (v) => `Stake adjusted to ${v.stake} points to comply with maximum payout limits.`,
};

export const POINTS_RULE_CODES = Object.keys(TEXTS) as PointsRuleCode[];

/** A rule's text with {name} placeholders for its values, as the endpoint declarations document it. */
export function pointsRuleTemplate(code: PointsRuleCode): string {
  const named = new Proxy({}, { get: (_target, name) => `{${String(name)}}` });
  return (TEXTS[code] as (values: unknown) => string)(named);
}

/** A broken (or adjusting) rule: its code, the numbers of its text, and the English text. */
export interface PointsRule {
  code: PointsRuleCode;
  values: Readonly<Record<string, number>>;
  text: string;
}

/** Figures as the texts show them: at most 2 decimals, no trailing zeros (1.45, 10, 2000). */
const fig = (n: number): number => Number(n.toFixed(2));

export function pointsRule<C extends PointsRuleCode>(code: C, values: RuleValues[C]): PointsRule {
  const shown = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, fig(v as number)])) as RuleValues[C];
  return { code, values: shown, text: TEXTS[code](shown) };
}

export interface PointsCheck {
  /** The stake to use: the input, or the adjusted one. */
  stake: number;
  /** The first rule broken, null when the bet may go ahead. */
  error: PointsRule | null;
  /** An adjustment the player should read (POINTS_STAKE_ADJUSTED), null when none. */
  notice: PointsRule | null;
}

function firstBroken(config: PointsConfig, stake: number, odds: readonly number[]): PointsRule | null {
  if (stake < config.points_min_stake) {
    return pointsRule('POINTS_MIN_STAKE', { min_stake: config.points_min_stake });
  }
  if (odds.length > config.points_max_selections) {
    return pointsRule('POINTS_MAX_SELECTIONS', { max_selections: config.points_max_selections });
  }
  if (config.points_min_selections !== undefined && odds.length < config.points_min_selections) {
    return pointsRule('POINTS_MIN_SELECTIONS', { min_selections: config.points_min_selections });
  }
  const low = odds.findIndex((o) => o < config.points_min_odds_per_selection);
  if (low >= 0) {
    return pointsRule('POINTS_MIN_ODDS', { selection: low + 1, min_odds: config.points_min_odds_per_selection });
  }
  const total = odds.reduce((p, o) => p * o, 1);
  if (total < config.points_min_total_odds) {
    return pointsRule('POINTS_MIN_TOTAL_ODDS', { min_total_odds: config.points_min_total_odds });
  }
  if (total > config.points_max_total_odds) {
    return pointsRule('POINTS_MAX_TOTAL_ODDS', { max_total_odds: config.points_max_total_odds });
  }
  return null;
}

export function checkPointsBet(config: PointsConfig | null, stake: number, odds: readonly number[]): PointsCheck {
  if (!config?.points_betting_enabled) {
    return { stake, error: null, notice: null };
  }
  if (stake > config.points_max_stake) {
    return { stake: config.points_max_stake, error: pointsRule('POINTS_MAX_STAKE', { max_stake: config.points_max_stake }), notice: null };
  }
  const error = firstBroken(config, stake, odds);
  if (error !== null) {
    return { stake, error, notice: null };
  }
  if (config.points_to_money_rate > 0 && stake * config.points_to_money_rate > config.points_max_potential_win) {
    const adjusted = Math.floor(config.points_max_potential_win / config.points_to_money_rate);
    return { stake: adjusted, error: null, notice: pointsRule('POINTS_STAKE_ADJUSTED', { stake: adjusted }) };
  }
  return { stake, error: null, notice: null };
}
