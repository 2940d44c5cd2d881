// The ArifPay family of player routes (schema/endpoints/payments.ts): Telebirr and M-Pesa deposits pushed at once,
// CBE Birr deposits by init then confirm, and withdrawals to each wallet by init (the amount held) then confirm.
import type { FastifyInstance } from 'fastify';
import * as E from '../../../schema/endpoints/payments.ts';
import { route } from '../../plugins/contract.ts';
import type { requireSession } from '../auth/sessions.ts';
import type { PaymentRow } from './records.ts';
import { noStore, principalOf, type Start } from './routes-common.ts';
import type { PaymentsDeps } from './deps.ts';
import { confirmPayment } from './service.ts';

const CHANNEL_METHOD = { telebirr: 'TELEBIRR', cbe: 'CBEBIRR', mpesa: 'MPESA' } as const;

export function arifpayRoutes(app: FastifyInstance, deps: PaymentsDeps, start: Start, on: { preHandler: ReturnType<typeof requireSession> }): void {
  const session = (p: PaymentRow, text: string) => ({
    success: true as const,
    message: p.state === 'failed' ? 'Payment failed. Please try again.' : text,
    data: { session_id: p.session_id ?? '', status: p.state, payment_id: p.id },
  });
  const deposits = [
    [E.ArifpayTelebirr, 'TELEBIRR', 'Request sent to your phone!'],
    [E.ArifpayMpesa, 'MPESA', 'Request sent to your phone!'],
    [E.ArifpayCbeInit, 'CBEBIRR', 'Payment initiated'],
  ] as const;
  for (const [endpoint, method, text] of deposits) {
    route(
      app,
      endpoint,
      async (request, reply) => {
        noStore(reply);
        const p = await start(request, request.body, { flow: 'deposit', gateway: 'arifpay', kind: 'inline', method, phone: request.body.phone });
        return session(p, text);
      },
      on,
    );
  }
  route(
    app,
    E.ArifpayCbeConfirm,
    async (request, reply) => {
      noStore(reply);
      const p = await confirmPayment(deps, principalOf(request.principal), request.body.session_id, request.body.phone, 'deposit', 'CBEBIRR');
      return session(p, 'Payment process started. Please check your CBE app.');
    },
    on,
  );

  for (const endpoint of E.ARIFPAY_WITHDRAWALS) {
    const channel = endpoint.path.split('/')[4] as keyof typeof CHANNEL_METHOD;
    const method = CHANNEL_METHOD[channel];
    if (endpoint.path.endsWith('/init')) {
      route(
        app,
        endpoint as typeof E.ArifpayTelebirr,
        async (request, reply) => {
          noStore(reply);
          const p = await start(request, request.body, {
            flow: 'withdrawal',
            gateway: 'arifpay',
            kind: 'transfer',
            method,
            phone: request.body.phone,
          });
          return session(p, 'Withdrawal initiated');
        },
        on,
      );
    } else {
      route(
        app,
        endpoint as typeof E.ArifpayCbeConfirm,
        async (request, reply) => {
          noStore(reply);
          const p = await confirmPayment(deps, principalOf(request.principal), request.body.session_id, request.body.phone, 'withdrawal', method);
          return session(p, 'Withdrawal initiated! Check your mobile wallet.');
        },
        on,
      );
    }
  }
}
