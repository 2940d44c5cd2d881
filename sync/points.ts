// Points betting (spec §3/§5/§8): the merchant's betting config as a cached resource and the slip's points
// figures and checks (domain/points-rules.ts: a broken rule is a code with its values, translated by the UI). A
// points ticket {user_id, stake, selections} is placed by the ticket command (sync/tickets.ts).
import { GetBettingConfig } from '../schema/endpoints/reads.ts';
import { checkPointsBet, type PointsConfig, type PointsRule } from '../domain/points-rules.ts';
import { toCents } from '../domain/money.ts';
import type { ResourceDef } from './resources.ts';
import { readOf, type SuccessOf } from './declared.ts';

/** The config changes rarely; ours, the spec names no TTL for it. */
const CONFIG_TTL = 5 * 60_000;

export function bettingConfigResource(merchantId: string): ResourceDef {
  const def: ResourceDef<SuccessOf<typeof GetBettingConfig>> = {
    key: 'betting-config',
    ttl: CONFIG_TTL,
    ...readOf(GetBettingConfig),
    query: { merchant_id: merchantId },
    failureCode: 'BETTING_CONFIG_FAILED',
    toEvent: (d) => ({ type: 'v1.BettingConfigLoaded', payload: { key: 'betting-config', config: d.data } }),
  };
  return def as unknown as ResourceDef;
}

export type SlipPointsConfig = PointsConfig;

export interface PointsFigures {
  /** The stake in points after the rules (the maximum, or the payout-limit adjustment). */
  stake: number;
  /** stake × rate, in ETB cents (spec §5). */
  potentialWinCents: number;
  /** The first rule broken (code, values, English text), null when the bet may go ahead. */
  error: PointsRule | null;
  /** The payout-limit adjustment (POINTS_STAKE_ADJUSTED), null when none. */
  notice: PointsRule | null;
}

/** Empty or zero counts as 10 points, as for money (spec §4 'Stake defaults to 10'). */
export function pointsStake(input: string): number {
  const n = Number(input.replace(',', '.'));
  return Number.isFinite(n) && n > 0 ? Math.round(n * 100) / 100 : 10;
}

export function pointsFigures(config: SlipPointsConfig | null, odds: readonly number[], stakeInput: string): PointsFigures {
  const checked = checkPointsBet(config, pointsStake(stakeInput), odds);
  const rate = config?.points_to_money_rate ?? 0;
  return { stake: checked.stake, potentialWinCents: toCents(checked.stake * rate), error: checked.error, notice: checked.notice };
}
