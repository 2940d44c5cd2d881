// The embedded SantimPay (payments-protocols.md §1, §7) under /sim/santimpay/api/v1/gateway: the same paths,
// bare-object answers and HTTP-200 {message, status:'declined'} errors as the real one. Every call must carry
// the registered merchant id and an ES256 signedToken over the operation's claims (both claim spellings drift
// between SDKs, so merchantId/merchantID and merId are all accepted), generated within 5 minutes.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { verifyEs256 } from '../adapters/jwt.ts';
import { SANTIMPAY_METHODS } from '../adapters/santimpay.ts';
import { insertSimTx, simTxByRef, simCents, type SimTx } from './store.ts';
import type { SimContext } from './context.ts';

export const SANTIMPAY_SIM_BASE = '/sim/santimpay/api/v1/gateway';
const MAX_TOKEN_AGE_S = 300;
const PHONE = /^\+251[79]\d{8}$/;
const PARTNERS = Object.entries(SANTIMPAY_METHODS).map(([method, name]) => ({ id: name, name, method }));

type Body = Record<string, unknown>;
const declined = (reply: FastifyReply, message: string) => reply.send({ message, status: 'declined' });
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The transaction object of status answers and callbacks (payments-protocols.md §1). */
export function santimpayTransaction(tx: SimTx, merchantId: string): Record<string, unknown> {
  const amount = Number(tx.amount_cents) / 100;
  const urls = JSON.parse(typeof tx.urls === 'string' ? tx.urls : JSON.stringify(tx.urls)) as Record<string, string>;
  return {
    txnId: tx.txn_id,
    created_at: new Date(tx.created_at).toISOString(),
    updated_at: new Date(tx.updated_at).toISOString(),
    thirdPartyId: tx.ref,
    transactionType: tx.kind === 'payout' ? 'GATEWAY_PAYOUT' : '',
    merId: merchantId,
    merName: 'BirrBet (simulated)',
    amount: amount.toFixed(2),
    commission: '0.00',
    totalAmount: amount.toFixed(2),
    currency: 'ETB',
    reason: tx.reason,
    msisdn: tx.phone,
    accountNumber: tx.phone,
    clientReference: tx.ref,
    paymentVia: tx.method,
    refId: tx.status === 'COMPLETED' ? tx.txn_id.slice(0, 10).toUpperCase() : '',
    successRedirectUrl: urls['successUrl'] ?? '',
    failureRedirectUrl: urls['failureUrl'] ?? '',
    cancelRedirectUrl: urls['cancelUrl'] ?? '',
    message: tx.status === 'FAILED' ? 'Insufficient balance on the customer wallet' : '',
    status: tx.status,
    Status: tx.status,
    StatusReason: tx.status === 'FAILED' ? 'declined by the customer wallet' : '',
    ReceiverWalletID: tx.kind === 'payout' ? tx.phone : '',
  };
}

