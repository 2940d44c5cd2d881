// The payment endpoints of issue 13 (companion §3/§7): the preference reads, the SantimPay family (hosted
// checkout, USSD push, B2C transfer, status, partners, the player's lists), the ArifPay family (inline sessions
// per channel, withdrawals by init + confirm), the player's recent payments for the tracker, and the gateways'
// callbacks. Player calls are signed and carry the session; a user_id that is not the session's is a 403.
// A refused submit is a 400 with the code and text of domain/payments/submit.ts, and holds nothing.
import { DEPOSIT_LIMIT_REFUSAL, SELF_EXCLUSION_REFUSALS } from './rg-refusals.ts';
import { coerce, enums, literal, nullable, number, optional, string, type, union, array } from 'superstruct';
import { endpoint, QueryInt, Text, type Refusal } from '../endpoint.ts';
import { PaymentRecord, PaymentStatus } from '../payment.ts';
import { PreferencesAnswer } from '../payment-preferences.ts';
import { SESSION_QUERY, SESSION_REFUSALS, SessionHeaders } from './session-headers.ts';
import { ApiError, RequestId } from './wire.ts';

const TAG = 'payments';

/** An amount as typed: a number or a plain decimal string; the submit rules (domain) check the rest. */
export const PaymentAmount = union([number(), Text(32, 1)]);

/** TELEBIRR, CBEBIRR or MPESA, in any case; 'CBE' and 'M-PESA' as some clients write them. */
export const WalletMethod = coerce(enums(['TELEBIRR', 'CBEBIRR', 'MPESA']), string(), (s) => {
  const word = s.toUpperCase().replace(/[^A-Z]/g, '');
  return word === 'CBE' ? 'CBEBIRR' : word;
});

const Phone = Text(32);
const Reason = optional(nullable(Text(200)));

const INVALID = {
  amount: { code: 'PAYMENT_AMOUNT_INVALID', text: 'Please enter a valid amount' },
  payment_method: { code: 'PAYMENT_METHOD_UNKNOWN', text: 'Payment method not implemented' },
  phone: { code: 'PAYMENT_PHONE_INVALID', text: 'Phone number must be in the format +251912345678' },
  phone_number: { code: 'PAYMENT_PHONE_INVALID', text: 'Phone number must be in the format +251912345678' },
  receiver_account_number: { code: 'PAYMENT_PHONE_INVALID', text: 'Phone number must be in the format +251912345678' },
};

/** The submit rules (domain/payments/submit.ts), the merchant's switch, the balance and the session guard. */
const SUBMIT_REFUSALS: Refusal[] = [
  { status: 400, code: 'PAYMENT_AMOUNT_INVALID', text: 'Please enter a valid amount' },
  { status: 400, code: 'PAYMENT_AMOUNT_OUT_OF_RANGE', text: 'Min: {min} ETB, Max: {max} ETB' },
  { status: 400, code: 'PAYMENT_WITHDRAWAL_CAP', text: 'Maximum withdrawal is 10,000 ETB per transaction' },
  { status: 400, code: 'PAYMENT_METHOD_UNKNOWN', text: 'Payment method not implemented' },
  { status: 400, code: 'PAYMENT_PHONE_REQUIRED', text: 'Phone number is required' },
  { status: 400, code: 'PAYMENT_PHONE_REQUIRED_USSD', text: 'Phone number is required for USSD payments' },
  { status: 400, code: 'PAYMENT_PHONE_INVALID', text: 'Phone number must be in the format +251912345678' },
  { status: 400, code: 'INSUFFICIENT_BALANCE', text: 'Insufficient balance' },
  { status: 502, code: 'GATEWAY_INSUFFICIENT_FUNDS', text: 'Insufficient balance. Please top up and try again.' },
  { status: 502, code: 'GATEWAY_UNAVAILABLE', text: 'Connection timeout. Please try again.' },
  { status: 502, code: 'GATEWAY_DECLINED', text: 'Transaction failed. Please try again.' },
  { status: 403, code: 'FORBIDDEN' },
  ...SELF_EXCLUSION_REFUSALS,
  DEPOSIT_LIMIT_REFUSAL,
  ...SESSION_REFUSALS,
];

