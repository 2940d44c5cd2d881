// The payment gateways' configuration (issue 13, docs/operations.md 'Payments'). Without credentials each gateway
// is the embedded simulator under /sim/…; SANTIMPAY_MERCHANT_ID + SANTIMPAY_PRIVATE_KEY_PEM (+ _BASE_URL) or
// ARIFPAY_API_KEY (+ _BASE_URL) switch it to the real gateway, which then needs PUBLIC_BASE_URL for its
// callbacks and redirects. A production URL paired with a test key is refused at start (protocols §5.5).

type Env = Record<string, string | undefined>;

export interface SantimpayLive {
  merchantId: string;
  privateKeyPem: string;
  baseUrl: string;
  /** Verifies callbacks' Signed-Token; unset refuses every callback (status polling still credits). */
  webhookPublicKeyPem: string | null;
}

export interface ArifpayLive {
  apiKey: string;
  baseUrl: string;
  b2cBaseUrl: string;
  sandbox: boolean;
  beneficiaryAccount: string;
  beneficiaryBank: string;
}

export interface PaymentsConfig {
  santimpay: SantimpayLive | null;
  arifpay: ArifpayLive | null;
  /** Where gateways reach us (https://…); '' with the simulators (same server). */
  publicBaseUrl: string;
  /** How long a simulated phone takes to approve a USSD push. */
  simUssdDelayMs: number;
  /** A payment with no final status after this long expires (a payout the gateway accepted never does). */
  expireAfterMs: number;
  /** Time limit of one call to a live gateway. */
  gatewayTimeoutMs: number;
  /**
   * Whether a gateway without credentials runs as the embedded simulator. Always outside production; in
   * production only with PAYMENT_SIMULATORS=on (a public demo): a simulator lets anyone approve a payment.
   */
  simulators: boolean;
  /** Gateway callbacks one client address may send per minute, counted over every instance (issue 28). */
  notifyPerAddressPerMinute: number;
  /** A withdrawal above this (cents; WITHDRAWAL_REVIEW_ABOVE in ETB, default 10,000) waits for a finance person's approval. */
  withdrawalReviewAboveCents: number;
}

const set = (v: string | undefined): string | null => (v === undefined || v.trim() === '' ? null : v.trim());

function wholeMs(env: Env, name: string, fallback: number, min: number): number {
  const text = set(env[name]);
  const value = text === null ? fallback : Number(text);
  if (!Number.isInteger(value) || value < min || value > 7 * 86_400_000) {
    throw new Error(`${name} must be a whole number of milliseconds from ${min}, got '${text}'`);
  }
  return value;
}

function wholeCount(env: Env, name: string, fallback: number): number {
  const text = set(env[name]);
  const value = text === null ? fallback : Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000) {
    throw new Error(`${name} must be a whole number from 1 to 1000000, got '${text}'`);
  }
  return value;
}

/** PEM from the environment, where newlines are often written as \n. */
const pem = (v: string | null): string | null => (v === null ? null : v.replace(/\\n/g, '\n'));

export function loadPaymentsConfig(env: Env): PaymentsConfig {
  const santimId = set(env['SANTIMPAY_MERCHANT_ID']);
  const santimKey = pem(set(env['SANTIMPAY_PRIVATE_KEY_PEM']));
  if ((santimId === null) !== (santimKey === null)) {
    throw new Error('SANTIMPAY_MERCHANT_ID and SANTIMPAY_PRIVATE_KEY_PEM go together: set both for the real SantimPay, neither for the simulator');
  }
  const arifKey = set(env['ARIFPAY_API_KEY']);
  const live = santimId !== null || arifKey !== null;
  const publicBaseUrl = (set(env['PUBLIC_BASE_URL']) ?? '').replace(/\/+$/, '');
  if (live && !/^https?:\/\/\S+$/.test(publicBaseUrl)) {
    throw new Error('A real payment gateway needs PUBLIC_BASE_URL (https://…) to send its callbacks and players back to');
  }
  const santimBase = set(env['SANTIMPAY_BASE_URL']) ?? 'https://services.santimpay.com/api/v1/gateway';
  const testKey = set(env['SANTIMPAY_ENV']) === 'test';
  if (santimId !== null && testKey && santimBase.includes('services.santimpay.com')) {
    throw new Error('SANTIMPAY_ENV=test with the production SANTIMPAY_BASE_URL: use https://testnet.santimpay.com/api/v1/gateway');
  }
  return {
    santimpay:
      santimId === null || santimKey === null
        ? null
        : {
            merchantId: santimId,
            privateKeyPem: santimKey,
            baseUrl: santimBase,
            webhookPublicKeyPem: pem(set(env['SANTIMPAY_WEBHOOK_PUBLIC_KEY_PEM'])),
          },
    arifpay:
      arifKey === null
        ? null
        : {
            apiKey: arifKey,
            baseUrl: set(env['ARIFPAY_BASE_URL']) ?? 'https://gateway.arifpay.net',
            b2cBaseUrl: set(env['ARIFPAY_B2C_BASE_URL']) ?? 'https://telebirr-b2c.arifpay.net',
            sandbox: set(env['ARIFPAY_SANDBOX']) === '1',
            beneficiaryAccount: set(env['ARIFPAY_BENEFICIARY_ACCOUNT']) ?? '01320811436100',
            beneficiaryBank: set(env['ARIFPAY_BENEFICIARY_BANK']) ?? 'AWINETAA',
          },
    publicBaseUrl: live ? publicBaseUrl : '',
    simUssdDelayMs: wholeMs(env, 'SIM_USSD_DELAY_MS', 3_000, 0),
    expireAfterMs: wholeMs(env, 'PAYMENT_EXPIRE_MS', 30 * 60_000, 1_000),
    gatewayTimeoutMs: wholeMs(env, 'PAYMENT_GATEWAY_TIMEOUT_MS', 15_000, 100),
    simulators: set(env['NODE_ENV']) !== 'production' || set(env['PAYMENT_SIMULATORS']) === 'on',
    notifyPerAddressPerMinute: wholeCount(env, 'PAYMENT_NOTIFY_PER_ADDRESS_PER_MINUTE', 600),
    withdrawalReviewAboveCents: wholeCount(env, 'WITHDRAWAL_REVIEW_ABOVE', 10_000) * 100,
  };
}