export function santimpaySimRoutes(app: FastifyInstance, sim: SimContext): void {
  /** The verified claims, or the refusal text. */
  const claimsOf = (body: Body): Body | string => {
    const merchant = str(body['merchantId'] ?? body['merchantID']);
    if (merchant !== sim.santimpayMerchantId) {
      return 'Invalid merchant';
    }
    const claims = verifyEs256(str(body['signedToken']), sim.merchantPublicKeyPem);
    if (claims === null) {
      return 'crypto/ecdsa: verification error';
    }
    const generated = Number(claims['generated']);
    if (!Number.isFinite(generated) || Math.abs(sim.now() / 1000 - generated) > MAX_TOKEN_AGE_S || 'iat' in claims) {
      return 'Invalid token';
    }
    return claims;
  };

  /** Checks a payment or payout request against its token; the refusal text or the parsed request. */
  function paymentRequest(body: Body, withPhone: boolean): { cents: number; phone: string; method: string } | string {
    const claims = claimsOf(body);
    if (typeof claims === 'string') {
      return claims;
    }
    const cents = simCents(body['amount']);
    if (cents === null || simCents(claims['amount']) !== cents) {
      return 'Invalid amount';
    }
    const claimedMerchant = str(claims['merchantId'] ?? claims['merchantID']);
    if (claimedMerchant !== sim.santimpayMerchantId || str(claims['paymentReason'] ?? claims['paymentreason']) !== str(body['reason'])) {
      return 'Invalid token';
    }
    const phone = str(body['phoneNumber'] ?? body['receiverAccountNumber']);
    if (!withPhone) {
      return { cents, phone, method: 'SantimPay checkout' };
    }
    if (!PHONE.test(phone)) {
      return 'phone number must be in the format +251912345678';
    }
    const method = str(body['paymentMethod']);
    if (!PARTNERS.some((p) => p.id === method) || str(claims['paymentMethod']) !== method || str(claims['phoneNumber']) !== phone) {
      return PARTNERS.some((p) => p.id === method) ? 'Invalid token' : 'Payment Method Not Supported';
    }
    return { cents, phone, method };
  }

  const urlsOf = (body: Body) => ({
    successUrl: str(body['successRedirectUrl']),
    failureUrl: str(body['failureRedirectUrl']),
    cancelUrl: str(body['cancelRedirectUrl']),
  });

  app.post(`${SANTIMPAY_SIM_BASE}/initiate-payment`, async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const parsed = paymentRequest(body, false);
    if (typeof parsed === 'string') {
      return declined(reply, parsed);
    }
    const tx = await insertSimTx(
      sim.db,
      {
        gateway: 'santimpay',
        ref: str(body['id']),
        kind: 'checkout',
        method: 'SantimPay checkout',
        amountCents: parsed.cents,
        phone: str(body['phoneNumber']),
        reason: str(body['reason']),
        notifyUrl: str(body['notifyUrl']),
        urls: urlsOf(body),
        resolveAt: null,
      },
      sim.now(),
    );
    return tx === null ? declined(reply, 'Duplicate Client Reference.') : { url: `/sim/santimpay/checkout/${tx.txn_id}` };
  });

  for (const [path, kind] of [
    ['direct-payment', 'direct'],
    ['payout-transfer', 'payout'],
  ] as const) {
    app.post(`${SANTIMPAY_SIM_BASE}/${path}`, async (request, reply) => {
      const body = (request.body ?? {}) as Body;
      const parsed = paymentRequest(body, true);
      if (typeof parsed === 'string') {
        return declined(reply, parsed);
      }
      if (kind === 'payout' && !(await sim.escrowCovers(parsed.cents))) {
        return declined(reply, 'new row for relation "santimpay_wallets" violates check constraint "chk_santimpay_wallets_balance_is_non_negative"');
      }
      const ref = str(body['id']);
      const tx = await insertSimTx(
        sim.db,
        {
          gateway: 'santimpay',
          ref,
          kind,
          method: parsed.method,
          amountCents: parsed.cents,
          phone: parsed.phone,
          reason: str(body['reason']),
          notifyUrl: str(body['notifyUrl']),
          urls: urlsOf(body),
          resolveAt: new Date(sim.now() + sim.ussdDelayMs),
        },
        sim.now(),
      );
      if (tx === null) {
        return declined(reply, 'Duplicate Client Reference.');
      }
      return kind === 'payout'
        ? { status: 'SUCCESS', transactionType: 'GATEWAY_PAYOUT', txnId: tx.txn_id, message: 'Payout accepted' }
        : { status: 'PENDING', txnId: tx.txn_id, message: 'USSD push sent to the customer' };
    });
  }

  app.post(`${SANTIMPAY_SIM_BASE}/fetch-transaction-status`, async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const claims = claimsOf(body);
    if (typeof claims === 'string') {
      return declined(reply, claims);
    }
    if (str(claims['id']) !== str(body['id']) || str(claims['merId'] ?? claims['merchantId']) !== sim.santimpayMerchantId) {
      return declined(reply, 'Invalid token');
    }
    await sim.resolveDue();
    const tx = await simTxByRef(sim.db, 'santimpay', str(body['id']));
    return tx === null ? declined(reply, 'Transaction not found') : santimpayTransaction(tx, sim.santimpayMerchantId);
  });

  app.get(`${SANTIMPAY_SIM_BASE}/payout/partners`, async () => ({ partners: PARTNERS }));
  app.get('/sim/santimpay/__sim/keys', async () => ({ gatewayPublicKeyPem: sim.gatewayPublicKeyPem }));
}