const SESSION = { query: type(SESSION_QUERY), headers: SessionHeaders };
const PLAYER_ANSWERS = { 400: ApiError, 401: ApiError, 403: ApiError, 502: ApiError };

const ENVELOPE = { success: literal(true), message: string() };

export const CheckoutBody = type({
  user_id: RequestId,
  amount: PaymentAmount,
  reason: Reason,
  phone_number: optional(nullable(Phone)),
  merchant_id: optional(RequestId),
});
export const DirectBody = type({ ...CheckoutBody.schema, payment_method: WalletMethod });
export const TransferBody = type({
  user_id: RequestId,
  amount: PaymentAmount,
  reason: Reason,
  receiver_account_number: Phone,
  payment_method: WalletMethod,
  merchant_id: optional(RequestId),
});
export const InlineBody = type({
  user_id: RequestId,
  phone: optional(nullable(Phone)),
  amount: PaymentAmount,
  reason: Reason,
  merchant_id: optional(RequestId),
});
export const ConfirmBody = type({ session_id: Text(100, 1), phone: optional(nullable(Phone)) });

export const CheckoutStarted = type({
  ...ENVELOPE,
  data: type({ payment_url: string(), status: PaymentStatus, payment_id: string(), transaction_id: string() }),
});
export const DirectStarted = type({
  ...ENVELOPE,
  data: type({ payment_id: string(), status: PaymentStatus, santimpay_txn_id: nullable(string()), transaction_id: string() }),
});
export const TransferStarted = type({
  ...ENVELOPE,
  data: type({ transfer_id: string(), status: PaymentStatus, santimpay_txn_id: nullable(string()), transaction_id: string() }),
});
export const SessionStarted = type({ ...ENVELOPE, data: type({ session_id: string(), status: PaymentStatus, payment_id: string() }) });
export const StatusAnswer = type({
  success: literal(true),
  data: type({ status: PaymentStatus, transactionType: enums(['PAYMENT', 'GATEWAY_PAYOUT']), payment: PaymentRecord }),
});
export const PartnersAnswer = type({ success: literal(true), data: array(type({ id: string(), name: string(), method: string() })) });
export const PaymentList = type({ success: literal(true), data: array(PaymentRecord), total: number(), limit: number(), offset: number() });
export const RecentPayments = type({ success: literal(true), data: array(PaymentRecord) });

const preferences = (id: string, path: string, flow: string) =>
  endpoint({
    id,
    method: 'GET',
    path,
    tag: TAG,
    access: 'session',
    summary: `The merchant's ${flow} gateways and the methods each offers (companion §3).`,
    ...SESSION,
    responses: { 200: PreferencesAnswer, 400: ApiError, 401: ApiError, 403: ApiError },
    refusals: SESSION_REFUSALS,
  });

export const PaymentPreferences = preferences('paymentPreferences', '/api/v1/payments/preferences', 'deposit');
export const WithdrawalPreferences = preferences('withdrawalPreferences', '/api/v1/payments/withdrawal-preferences', 'withdrawal');

const submit = <
  B extends typeof CheckoutBody | typeof DirectBody | typeof TransferBody | typeof InlineBody | typeof ConfirmBody,
  A extends typeof CheckoutStarted | typeof DirectStarted | typeof TransferStarted | typeof SessionStarted,
>(
  id: string,
  path: string,
  summary: string,
  body: B,
  answer: A,
) =>
  endpoint({
    id,
    method: 'POST',
    path,
    tag: TAG,
    access: 'session',
    summary,
    ...SESSION,
    body,
    invalid: INVALID,
    responses: { 200: answer, ...PLAYER_ANSWERS, 404: ApiError },
    refusals: SUBMIT_REFUSALS,
  });

