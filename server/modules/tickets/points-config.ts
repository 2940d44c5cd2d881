// A merchant's points-betting config as operators set it (issue 33 "Content"; table points_betting_configs, 0041):
// stored in integers (points and ETB in hundredths, odds in hundredths, the rate in ten-thousandths) and read back
// in the spec's wire units. No row: the demo values of config.ts stand. GET/PUT /api/admin/v1/betting-config/points
// (schema/endpoints/backoffice-content.ts) read and replace it; a change is audited ('points_config.set', the
// config in force before and after) in the transaction that writes it, and configOf reads it for the next ticket.
import type { FastifyInstance } from 'fastify';
import type { Insertable, Selectable } from 'kysely';
import { fromCents, toCents } from '../../../domain/money.ts';
import { GetPointsConfig, POINTS_CONFIG_RULES, PointsConfigBody, SetPointsConfig } from '../../../schema/endpoints/backoffice-content.ts';
import type { Db } from '../../db/index.ts';
import type { PointsBettingConfigsTable } from '../../db/types-promotions.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import { operatorOf } from '../backoffice/access.ts';
import { appendAudit, canonicalJson } from '../backoffice/audit.ts';
import { cashbackRulesOf } from './cashback-rules.ts';
import { demoConfig } from './config.ts';

type Row = Selectable<PointsBettingConfigsTable>;

const RATE_SCALE = 10_000;

/** A stored row in the wire's units. */
export function pointsConfigOf(r: Row): PointsConfigBody {
  const n = (v: string | number): number => fromCents(Number(v));
  return {
    points_betting_enabled: r.points_betting_enabled,
    points_to_money_rate: Number(r.points_to_money_rate_bp) / RATE_SCALE,
    points_min_stake: n(r.points_min_stake_cents),
    points_max_stake: n(r.points_max_stake_cents),
    points_min_selections: Number(r.points_min_selections),
    points_max_selections: Number(r.points_max_selections),
    points_min_odds_per_selection: n(r.points_min_odds_per_selection_hundredths),
    points_min_total_odds: n(r.points_min_total_odds_hundredths),
    points_max_total_odds: n(r.points_max_total_odds_hundredths),
    points_max_potential_win: n(r.points_max_potential_win_cents),
    points_max_daily_tickets: Number(r.points_max_daily_tickets),
    points_max_daily_stake: n(r.points_max_daily_stake_cents),
    points_max_daily_win: n(r.points_max_daily_win_cents),
  };
}

function rowOf(merchantId: string, c: PointsConfigBody, at: Date): Insertable<PointsBettingConfigsTable> {
  return {
    merchant_id: merchantId,
    points_betting_enabled: c.points_betting_enabled,
    points_to_money_rate_bp: Math.round(c.points_to_money_rate * RATE_SCALE),
    points_min_stake_cents: toCents(c.points_min_stake),
    points_max_stake_cents: toCents(c.points_max_stake),
    points_min_selections: c.points_min_selections,
    points_max_selections: c.points_max_selections,
    points_min_odds_per_selection_hundredths: toCents(c.points_min_odds_per_selection),
    points_min_total_odds_hundredths: toCents(c.points_min_total_odds),
    points_max_total_odds_hundredths: toCents(c.points_max_total_odds),
    points_max_potential_win_cents: toCents(c.points_max_potential_win),
    points_max_daily_tickets: c.points_max_daily_tickets,
    points_max_daily_stake_cents: toCents(c.points_max_daily_stake),
    points_max_daily_win_cents: toCents(c.points_max_daily_win),
    updated_at: at,
  };
}

/** The merchant's stored config, or null while the demo values stand. */
export async function storedPointsConfig(db: Db, merchantId: string, lock = false): Promise<Row | null> {
  let query = db.selectFrom('points_betting_configs').selectAll().where('merchant_id', '=', merchantId);
  if (lock) {
    query = query.forUpdate();
  }
  return (await query.executeTakeFirst()) ?? null;
}

/** The config in force, in the wire's units: the stored one, else the demo values. */
async function inForce(db: Db, merchantId: string, lock = false): Promise<{ config: PointsConfigBody; updated_at: string | null }> {
  const row = await storedPointsConfig(db, merchantId, lock);
  if (row !== null) {
    return { config: pointsConfigOf(row), updated_at: new Date(row.updated_at).toISOString() };
  }
  const demo = demoConfig(merchantId, await cashbackRulesOf(db, merchantId));
  const config = Object.fromEntries(Object.keys(PointsConfigBody.schema).map((k) => [k, demo[k as keyof typeof demo]]));
  return { config: config as PointsConfigBody, updated_at: null };
}

export function pointsConfigRoutes(app: FastifyInstance, db: Db, merchantId: string, now: () => number): void {
  // Not audited: a read-only GET.
  route(app, GetPointsConfig, async () => inForce(db, merchantId));

  route(app, SetPointsConfig, async (request) => {
    const next = request.body;
    const broken = POINTS_CONFIG_RULES.find((r) => next[r.low] > next[r.high]);
    if (broken !== undefined) {
      throw new HttpError(400, 'VALIDATION_FAILED', broken.text);
    }
    const { actor } = operatorOf(request);
    const nowMs = now();
    return db.transaction().execute(async (trx) => {
      const before = await inForce(trx, merchantId, true);
      const row = rowOf(merchantId, next, new Date(nowMs));
      const { merchant_id: _m, ...set } = row;
      await trx
        .insertInto('points_betting_configs')
        .values(row)
        .onConflict((oc) => oc.column('merchant_id').doUpdateSet(set))
        .execute();
      const after = await inForce(trx, merchantId);
      if (canonicalJson(before.config) !== canonicalJson(after.config)) {
        const entry = {
          action: 'points_config.set',
          target: { kind: 'merchant', id: merchantId },
          before: before.config,
          after: after.config,
          reason: null,
        };
        await appendAudit(trx, actor, entry, nowMs);
      }
      return after;
    });
  });
}
