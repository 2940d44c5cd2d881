// The gateways' callbacks (issue 13): a callback is only a hint. SantimPay's must carry a Signed-Token that verifies
// (else 401 and nothing moves); ArifPay's is unsigned, as ArifPay sends it. Either way the payment's status is then
// read from the gateway, and that reading is what moves money. A callback delivered again (same dedupe key) is
// acknowledged without another status query; an unknown payment is acknowledged too (logged), so a gateway stops
// retrying what we will never match.
import type { FastifyInstance } from 'fastify';
import { ArifpayWebhook, SantimpayWebhook } from '../../../schema/endpoints/payments.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { CallbackNotice } from './adapters/types.ts';
import type { PaymentsDeps } from './deps.ts';
import { refresh } from './refresh.ts';

async function accept(deps: PaymentsDeps, gateway: 'santimpay' | 'arifpay', notice: CallbackNotice): Promise<void> {
  let query = deps.db.selectFrom('payments').selectAll().where('gateway', '=', gateway);
  query = notice.ref !== null ? query.where('id', '=', notice.ref) : query.where('session_id', '=', notice.sessionId ?? '');
  const row = await query.executeTakeFirst();
  if (row === undefined) {
    deps.log(`${gateway} callback for an unknown payment`);
    return;
  }
  const first = await deps.db
    .insertInto('payment_events')
    .values({
      payment_id: row.id,
      source: 'callback',
      from_state: row.state,
      to_state: row.state,
      gateway_status: notice.word.slice(0, 40),
      dedupe_key: notice.dedupeKey.slice(0, 300),
      created_at: new Date(deps.now()),
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (first !== undefined) {
    await refresh(deps, row, 'callback');
  }
}

export function webhookRoutes(app: FastifyInstance, deps: PaymentsDeps): void {
  const handler =
    (gateway: 'santimpay' | 'arifpay') => async (request: { headers: Record<string, string | string[] | undefined>; body: unknown }) => {
      const notice = await deps.adapters[gateway].callback(request.headers, request.body);
      if (notice === 'forged') {
        throw new HttpError(401, 'INVALID_SIGNATURE', 'Callback signature is missing or invalid');
      }
      if (notice === null) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'The callback names no payment');
      }
      await accept(deps, gateway, notice);
      return { received: true as const };
    };
  route(app, SantimpayWebhook, handler('santimpay'), { trailingSlash: true });
  route(app, ArifpayWebhook, handler('arifpay'), { trailingSlash: true });
}