export const SantimpayCheckout = submit(
  'santimpayCheckout',
  '/api/v1/santimpay/checkout',
  "Deposit through SantimPay's hosted checkout: answers the page to send the player to.",
  CheckoutBody,
  CheckoutStarted,
);
export const SantimpayDirect = submit(
  'santimpayDirect',
  '/api/v1/santimpay/direct',
  "Deposit by a USSD push to the player's phone (Telebirr, CBE Birr or M-Pesa) through SantimPay.",
  DirectBody,
  DirectStarted,
);
export const SantimpayTransfer = submit(
  'santimpayTransfer',
  '/api/v1/santimpay/transfer',
  "Withdraw to the player's wallet by a SantimPay B2C payout: the amount is held at once and released if it fails.",
  TransferBody,
  TransferStarted,
);

const ById = type({ id: Text(100, 1) });
const ByUser = type({ user_id: Text(100, 1) });

export const SantimpayStatus = endpoint({
  id: 'santimpayStatus',
  method: 'GET',
  path: '/api/v1/santimpay/status/:id',
  tag: TAG,
  access: 'session',
  summary: "One of the player's own payments by id (any gateway): its state and whether it is a payment or a payout.",
  params: ById,
  ...SESSION,
  responses: { 200: StatusAnswer, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError },
  refusals: [...SESSION_REFUSALS, { status: 404, code: 'PAYMENT_NOT_FOUND', text: 'Payment not found' }],
});

export const SantimpayPartners = endpoint({
  id: 'santimpayPartners',
  method: 'GET',
  path: '/api/v1/santimpay/partners',
  tag: TAG,
  access: 'session',
  summary: "SantimPay's payout partners (the wallets a B2C transfer can reach).",
  ...SESSION,
  responses: { 200: PartnersAnswer, 400: ApiError, 401: ApiError, 403: ApiError, 502: ApiError },
  refusals: [...SESSION_REFUSALS, { status: 502, code: 'PARTNERS_UNAVAILABLE', text: 'Failed to fetch partners' }],
});

const list = (id: string, path: string, what: string) =>
  endpoint({
    id,
    method: 'GET',
    path,
    tag: TAG,
    access: 'session',
    summary: `The player's own ${what}, newest first, paged (limit 20 by default).`,
    params: ByUser,
    query: type({ ...SESSION_QUERY, limit: optional(QueryInt(1, 100)), offset: optional(QueryInt(0)) }),
    headers: SessionHeaders,
    responses: { 200: PaymentList, 400: ApiError, 401: ApiError, 403: ApiError },
    refusals: [...SESSION_REFUSALS, { status: 403, code: 'FORBIDDEN' }],
  });

export const SantimpayPayments = list('santimpayPayments', '/api/v1/santimpay/payments/:user_id', 'SantimPay checkout deposits');
export const SantimpayTransfers = list('santimpayTransfers', '/api/v1/santimpay/transfers/:user_id', 'SantimPay B2C withdrawals');
export const SantimpayDirectPayments = list('santimpayDirectPayments', '/api/v1/santimpay/direct-payments/:user_id', 'SantimPay USSD deposits');

export const RecentPaymentsOfPlayer = endpoint({
  id: 'recentPayments',
  method: 'GET',
  path: '/api/v1/payments/recent',
  tag: TAG,
  access: 'session',
  summary: "The session player's payments of the last 24 hours, any gateway, newest first (the pending-payment tracker).",
  ...SESSION,
  responses: { 200: RecentPayments, 400: ApiError, 401: ApiError, 403: ApiError },
  refusals: SESSION_REFUSALS,
});

const CHANNELS = ['telebirr', 'cbe', 'mpesa'] as const;
const CHANNEL_NAMES = { telebirr: 'Telebirr', cbe: 'CBE Birr', mpesa: 'M-Pesa' } as const;

