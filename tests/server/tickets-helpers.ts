// Helpers for the ticket tests: picking priced legs from the synced catalogue, building the spec's money
// payload with the figures the client computes (domain/bet-math.ts), and placing it with a session.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { betBreakdown, betTypeFor } from '../../domain/bet-math.ts';
import { fromCents } from '../../domain/money.ts';
import { grantBonus } from '../../server/modules/wallet/bonuses.ts';
import { balanceCents, playerAccountId, postTransfer } from '../../server/modules/wallet/ledger.ts';
import { activePointsAccountId, HOUSE_POINTS_STAKES, pointsOf } from '../../server/modules/wallet/points.ts';
import { authed } from './auth-helpers.ts';
import { NOW } from './helpers.ts';

export interface Leg {
  match_id: string;
  market_id: string;
  outcome_id: string;
  odds: number;
  specifier: string;
}

/** One leg per match: the lowest (or highest) priced outcome within `range` (hundredths) of the main market of later matches. */
export async function pickLegs(
  app: FastifyInstance,
  count: number,
  skip = 0,
  pick: 'first' | 'highest' = 'first',
  range: [number, number] = [101, 1_000_000],
): Promise<Leg[]> {
  const rows = await app.db
    .selectFrom('matches as m')
    .innerJoin('markets as k', (j) => j.onRef('k.match_id', '=', 'm.id').on('k.is_main', '=', true))
    .innerJoin('outcomes as o', (j) =>
      j.onRef('o.match_id', '=', 'k.match_id').onRef('o.market_id', '=', 'k.market_id').onRef('o.specifier', '=', 'k.specifier'),
    )
    .select(['m.id', 'k.market_id', 'k.specifier', 'o.outcome_id', 'o.odds_hundredths'])
    .where('m.status', '=', 'not_started')
    .where('m.start_time', '>', new Date(NOW + 3_600_000))
    .where('o.odds_hundredths', '>=', range[0])
    .where('o.odds_hundredths', '<=', range[1])
    .orderBy('m.start_time')
    .orderBy('m.id')
    .orderBy('o.odds_hundredths', pick === 'highest' ? 'desc' : 'asc')
    .execute();
  const seen = new Set<string>();
  const legs: Leg[] = [];
  for (const r of rows) {
    if (!seen.has(r.id)) {
      seen.add(r.id);
      legs.push({ match_id: r.id, market_id: r.market_id, outcome_id: r.outcome_id, odds: fromCents(r.odds_hundredths), specifier: r.specifier });
    }
  }
  return legs.slice(skip, skip + count);
}

/** The full money payload (the figures a correct client sends). */
export function moneyBody(userId: string, legs: readonly Leg[], stake = 10): Record<string, unknown> {
  const b = betBreakdown(
    Math.round(stake * 100),
    legs.map((l) => Math.round(l.odds * 100)),
  );
  return {
    user_id: userId,
    bet_type: betTypeFor(legs.length),
    total_stake: stake,
    selections: legs.map((l) => ({ ...l, variant: null, special_value: null, variant_value: null })),
    stake_tax_amount: fromCents(b.vatCents),
    net_stake: fromCents(b.netStakeCents),
    winnings_tax_amount: fromCents(b.incomeTaxCents),
    bonus_percentage: b.bonusPercent,
    bonus_amount: fromCents(b.bonusCents),
    basic_potential_win: fromCents(b.basicWinCents),
    gross_potential_win: fromCents(b.grossWinCents),
    net_potential_win: fromCents(b.netWinCents),
  };
}

let keys = 0;
export const newKey = (): string => `test-key-${process.pid}-${++keys}`;

export function place(
  app: FastifyInstance,
  token: string,
  body: unknown,
  key: string | null = newKey(),
  url = '/api/v1/tickets',
): Promise<LightMyRequestResponse> {
  return authed(app, { method: 'POST', url, body, token, headers: key === null ? {} : { 'idempotency-key': key } });
}

export async function balanceOf(app: FastifyInstance, userId: string): Promise<number> {
  return (await balanceCents(app.db, playerAccountId(userId))) ?? -1;
}

/** The player's active points in hundredths, read from the ledger. */
export async function activePointsOf(app: FastifyInstance, userId: string): Promise<number> {
  return (await pointsOf(app.db, userId)).activeCents;
}

/** Gives a player active points the way the server does: a bonus needing no deposit (house:points:bonuses → active). */
export async function grantActivePoints(app: FastifyInstance, userId: string, pointsCents: number): Promise<void> {
  await app.db.transaction().execute((trx) => grantBonus(trx, userId, { type: 'test', pointsCents, requiredDepositCents: 0 }));
}

/** Takes active points away through the ledger (active → house:points:stakes), as if spent elsewhere. */
export async function spendActivePoints(app: FastifyInstance, userId: string, pointsCents: number): Promise<void> {
  await app.db.transaction().execute((trx) =>
    postTransfer(trx, {
      idempotencyKey: newKey(),
      kind: 'points_stake',
      reason: 'test: points spent elsewhere',
      asset: 'PTS',
      postings: [
        { accountId: activePointsAccountId(userId), amountCents: -pointsCents },
        { accountId: HOUSE_POINTS_STAKES, amountCents: pointsCents },
      ],
    }),
  );
}
