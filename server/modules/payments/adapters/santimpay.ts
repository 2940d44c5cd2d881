// SantimPay (payments-protocols.md §1): every call a JSON POST carrying merchantId and an ES256 `signedToken` over
// the operation's claims (initiate: amount, paymentReason, merchantId, generated; direct/payout add paymentMethod
// and phoneNumber; status: id, merId, generated). Errors come back as HTTP 200 {message, status:'declined'}.
// Callbacks carry a Signed-Token ES256 JWT from the gateway's key; we verify it, and then only ask for the status.
import { gatewayPaymentState } from '../../../../domain/payments/gateway-status.ts';
import { signEs256, verifyEs256 } from './jwt.ts';
import { jsonObject, NoAnswer, type HttpCall } from './transport.ts';
import { centsOf, etb, GatewayDeclined, type GatewayAdapter, type GatewayReading, type PaymentOrder, type StartAnswer } from './types.ts';

export interface SantimpayConfig {
  baseUrl: string;
  merchantId: string;
  privateKeyPem: string;
  /** The key that verifies callbacks' Signed-Token; null refuses every callback (status polling still credits). */
  webhookPublicKeyPem: string | null;
  target: string;
}

/** SantimPay's paymentMethod words for our wallet methods. */
export const SANTIMPAY_METHODS: Readonly<Record<string, string>> = { TELEBIRR: 'Telebirr', CBEBIRR: 'CBE Birr', MPESA: 'M-Pesa' };

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export function santimpayAdapter(config: SantimpayConfig, call: HttpCall, nowMs: () => number): GatewayAdapter {
  const generated = (): number => Math.floor(nowMs() / 1000);
  const post = async (path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const answer = await call({ method: 'POST', url: `${config.baseUrl}${path}`, body });
    const json = jsonObject(answer.text);
    // Garbage or a server error says nothing about whether the gateway took the request: no answer.
    if (json === null || answer.status >= 500) {
      throw new NoAnswer(`SantimPay answered ${answer.status} without a readable body`);
    }
    if (String(json['status'] ?? '').toLowerCase() === 'declined' || answer.status >= 400) {
      throw new GatewayDeclined(text(json['message']) ?? `SantimPay refused the request (${answer.status})`);
    }
    return json;
  };
  const sign = (claims: Record<string, unknown>): string => signEs256(claims, config.privateKeyPem);

  async function start(order: PaymentOrder, urls: Parameters<GatewayAdapter['start']>[1]): Promise<StartAnswer> {
    const amount = etb(order.amountCents);
    const redirects = {
      successRedirectUrl: urls.successUrl,
      failureRedirectUrl: urls.failureUrl,
      cancelRedirectUrl: urls.cancelUrl,
      notifyUrl: urls.notifyUrl,
    };
    if (order.kind === 'checkout') {
      const claims = { amount, paymentReason: order.reason, merchantId: config.merchantId, generated: generated() };
      const json = await post('/initiate-payment', {
        id: order.id,
        amount,
        reason: order.reason,
        merchantId: config.merchantId,
        signedToken: sign(claims),
        phoneNumber: order.phone,
        ...redirects,
      });
      const url = text(json['url']);
      if (url === null) {
        throw new GatewayDeclined('SantimPay gave no checkout url');
      }
      // The url can come back HTML- or JSON-escaped (payments-protocols.md §1 quirks).
      return { state: 'pending', gatewayTxnId: null, paymentUrl: url.replace(/\\u0026/g, '&').replace(/&amp;/g, '&'), sessionId: null };
    }
    const paymentMethod = SANTIMPAY_METHODS[order.method] ?? order.method;
    const claims = {
      amount,
      paymentReason: order.reason,
      paymentMethod,
      phoneNumber: order.phone,
      merchantId: config.merchantId,
      generated: generated(),
    };
    if (order.kind === 'transfer') {
      const json = await post('/payout-transfer', {
        id: order.id,
        clientReference: order.id,
        amount,
        reason: order.reason,
        merchantId: config.merchantId,
        signedToken: sign(claims),
        receiverAccountNumber: order.phone,
        paymentMethod,
        notifyUrl: urls.notifyUrl,
      });
      // 'SUCCESS' is the payout's acknowledgement: processing, final only by a later status.
      return {
        state: gatewayPaymentState('santimpay', json['status']) ?? 'processing',
        gatewayTxnId: text(json['txnId']),
        paymentUrl: null,
        sessionId: null,
      };
    }
    const json = await post('/direct-payment', {
      id: order.id,
      amount,
      reason: order.reason,
      merchantId: config.merchantId,
      signedToken: sign(claims),
      phoneNumber: order.phone,
      paymentMethod,
      ...redirects,
    });
    return { state: 'pending', gatewayTxnId: text(json['txnId']), paymentUrl: null, sessionId: null };
  }

  async function status(order: PaymentOrder): Promise<GatewayReading | null> {
    const claims = { id: order.id, merId: config.merchantId, generated: generated() };
    let json: Record<string, unknown>;
    try {
      json = await post('/fetch-transaction-status', { id: order.id, merchantId: config.merchantId, signedToken: sign(claims) });
    } catch (err) {
      if (err instanceof GatewayDeclined) {
        return null;
      }
      throw err;
    }
    const word = text(json['status']) ?? text(json['Status']) ?? '';
    return { state: gatewayPaymentState('santimpay', word), word, amountCents: centsOf(json['amount']), gatewayTxnId: text(json['txnId']) };
  }

  return {
    gateway: 'santimpay',
    target: config.target,
    start,
    confirm: async () => {
      throw new GatewayDeclined('SantimPay has no confirm step');
    },
    status,
    callback: async (headers, body) => {
      const token = headers['signed-token'];
      const claims = typeof token === 'string' && config.webhookPublicKeyPem !== null ? verifyEs256(token, config.webhookPublicKeyPem) : null;
      const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      const ref = text(fields['thirdPartyId']) ?? text(fields['clientReference']);
      // The token must speak for this very callback: same payment, same status word.
      if (claims === null || ref === null || text(claims['thirdPartyId']) !== ref) {
        return 'forged';
      }
      const word = text(fields['Status']) ?? text(fields['status']) ?? '';
      if (String(claims['Status'] ?? claims['status'] ?? '') !== word) {
        return 'forged';
      }
      return { ref, sessionId: null, word };
    },
    partners: async () => {
      const answer = await call({ method: 'GET', url: `${config.baseUrl}/payout/partners` });
      const json = jsonObject(answer.text);
      const list = Array.isArray(json?.['partners']) ? (json['partners'] as unknown[]) : [];
      return list.flatMap((p) => {
        const o = (typeof p === 'object' && p !== null ? p : {}) as Record<string, unknown>;
        const id = text(o['id']);
        return id === null ? [] : [{ id, name: text(o['name']) ?? id, method: text(o['method']) ?? id }];
      });
    },
  };
}
