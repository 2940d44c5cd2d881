// The gateways' callbacks (issue 13, hardened in issue 28): a callback is only a hint. SantimPay's must carry a
// Signed-Token that verifies (else 401 and nothing moves); ArifPay's is unsigned, as ArifPay sends it. Either way
// the payment's status is then read from the gateway, and that reading is what moves money. What a callback may
// cost is bounded in notify-guard.ts (per address, per payment, one status query per payment per 5 s). Nothing in
// a callback's body decides whether it is a copy: a payment whose verified status is final is not queried again,
// and an open one is queried whatever the body says (within the 5 s rule), so a forged body sent first can never
// make the real callback look like a duplicate. An unknown payment is acknowledged (logged), so a gateway stops
// retrying what we will never match. Both paths are also served with a trailing slash (protocols §8).
import type { FastifyInstance } from 'fastify';
import { ArifpayWebhook, SantimpayWebhook } from '../../../schema/endpoints/payments.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { CallbackNotice } from './adapters/types.ts';
import type { PaymentsDeps } from './deps.ts';
import { claimStatusQuery, countAddress, countPayment } from './notify-guard.ts';
import { refresh } from './refresh.ts';

async function accept(deps: PaymentsDeps, gateway: 'santimpay' | 'arifpay', notice: CallbackNotice): Promise<void> {
  let query = deps.db.selectFrom('payments').selectAll().where('gateway', '=', gateway);
  query = notice.ref !== null ? query.where('id', '=', notice.ref) : query.where('session_id', '=', notice.sessionId ?? '');
  const row = await query.executeTakeFirst();
  if (row === undefined) {
    deps.log(`${gateway} callback for an unknown payment`);
    return;
  }
  await countPayment(deps, row.id);
  // Kept for audit only (the body's word is unverified): at most NOTIFY_PAYMENT_LIMIT an hour per payment.
  await deps.db
    .insertInto('payment_events')
    .values({
      payment_id: row.id,
      source: 'callback',
      from_state: row.state,
      to_state: row.state,
      gateway_status: notice.word.slice(0, 40),
      created_at: new Date(deps.now()),
    })
    .execute();
  const claimed = await claimStatusQuery(deps, row);
  if (claimed !== null) {
    await refresh(deps, claimed, 'callback');
  }
}

export function webhookRoutes(app: FastifyInstance, deps: PaymentsDeps, notifyPerAddressPerMinute: number): void {
  const handler =
    (gateway: 'santimpay' | 'arifpay') => async (request: { ip: string; headers: Record<string, string | string[] | undefined>; body: unknown }) => {
      // Counted first: verifying a signature and looking a payment up are work a flood must not buy.
      await countAddress(deps, notifyPerAddressPerMinute, request.ip);
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
