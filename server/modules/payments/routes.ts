// The player's payment routes (schema/endpoints/payments.ts): preferences, the SantimPay family (the ArifPay family is
// routes-arifpay.ts), status, lists and the tracker's recent payments. All are signed and session-bound (requireSession); a start goes
// through service.ts, whose refusals carry the spec's texts. Answers are never cached (cache-control: no-store).
import type { FastifyInstance } from 'fastify';
import * as E from '../../../schema/endpoints/payments.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import { requireSession } from '../auth/sessions.ts';
import { arifpayRoutes } from './routes-arifpay.ts';
import { idempotencyKeyOf, noStore, principalOf, type Start } from './routes-common.ts';
import { presentPayment, listPayments, paymentById, type PaymentRow } from './records.ts';
import { offeredPreferences } from './preferences.ts';
import type { PaymentsDeps } from './deps.ts';
import { startPayment } from './service.ts';

const RECENT_MS = 24 * 60 * 60 * 1000;

export function paymentRoutes(app: FastifyInstance, deps: PaymentsDeps): void {
  const preHandler = requireSession({ db: deps.db, now: deps.now });
  const on = { preHandler };

  route(
    app,
    E.PaymentPreferences,
    async (request, reply) => {
      noStore(reply);
      return {
        success: true as const,
        preferences: { gateways: await offeredPreferences(deps.db, principalOf(request.principal).merchantId, 'deposit', deps.off) },
      };
    },
    on,
  );
  route(
    app,
    E.WithdrawalPreferences,
    async (request, reply) => {
      noStore(reply);
      return {
        success: true as const,
        preferences: { gateways: await offeredPreferences(deps.db, principalOf(request.principal).merchantId, 'withdrawal', deps.off) },
      };
    },
    on,
  );

  const start: Start = (request, body, rest) =>
    startPayment(deps, {
      principal: principalOf(request.principal),
      userId: body.user_id,
      merchantId: body.merchant_id,
      amount: body.amount,
      reason: body.reason,
      idempotencyKey: idempotencyKeyOf(request.headers),
      ...rest,
    });
  const message = (p: PaymentRow, text: string): string => (p.state === 'failed' ? 'Payment failed. Please try again.' : text);

  route(
    app,
    E.SantimpayCheckout,
    async (request, reply) => {
      noStore(reply);
      const p = await start(request, request.body, {
        flow: 'deposit',
        gateway: 'santimpay',
        kind: 'checkout',
        method: 'CHECKOUT',
        phone: request.body.phone_number ?? request.principal?.phone,
      });
      return {
        success: true as const,
        message: message(p, 'Redirecting to payment...'),
        data: { payment_url: p.payment_url ?? '', status: p.state, payment_id: p.id, transaction_id: p.id },
      };
    },
    on,
  );

  route(
    app,
    E.SantimpayDirect,
    async (request, reply) => {
      noStore(reply);
      const b = request.body;
      const p = await start(request, b, { flow: 'deposit', gateway: 'santimpay', kind: 'direct', method: b.payment_method, phone: b.phone_number });
      return {
        success: true as const,
        message: message(p, 'Payment request sent to your phone!'),
        data: { payment_id: p.id, status: p.state, santimpay_txn_id: p.gateway_txn_id, transaction_id: p.id },
      };
    },
    on,
  );

  route(
    app,
    E.SantimpayTransfer,
    async (request, reply) => {
      noStore(reply);
      const b = request.body;
      const p = await start(request, b, {
        flow: 'withdrawal',
        gateway: 'santimpay',
        kind: 'transfer',
        method: b.payment_method,
        phone: b.receiver_account_number,
      });
      return {
        success: true as const,
        message: message(p, 'Withdrawal initiated! Check your mobile wallet.'),
        data: { transfer_id: p.id, status: p.state, santimpay_txn_id: p.gateway_txn_id, transaction_id: p.id },
      };
    },
    on,
  );

  route(
    app,
    E.SantimpayStatus,
    async (request, reply) => {
      noStore(reply);
      const p = await paymentById(deps.db, request.params.id);
      if (p === null || p.user_id !== principalOf(request.principal).userId) {
        throw new HttpError(404, 'PAYMENT_NOT_FOUND', 'Payment not found');
      }
      return {
        success: true as const,
        data: {
          status: p.state,
          transactionType: p.flow === 'withdrawal' ? ('GATEWAY_PAYOUT' as const) : ('PAYMENT' as const),
          payment: presentPayment(p),
        },
      };
    },
    on,
  );

  route(
    app,
    E.SantimpayPartners,
    async (_request, reply) => {
      noStore(reply);
      try {
        return { success: true as const, data: await deps.adapters.santimpay.partners() };
      } catch (err) {
        deps.log('SantimPay partners failed', err);
        throw new HttpError(502, 'PARTNERS_UNAVAILABLE', 'Failed to fetch partners');
      }
    },
    on,
  );

  const lists = [
    [E.SantimpayPayments, ['checkout']],
    [E.SantimpayTransfers, ['transfer']],
    [E.SantimpayDirectPayments, ['direct']],
  ] as const;
  for (const [endpoint, kinds] of lists) {
    route(
      app,
      endpoint,
      async (request, reply) => {
        if (request.params.user_id !== principalOf(request.principal).userId) {
          throw new HttpError(403, 'FORBIDDEN', 'You can only view your own payments');
        }
        noStore(reply);
        const limit = request.query.limit ?? 20;
        const offset = request.query.offset ?? 0;
        const { rows, total } = await listPayments(
          deps.db,
          { userId: request.params.user_id, gateway: 'santimpay', kinds: [...kinds] },
          limit,
          offset,
        );
        return { success: true as const, data: rows.map(presentPayment), total, limit, offset };
      },
      on,
    );
  }

  route(
    app,
    E.RecentPaymentsOfPlayer,
    async (request, reply) => {
      noStore(reply);
      const { rows } = await listPayments(deps.db, { userId: principalOf(request.principal).userId, sinceMs: deps.now() - RECENT_MS }, 20, 0);
      return { success: true as const, data: rows.map(presentPayment) };
    },
    on,
  );

  arifpayRoutes(app, deps, start, on);
}
