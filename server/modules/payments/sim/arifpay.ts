// The embedded ArifPay (payments-protocols.md §2, §7) under /sim/arifpay: checkout sessions (live and sandbox
// paths), the direct USSD transfer per channel, session reads and B2C transfers, all behind `x-arifpay-key`,
// answering {error, msg, data} with 400/401 on errors. A session's nonce is our payment id; reusing it is refused.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { arifpayWord, type SimContext } from './context.ts';
import { insertSimTx, scheduleSimTx, simCents, simTxByTxnId } from './store.ts';

export const ARIFPAY_SIM_BASE = '/sim/arifpay';
const PHONE = /^251[79]\d{8}$/;
const DIRECT: Readonly<Record<string, string>> = {
  '/api/checkout/telebirr-ussd/transfer/direct': 'TELEBIRR',
  '/api/checkout/v2/cbe/direct/transfer': 'CBE',
  '/api/checkout/mpesa/transfer/direct': 'MPESA',
};

type Body = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const refuse = (reply: FastifyReply, status: number, msg: string) => reply.code(status).send({ error: true, msg, data: null });

export function arifpaySimRoutes(app: FastifyInstance, sim: SimContext): void {
  const authorised = (headers: Record<string, unknown>): boolean => headers['x-arifpay-key'] === sim.arifpayApiKey;

  for (const path of ['/api/checkout/session', '/api/sandbox/checkout/session']) {
    app.post(`${ARIFPAY_SIM_BASE}${path}`, async (request, reply) => {
      if (!authorised(request.headers)) {
        return refuse(reply, 401, 'Unauthorized');
      }
      const body = (request.body ?? {}) as Body;
      const items = Array.isArray(body['items']) ? (body['items'] as Body[]) : [];
      const cents = items.reduce((sum, i) => sum + (simCents(i['price']) ?? Number.NaN) * Number(i['quantity'] ?? 1), 0);
      const expires = Date.parse(`${str(body['expireDate'])}Z`);
      if (!PHONE.test(str(body['phone'])) || !(cents > 0) || !Number.isSafeInteger(cents)) {
        return refuse(reply, 400, 'Invalid phone or items');
      }
      if (!(expires > sim.now()) || str(body['nonce']) === '' || str(body['notifyUrl']) === '') {
        return refuse(reply, 400, 'expireDate, nonce and notifyUrl are required; expireDate must be in the future');
      }
      const methods = Array.isArray(body['paymentMethods']) ? body['paymentMethods'].map(str) : [];
      const tx = await insertSimTx(
        sim.db,
        {
          gateway: 'arifpay',
          ref: str(body['nonce']),
          kind: 'session',
          method: methods[0] ?? 'CARD',
          amountCents: cents,
          phone: `+${str(body['phone'])}`,
          reason: str(items[0]?.['name']),
          notifyUrl: str(body['notifyUrl']),
          urls: { successUrl: str(body['successUrl']), failureUrl: str(body['errorUrl']), cancelUrl: str(body['cancelUrl']) },
          resolveAt: null,
        },
        sim.now(),
      );
      if (tx === null) {
        return refuse(reply, 400, 'Duplicate nonce');
      }
      return {
        error: false,
        msg: 'Checkout session created',
        data: { sessionId: tx.txn_id, paymentUrl: `/sim/arifpay/checkout/${tx.txn_id}`, cancelUrl: str(body['cancelUrl']), totalAmount: cents / 100 },
      };
    });
  }

  /** A USSD push (deposit) or a B2C transfer (withdrawal) on an existing session: answered after the delay. */
  const push = (kind: 'direct' | 'payout') => async (request: { headers: Record<string, unknown>; body: unknown }, reply: FastifyReply) => {
    if (!authorised(request.headers)) {
      return refuse(reply, 401, 'Unauthorized');
    }
    const body = (request.body ?? {}) as Body;
    const sessionId = str(body['sessionId'] ?? body['Sessionid'] ?? body['SessionId']);
    const phone = str(body['phone'] ?? body['Phonenumber'] ?? body['phoneNumber']);
    if (!PHONE.test(phone)) {
      return refuse(reply, 400, 'Invalid phone number');
    }
    const tx = await simTxByTxnId(sim.db, sessionId);
    if (tx === null || tx.gateway !== 'arifpay') {
      return refuse(reply, 400, 'Session not found');
    }
    if (kind === 'payout' && !(await sim.escrowCovers(Number(tx.amount_cents)))) {
      return refuse(reply, 400, 'Insufficient merchant balance');
    }
    const scheduled = await scheduleSimTx(sim.db, sessionId, new Date(sim.now() + sim.ussdDelayMs), { phone: `+${phone}`, kind });
    if (scheduled === null) {
      return refuse(reply, 400, 'Session is no longer pending');
    }
    return { error: false, msg: kind === 'payout' ? 'Transfer initiated' : 'Request sent to the customer', data: { sessionId } };
  };

  for (const path of Object.keys(DIRECT)) {
    app.post(`${ARIFPAY_SIM_BASE}${path}`, push('direct'));
  }
  app.post(`${ARIFPAY_SIM_BASE}/api/:channel/b2c/transfer`, push('payout'));

  for (const path of ['/api/checkout/session/:id', '/api/sandbox/checkout/session/:id', '/api/ms/transaction/status/:id']) {
    app.get(`${ARIFPAY_SIM_BASE}${path}`, async (request, reply) => {
      if (!authorised(request.headers)) {
        return refuse(reply, 401, 'Unauthorized');
      }
      await sim.resolveDue();
      const tx = await simTxByTxnId(sim.db, (request.params as { id: string }).id);
      if (tx === null || tx.gateway !== 'arifpay') {
        return refuse(reply, 400, 'Session not found');
      }
      const word = arifpayWord(tx.status);
      return {
        error: false,
        msg: 'Session',
        data: {
          sessionId: tx.txn_id,
          nonce: tx.ref,
          totalAmount: Number(tx.amount_cents) / 100,
          transactionStatus: word,
          transaction: { transactionId: tx.txn_id, transactionStatus: word, paymentType: tx.method },
        },
      };
    });
  }
}
