// Points betting (spec §3/§5/§8): the merchant's betting config as a cached resource, the slip's points
// figures and checks (domain/points-rules.ts), and placing a
// points ticket {user_id, stake, selections} with the player's session.
import { type, string } from 'superstruct';
import { BettingConfigResponse } from '../schema/betting-config.ts';
import type { SlipSelection } from '../schema/betslip.ts';
import { checkPointsBet, type PointsConfig } from '../domain/points-rules.ts';
import { toCents } from '../domain/money.ts';
import { ApiRequestError, type ApiClient, type SessionAuth } from './http.ts';
import type { ResourceDef } from './resources.ts';
import { PlaceBetError, refusal, wireSelections } from './tickets.ts';

/** The config changes rarely; ours, the spec names no TTL for it. */
const CONFIG_TTL = 5 * 60_000;

export function bettingConfigResource(merchantId: string): ResourceDef {
  const def: ResourceDef<BettingConfigResponse> = {
    key: 'betting-config', ttl: CONFIG_TTL, path: '/api/v1/betting-config', query: { merchant_id: merchantId },
    struct: BettingConfigResponse, failureText: 'Failed to load betting config',
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
  error: string;
  notice: string;
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

const Placed = type({ reference_id: string() });

export async function placePointsTicket(
  api: ApiClient, input: { picks: readonly SlipSelection[]; stake: number; userId: string; session: SessionAuth },
): Promise<{ reference: string }> {
  try {
    const raw = await api.request('POST', '/api/v1/tickets/points', {
      body: { user_id: input.userId, stake: input.stake, selections: wireSelections(input.picks) }, session: input.session,
    });
    const [invalid, placed] = Placed.validate(raw, { coerce: true });
    if (invalid) {
      throw new PlaceBetError('Failed to create points ticket');
    }
    return { reference: placed.reference_id };
  } catch (error) {
    if (error instanceof PlaceBetError) {
      throw error;
    }
    throw pointsRefusal(error);
  }
}

/** Spec §8 points texts by status; rule breaks and a lack of points keep the server's own words. */
function pointsRefusal(error: unknown): PlaceBetError {
  if (!(error instanceof ApiRequestError)) {
    return new PlaceBetError('Failed to create points ticket');
  }
  const own = (text: string): PlaceBetError => new PlaceBetError(text, error.code, error.status);
  if (error.status === 403) {
    return own('You do not have permission to place this bet');
  }
  if (error.status === 503) {
    return own('Validation service is currently unavailable. Please try again later');
  }
  if (error.status >= 500) {
    return own(error.code === 'DATABASE_ERROR' ? 'Database error. Please try again' : 'Internal server error. Please try again');
  }
  if (error.code === 'VALIDATION_FAILED' || error.code === 'INSUFFICIENT_BALANCE') {
    return own(error.message);
  }
  return refusal(error);
}
