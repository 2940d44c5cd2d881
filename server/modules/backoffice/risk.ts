// The risk desk's routes (schema/endpoints/backoffice-risk.ts): the per-ticket limits (set or removed with a reason,
// audited with before and after in the same transaction; tickets/risk-limits.ts enforces them) and the flagged
// players, computed from what is stored (risk-flags.ts), read at most once a minute of the server's clock.
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { fromCents } from '../../../domain/money.ts';
import {
  FlaggedPlayers,
  LIMIT_AMOUNT_INVALID,
  LIMIT_TARGET_NOT_FOUND,
  ListRiskLimits,
  SetRiskLimit,
} from '../../../schema/endpoints/backoffice-risk.ts';
import type { Db } from '../../db/index.ts';
import type { RiskLimitsTable } from '../../db/types-backoffice.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import { operatorOf } from './access.ts';
import { appendAudit } from './audit.ts';
import { type Flag, readFlags } from './risk-flags.ts';
import { limitCentsWithin } from '../responsible-gaming/routes.ts';

const MAX_LIMIT_CENTS = 100_000_000;
const FLAGS_TTL_MS = 60_000;

const present = (r: Selectable<RiskLimitsTable>) => ({
  scope: r.scope,
  scope_id: r.scope_id,
  max_stake: r.max_stake_cents === null ? null : fromCents(Number(r.max_stake_cents)),
  max_win: r.max_win_cents === null ? null : fromCents(Number(r.max_win_cents)),
  reason: r.reason,
  updated_by: r.updated_by,
  updated_at: r.updated_at.toISOString(),
});

const limitCents = (value: number | null) => limitCentsWithin(value, MAX_LIMIT_CENTS, LIMIT_AMOUNT_INVALID);

async function targetExists(db: Db, scope: RiskLimitsTable['scope'], id: string): Promise<boolean> {
  if (scope === 'player') return (await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  if (scope === 'match') return (await db.selectFrom('matches').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  const [matchId = '', marketId = '', ...rest] = id.split('/');
  const market = await db
    .selectFrom('markets')
    .select('market_id')
    .where('match_id', '=', matchId)
    .where('market_id', '=', marketId)
    .where('specifier', '=', rest.join('/'))
    .executeTakeFirst();
  return market !== undefined;
}

export function riskRoutes(app: FastifyInstance, db: Db, now: () => number): void {
  const list = async () => ({
    data: (await db.selectFrom('risk_limits').selectAll().orderBy('updated_at', 'desc').limit(500).execute()).map(present),
  });
  route(app, ListRiskLimits, list);

  route(app, SetRiskLimit, async (request) => {
    const me = operatorOf(request);
    const { scope, scope_id: scopeId, reason } = request.body;
    const [maxStake, maxWin] = [limitCents(request.body.max_stake), limitCents(request.body.max_win)];
    if (!(await targetExists(db, scope, scopeId))) {
      throw new HttpError(LIMIT_TARGET_NOT_FOUND.status, LIMIT_TARGET_NOT_FOUND.code, LIMIT_TARGET_NOT_FOUND.text);
    }
    const nowMs = now();
    await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('risk_limits')
        .selectAll()
        .where('scope', '=', scope)
        .where('scope_id', '=', scopeId)
        .forUpdate()
        .executeTakeFirst();
      if (maxStake === null && maxWin === null) {
        await trx.deleteFrom('risk_limits').where('scope', '=', scope).where('scope_id', '=', scopeId).execute();
      } else {
        const row = {
          scope,
          scope_id: scopeId,
          max_stake_cents: maxStake,
          max_win_cents: maxWin,
          reason,
          updated_by: me.name,
          updated_at: new Date(nowMs),
        };
        await trx
          .insertInto('risk_limits')
          .values(row)
          .onConflict((oc) =>
            oc
              .columns(['scope', 'scope_id'])
              .doUpdateSet({ max_stake_cents: maxStake, max_win_cents: maxWin, reason, updated_by: me.name, updated_at: new Date(nowMs) }),
          )
          .execute();
      }
      const after = maxStake === null && maxWin === null ? null : { max_stake_cents: maxStake, max_win_cents: maxWin };
      const was =
        before === undefined
          ? null
          : { max_stake_cents: Number(before.max_stake_cents ?? 0) || null, max_win_cents: Number(before.max_win_cents ?? 0) || null };
      await appendAudit(trx, me.actor, { action: 'risk.limit', target: { kind: scope, id: scopeId }, before: was, after, reason }, nowMs);
    });
    return list();
  });

  let cached: { at: number; data: Flag[] } | null = null;
  route(app, FlaggedPlayers, async () => {
    const nowMs = now();
    if (cached === null || nowMs - cached.at > FLAGS_TTL_MS) cached = { at: nowMs, data: await readFlags(db, nowMs) };
    return { data: cached.data };
  });
}
