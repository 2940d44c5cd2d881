// ArifPay (payments-protocols.md §2): JSON over HTTPS with the `x-arifpay-key` header and no request signing;
// answers are {error, msg, data}. A deposit is a checkout session (our payment id as its nonce) pushed to the
// player's phone by the channel's direct-transfer call (CBE Birr waits for the player's confirm); a withdrawal is
// a session whose beneficiary is the player, paid by the B2C transfer on confirm. Callbacks are unsigned: they
// only make us read the session, and the session's transactionStatus is what moves money.
import { gatewayPaymentState } from '../../../../domain/payments/gateway-status.ts';
import { jsonObject, NoAnswer, type HttpCall } from './transport.ts';
import { centsOf, etb, GatewayDeclined, type GatewayAdapter, type PaymentOrder, type RedirectUrls, type StartAnswer } from './types.ts';

export interface ArifpayConfig {
  baseUrl: string;
  /** The B2C host (https://telebirr-b2c.arifpay.net in production). */
  b2cBaseUrl: string;
  apiKey: string;
  sandbox: boolean;
  beneficiary: { accountNumber: string; bank: string };
  target: string;
}

const DIRECT_PATHS: Readonly<Record<string, string>> = {
  TELEBIRR: '/api/checkout/telebirr-ussd/transfer/direct',
  CBEBIRR: '/api/checkout/v2/cbe/direct/transfer',
  MPESA: '/api/checkout/mpesa/transfer/direct',
};
/** ArifPay documents B2C for Telebirr only; the CBE and M-Pesa paths are the simulator's (an [U] item). */
const B2C_CHANNELS: Readonly<Record<string, string>> = { TELEBIRR: 'Telebirr', CBEBIRR: 'CBE', MPESA: 'Mpesa' };
const METHOD_WORDS: Readonly<Record<string, string>> = { TELEBIRR: 'TELEBIRR_USSD', CBEBIRR: 'CBE', MPESA: 'MPESA' };
/** How long a session stays payable; our own expiry (service.ts) is the one that counts. */
const SESSION_MINUTES = 60;

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

export function arifpayAdapter(config: ArifpayConfig, call: HttpCall, nowMs: () => number): GatewayAdapter {
  const headers = { 'x-arifpay-key': config.apiKey };
  const request = async (method: 'GET' | 'POST', url: string, body?: unknown): Promise<Record<string, unknown>> => {
    const answer = await call({ method, url, headers, ...(body === undefined ? {} : { body }) });
    const json = jsonObject(answer.text);
    // Garbage or a server error says nothing about whether ArifPay took the request: no answer.
    if (json === null || answer.status >= 500) {
      throw new NoAnswer(`ArifPay answered ${answer.status} without a readable body`);
    }
    if (answer.status >= 400 || json['error'] === true) {
      throw new GatewayDeclined(text(json?.['msg']) ?? `ArifPay refused the request (${answer.status})`);
    }
    return record(json['data']);
  };
  const sessionPath = config.sandbox ? '/api/sandbox/checkout/session' : '/api/checkout/session';

  function sessionBody(order: PaymentOrder, urls: RedirectUrls): Record<string, unknown> {
    const amount = etb(order.amountCents);
    const expireDate = new Date(nowMs() + SESSION_MINUTES * 60_000).toISOString().slice(0, 19);
    return {
      cancelUrl: urls.cancelUrl,
      successUrl: urls.successUrl,
      errorUrl: urls.failureUrl,
      notifyUrl: urls.notifyUrl,
      nonce: order.id,
      expireDate,
      paymentMethods: [METHOD_WORDS[order.method] ?? order.method],
      items: [{ name: order.reason, quantity: 1, price: amount }],
      beneficiaries: [{ ...config.beneficiary, amount }],
      phone: order.phone.replace(/^\+/, ''),
      lang: 'EN',
    };
  }

  const answerOf = (data: Record<string, unknown>, state: StartAnswer['state'], fallback: string | null): StartAnswer => ({
    state,
    gatewayTxnId: text(record(data['transaction'])['transactionId']),
    paymentUrl: null,
    sessionId: text(data['sessionId']) ?? fallback,
  });

  async function direct(order: PaymentOrder, sessionId: string, phone: string, urls: RedirectUrls): Promise<StartAnswer> {
    const path = DIRECT_PATHS[order.method];
    if (path === undefined) {
      throw new GatewayDeclined('Payment Method Not Supported');
    }
    const data = await request('POST', `${config.baseUrl}${path}`, { ...sessionBody(order, urls), sessionId, phone: phone.replace(/^\+/, '') });
    return answerOf(data, 'pending', sessionId);
  }

  return {
    gateway: 'arifpay',
    target: config.target,
    start: async (order, urls) => {
      const data = await request('POST', `${config.baseUrl}${sessionPath}`, sessionBody(order, urls));
      const sessionId = text(data['sessionId']);
      if (sessionId === null) {
        throw new GatewayDeclined('ArifPay gave no session');
      }
      // Telebirr and M-Pesa deposits push at once; CBE Birr and withdrawals wait for the confirm step.
      if (order.flow === 'deposit' && order.method !== 'CBEBIRR') {
        return direct(order, sessionId, order.phone, urls);
      }
      return answerOf(data, 'pending', sessionId);
    },
    confirm: async (order, phone, urls) => {
      if (order.sessionId === null) {
        throw new GatewayDeclined('No session to confirm');
      }
      if (order.flow === 'deposit') {
        return direct(order, order.sessionId, phone, urls);
      }
      const channel = B2C_CHANNELS[order.method] ?? 'Telebirr';
      await request('POST', `${config.b2cBaseUrl}/api/${channel}/b2c/transfer`, {
        Sessionid: order.sessionId,
        Phonenumber: phone.replace(/^\+/, ''),
      });
      return { state: 'processing', gatewayTxnId: null, paymentUrl: null, sessionId: order.sessionId };
    },
    status: async (order) => {
      if (order.sessionId === null) {
        return null;
      }
      let data: Record<string, unknown>;
      try {
        data = await request('GET', `${config.baseUrl}${sessionPath}/${encodeURIComponent(order.sessionId)}`);
      } catch (err) {
        if (err instanceof GatewayDeclined) {
          return null;
        }
        throw err;
      }
      const transaction = record(data['transaction']);
      const word = text(transaction['transactionStatus']) ?? text(data['transactionStatus']) ?? '';
      return {
        state: gatewayPaymentState('arifpay', word),
        word,
        amountCents: centsOf(data['totalAmount']),
        gatewayTxnId: text(transaction['transactionId']),
      };
    },
    callback: async (_headers, body) => {
      const top = record(body);
      const fields = Object.keys(record(top['data'])).length > 0 ? record(top['data']) : top;
      const sessionId = text(fields['sessionId']) ?? text(fields['uuid']);
      const word = text(fields['transactionStatus']) ?? text(record(fields['transaction'])['transactionStatus']) ?? '';
      if (sessionId === null && text(fields['nonce']) === null) {
        return null;
      }
      return { ref: text(fields['nonce']), sessionId, word };
    },
    partners: async () => [],
  };
}
