// POST /api/admin/v1/cashout/switch (operator, issue 32): cash-out off or back on for a merchant, one of its sports or
// one market type — a row of cashout_blocks per switch that is off ('' = any), read by every offer (cashout-offer.ts).
// Idempotent: switching off what is off, or on what is on, changes nothing. Answers the merchant's switches that are off.
import type { FastifyInstance } from 'fastify';
import { SwitchCashout } from '../../../schema/endpoints/cashout.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { notFound } from '../../plugins/errors.ts';

export function cashoutSwitchRoutes(operator: FastifyInstance, db: Db): void {
  route(operator, SwitchCashout, async (request) => {
    const { merchant_id, enabled } = request.body;
    const key = { merchant_id, sport_id: request.body.sport_id?.trim() ?? '', market_id: request.body.market_id?.trim() ?? '' };
    const merchant = await db.selectFrom('merchants').select('id').where('id', '=', merchant_id).executeTakeFirst();
    if (merchant === undefined) {
      throw notFound('Merchant');
    }
    if (enabled) {
      await db
        .deleteFrom('cashout_blocks')
        .where('merchant_id', '=', key.merchant_id)
        .where('sport_id', '=', key.sport_id)
        .where('market_id', '=', key.market_id)
        .execute();
    } else {
      await db
        .insertInto('cashout_blocks')
        .values(key)
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
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
