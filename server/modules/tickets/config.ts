// The per-merchant betting configuration (spec §3 'Betting config', demo values of spec §9) and its
// route GET /api/v1/betting-config?merchant_id= answering {success, data, error}. A merchant gets the points
// configuration its operators set on the content desk (points-config.ts), the demo values until they do
// (docs/decisions/betting-and-settlement.md); the cashback conditions are the
// merchant's own (cashback-rules.ts), so the client can say what the ladder pays.
import type { FastifyInstance } from 'fastify';
import { GetBettingConfig } from '../../../schema/endpoints/tickets.ts';
import { route } from '../../plugins/contract.ts';
import type { PointsConfig } from '../../../domain/points-rules.ts';
import type { Db } from '../../db/index.ts';
import type { CashbackRules } from '../../../domain/cashback.ts';
import { fromCents } from '../../../domain/money.ts';
import { cashbackRulesOf } from './cashback-rules.ts';
import { pointsConfigOf, storedPointsConfig } from './points-config.ts';
import type { LiveDelays } from '../../config-live.ts';
import { CASHOUT_MARGIN_PERCENT } from '../../../domain/cashout.ts';

export interface BettingConfig extends PointsConfig {
  merchant_id: string;
  points_min_selections: number;
  points_max_daily_tickets: number;
  points_max_daily_stake: number;
  points_max_daily_win: number;
  /** The cashback ladder's conditions (issue 28, cashback-rules.ts), in the wire's units (odds, ETB). */
  cashback_min_selections: number;
  cashback_min_odds_per_selection: number;
  cashback_max_stake_percent: number;
  cashback_max_per_ticket: number;
  cashback_max_per_player_day: number;
  /** Seconds a bet with an in-play leg is held, by sport id (LIVE_BET_DELAYS, issue 32). */
  live_bet_delays?: Record<string, number>;
  cashout_margin_percent?: number;
}

/** Spec §9: 5–20 matches, odds ≥ 1.45 each, total odds 10–2000, stake ≥ 30 points, 1 point = 0.1 ETB. */
export function demoConfig(merchantId: string, cashback: CashbackRules): BettingConfig {
  return {
    merchant_id: merchantId,
    points_betting_enabled: true,
    points_to_money_rate: 0.1,
    points_min_stake: 30,
    points_max_stake: 10_000,
    points_min_selections: 5,
    points_max_selections: 20,
    points_min_odds_per_selection: 1.45,
    points_min_total_odds: 10,
    points_max_total_odds: 2000,
    points_max_potential_win: 1_000,
    points_max_daily_tickets: 20,
    points_max_daily_stake: 50_000,
    points_max_daily_win: 5_000,
    cashback_min_selections: cashback.minSelections,
    cashback_min_odds_per_selection: fromCents(cashback.minOddsHundredths),
    cashback_max_stake_percent: cashback.maxStakePercent,
    cashback_max_per_ticket: fromCents(cashback.maxTicketCents),
    cashback_max_per_player_day: fromCents(cashback.maxPlayerDayCents),
  };
}

export async function configOf(db: Db, merchantId: string): Promise<BettingConfig | null> {
  const merchant = await db.selectFrom('merchants').select('id').where('id', '=', merchantId).executeTakeFirst();
  if (merchant === undefined) {
    return null;
  }
  const demo = demoConfig(merchant.id, await cashbackRulesOf(db, merchant.id));
  const stored = await storedPointsConfig(db, merchant.id);
  return stored === null ? demo : { ...demo, ...pointsConfigOf(stored) };
}

export function bettingConfigRoutes(app: FastifyInstance, db: Db, delays: LiveDelays): void {
  const liveBetDelays = Object.fromEntries(Object.entries(delays).map(([sport, ms]) => [sport, ms / 1000]));
  route(app, GetBettingConfig, async (request, reply) => {
    const merchantId = request.query.merchant_id?.trim() ?? '';
    if (merchantId === '') {
      return reply.code(400).send({ success: false, data: null, error: 'Merchant ID is required', code: 'VALIDATION_FAILED' });
    }
    const config = await configOf(db, merchantId);
    if (config === null) {
      return reply.code(404).send({ success: false, data: null, error: 'Merchant not found', code: 'NOT_FOUND' });
    }
    return { success: true, data: { ...config, live_bet_delays: liveBetDelays, cashout_margin_percent: CASHOUT_MARGIN_PERCENT }, error: null };
  });
}
