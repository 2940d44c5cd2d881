// The operator's game routes (schema/endpoints/admin-games.ts): the per-merchant real-money switch and free-spins
// grants for the house slot. Operator access: backoffice/access.ts. A switch that changes and a grant are audited
// ('games.settings' before and after / 'games.free_spins') in the transaction that writes them.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as E from '../../../schema/endpoints/admin-games.ts';
import { parseSince } from '../../../schema/endpoints/wire.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import { operatorOf } from '../backoffice/access.ts';
import { appendAudit } from '../backoffice/audit.ts';
import type { GamesDeps } from './deps.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The house slot free spins are granted on (companion §3: catalogue 2's free spins, here our own slot). */
const FREE_SPINS_GAME = 'fruits';

export function adminGameRoutes(app: FastifyInstance, deps: GamesDeps): void {
  const { db, now } = deps;
  const settings = async () => {
    const rows = await db.selectFrom('merchants').select(['id', 'casino_real_money']).orderBy('id').execute();
    return { success: true as const, data: rows.map((r) => ({ merchant_id: r.id, real_money: r.casino_real_money })) };
  };

  // Not audited: a read-only GET.
  route(app, E.GameSettingsList, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return settings();
  });

  route(app, E.SetGameSettings, async (request, reply) => {
    const merchantId = request.body.merchant_id ?? deps.merchantId;
    const realMoney = request.body.real_money;
    const { actor } = operatorOf(request);
    await db.transaction().execute(async (trx) => {
      const was = await trx.selectFrom('merchants').select('casino_real_money').where('id', '=', merchantId).forUpdate().executeTakeFirst();
      if (was === undefined) {
        throw new HttpError(404, 'UNKNOWN_MERCHANT', 'Unknown merchant');
      }
      if (was.casino_real_money === realMoney) {
        return; // already so: nothing to change or audit
      }
      await trx.updateTable('merchants').set({ casino_real_money: realMoney }).where('id', '=', merchantId).execute();
      const entry = { action: 'games.settings', target: { kind: 'merchant', id: merchantId }, reason: null };
      await appendAudit(trx, actor, { ...entry, before: { real_money: was.casino_real_money }, after: { real_money: realMoney } }, now());
    });
    reply.header('cache-control', 'no-store');
    return settings();
  });

  route(app, E.GrantFreeSpins, async (request, reply) => {
    const b = request.body;
    if (!Number.isSafeInteger(b.freespins_count) || b.freespins_count <= 0 || b.freespins_count > 10_000) {
      throw new HttpError(400, 'INVALID_FREESPINS', 'Free spins creation failed: freespins_count must be a positive integer');
    }
    const nowMs = now();
    const end = b.end_date === undefined ? new Date(nowMs + DAY_MS) : parseSince(b.end_date);
    if (end === null || end.getTime() <= nowMs) {
      throw new HttpError(400, 'INVALID_END_DATE', 'Free spins creation failed: end_date must be a valid date');
    }
    const betCents = Math.round((b.bet ?? 1) * 100);
    const player = await db.selectFrom('users').select(['id', 'merchant_id']).where('id', '=', b.player_id).executeTakeFirst();
    if (player === undefined || player.merchant_id !== b.casino_id) {
      throw new HttpError(404, 'PLAYER_NOT_FOUND', 'Free spins creation failed: player not found');
    }
    const gameId = b.game_id ?? FREE_SPINS_GAME;
    if (gameId !== FREE_SPINS_GAME) {
      throw new HttpError(400, 'VALIDATION_FAILED', 'Free spins creation failed: free spins are for the house slot (fruits)');
    }
    const id = randomUUID();
    const data = {
      id,
      casino_id: b.casino_id,
      player_id: b.player_id,
      game_id: gameId,
      freespins_count: b.freespins_count,
      remaining: b.freespins_count,
      bet: betCents / 100,
      end_date: end.toISOString(),
    };
    const { actor } = operatorOf(request);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('free_spins')
        .values({
          id,
          merchant_id: b.casino_id,
          user_id: b.player_id,
          game_id: gameId,
          total: b.freespins_count,
          remaining: b.freespins_count,
          bet_cents: betCents,
          end_date: end,
          created_at: new Date(nowMs),
        })
        .execute();
      await appendAudit(trx, actor, { action: 'games.free_spins', target: { kind: 'player', id: b.player_id }, after: data, reason: null }, nowMs);
    });
    reply.header('cache-control', 'no-store');
    return { success: true as const, data };
  });
}