export const ArifpayTelebirr = submit(
  'arifpayTelebirr',
  '/api/v1/arifpay/telebirr',
  'Deposit with Telebirr through an ArifPay USSD session.',
  InlineBody,
  SessionStarted,
);
export const ArifpayCbeInit = submit(
  'arifpayCbeInit',
  '/api/v1/arifpay/cbe/init',
  'Start a CBE Birr deposit through ArifPay: answers the session to confirm.',
  InlineBody,
  SessionStarted,
);
export const ArifpayCbeConfirm = submit(
  'arifpayCbeConfirm',
  '/api/v1/arifpay/cbe/confirm',
  "Confirm a CBE Birr deposit session with the player's phone: the CBE app then asks the player to approve.",
  ConfirmBody,
  SessionStarted,
);
export const ArifpayMpesa = submit(
  'arifpayMpesa',
  '/api/v1/arifpay/mpesa',
  'Deposit with M-Pesa through an ArifPay USSD session.',
  InlineBody,
  SessionStarted,
);

const withdrawal = (channel: (typeof CHANNELS)[number], step: 'init' | 'confirm') =>
  submit(
    `arifpay${CHANNEL_NAMES[channel].replace(/[^A-Za-z]/g, '')}Withdraw${step === 'init' ? 'Init' : 'Confirm'}`,
    `/api/v1/arifpay/${channel}/withdraw/${step}`,
    step === 'init'
      ? `Start a withdrawal to ${CHANNEL_NAMES[channel]} through ArifPay: the amount is held and a session answered.`
      : `Confirm a ${CHANNEL_NAMES[channel]} withdrawal session: ArifPay then pays the player's wallet.`,
    step === 'init' ? InlineBody : ConfirmBody,
    SessionStarted,
  );

export const ARIFPAY_WITHDRAWALS = CHANNELS.flatMap((c) => [withdrawal(c, 'init'), withdrawal(c, 'confirm')]);

/** A gateway's callback: any JSON object (each gateway's shape is read by its adapter). */
const CallbackBody = type({});
const Received = type({ received: literal(true) });
/** Callbacks are limited per client address and per payment (issue 28; server/modules/payments/notify-guard.ts). */
export const TOO_MANY_CALLBACKS: Refusal = { status: 429, code: 'TOO_MANY_CALLBACKS', text: 'Too many callbacks. Please try again later' };

export const SantimpayWebhook = endpoint({
  id: 'santimpayWebhook',
  method: 'POST',
  path: '/api/v1/webhooks/santimpay',
  tag: TAG,
  access: 'public',
  summary:
    "SantimPay's callback: its Signed-Token (ES256) is verified, then the payment's status is fetched from SantimPay; only that status moves money.",
  headers: type({ 'signed-token': optional(Text(4096)) }),
  body: CallbackBody,
  responses: { 200: Received, 400: ApiError, 401: ApiError, 429: ApiError },
  refusals: [{ status: 401, code: 'INVALID_SIGNATURE', text: 'Callback signature is missing or invalid' }, TOO_MANY_CALLBACKS],
});

export const ArifpayWebhook = endpoint({
  id: 'arifpayWebhook',
  method: 'POST',
  path: '/api/v1/webhooks/arifpay',
  tag: TAG,
  access: 'public',
  summary: "ArifPay's callback (unsigned, as ArifPay sends it): it only makes us read the session's status from ArifPay.",
  body: CallbackBody,
  responses: { 200: Received, 400: ApiError, 429: ApiError },
  refusals: [TOO_MANY_CALLBACKS],
});

export const PAYMENT_ENDPOINTS = [
  PaymentPreferences,
  WithdrawalPreferences,
  SantimpayCheckout,
  SantimpayDirect,
  SantimpayTransfer,
  SantimpayStatus,
  SantimpayPartners,
  SantimpayPayments,
  SantimpayTransfers,
  SantimpayDirectPayments,
  RecentPaymentsOfPlayer,
  ArifpayTelebirr,
  ArifpayCbeInit,
  ArifpayCbeConfirm,
  ArifpayMpesa,
  ...ARIFPAY_WITHDRAWALS,
  SantimpayWebhook,
  ArifpayWebhook,
];
