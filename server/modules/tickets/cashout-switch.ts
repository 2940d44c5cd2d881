// POST /api/admin/v1/cashout/switch (operator, issue 32): cash-out off or back on for a merchant, one of its sports or
// one market type — a row of cashout_blocks per switch that is off ('' = any), read by every offer (cashout-offer.ts).
// Idempotent: switching off what is off, or on what is on, changes nothing. Answers the merchant's switches that are off.
// A switch that changed is audited ('cashout.switch') in the transaction that changes it; a no-op writes no entry.
import type { FastifyInstance } from 'fastify';
import { SwitchCashout } from '../../../schema/endpoints/cashout.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { notFound } from '../../plugins/errors.ts';
import { operatorOf } from '../backoffice/access.ts';
import { appendAudit } from '../backoffice/audit.ts';

export function cashoutSwitchRoutes(operator: FastifyInstance, db: Db, now: () => number): void {
  route(operator, SwitchCashout, async (request) => {
    const { merchant_id, enabled } = request.body;
    const { actor } = operatorOf(request);
    const key = { merchant_id, sport_id: request.body.sport_id?.trim() ?? '', market_id: request.body.market_id?.trim() ?? '' };
    const merchant = await db.selectFrom('merchants').select('id').where('id', '=', merchant_id).executeTakeFirst();
    if (merchant === undefined) {
      throw notFound('Merchant');
    }
    await db.transaction().execute(async (trx) => {
      const changed = enabled
        ? await trx
            .deleteFrom('cashout_blocks')
            .where('merchant_id', '=', key.merchant_id)
            .where('sport_id', '=', key.sport_id)
            .where('market_id', '=', key.market_id)
            .returning('merchant_id')
            .executeTakeFirst()
        : await trx
            .insertInto('cashout_blocks')
            .values(key)
            .onConflict((oc) => oc.doNothing())
            .returning('merchant_id')
            .executeTakeFirst();
      if (changed !== undefined) {
        const switchOf = (on: boolean) => ({ sport_id: key.sport_id, market_id: key.market_id, enabled: on });
        const target = { kind: 'merchant', id: merchant_id };
        await appendAudit(
          trx,
          actor,
          { action: 'cashout.switch', target, before: switchOf(!enabled), after: switchOf(enabled), reason: null },
          now(),
        );
      }
    });
    const off = await db
      .selectFrom('cashout_blocks')
      .selectAll()
      .where('merchant_id', '=', merchant_id)
      .orderBy('sport_id')
      .orderBy('market_id')
      .execute();
    return { merchant_id, off };
  });
}
