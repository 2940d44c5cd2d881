// The start of a deposit or withdrawal (issue 13, companion §4/§5): the submit rules first (domain/payments/submit.ts,
// against the methods the player's preferences offer and the profile phone; a broken rule is a refusal with status 0
// and nothing is sent), then the method's call(s) with the declaration's body and answer:
//   SantimPay USSD deposit → direct (payment_method, phone_number = the profile phone); SantimPay checkout →
//   checkout (its payment_url); ArifPay deposit → telebirr | mpesa, CBE → cbe/init then cbe/confirm {session_id,
//   phone}; SantimPay withdrawal → transfer (receiver_account_number = the profile phone); ArifPay withdrawal →
//   {channel}/withdraw/init then /confirm. Reasons default as companion §9; merchant_id is the session's.
// Every started payment answers our payment id: PaymentStarted. Loaded with the first command (its family declares the handler, sync/families/payments.ts).
// The call that creates the payment carries the command's id as its Idempotency-Key: a retry of the same command
// (a 503 OVERLOADED sent again, overload-retry.ts) names the payment it may already have started, never a second.
import type { BodyOf, Call } from '../schema/endpoint.ts';
import {
  ARIFPAY_WITHDRAWALS,
  ArifpayCbeConfirm,
  ArifpayCbeInit,
  ArifpayMpesa,
  ArifpayTelebirr,
  SantimpayCheckout,
  SantimpayDirect,
  SantimpayTransfer,
} from '../schema/endpoints/payments.ts';
import type { AppEvent, PayloadOf } from '../schema/event.ts';
import { visibleMethods, type PaymentFlow, type PaymentMethod } from '../domain/payments/methods.ts';
import { checkPaymentSubmit } from '../domain/payments/submit.ts';
import { outcome, refusalOf, sessionOf, type CommandContext, type Refusal } from './commands-context.ts';
import { answerOf, send, type SuccessOf } from './declared.ts';
import { retryOverloaded } from './overload-retry.ts';
import type { SessionAuth } from './http.ts';
import { storedPreferences } from './payments.ts';

type Request = PayloadOf<'v1.PaymentRequested'>;
type Started = PayloadOf<'v1.PaymentStarted'>['payment'];

const REASONS: Readonly<Record<PaymentFlow, string>> = { deposit: 'Deposit to wallet', withdrawal: 'Withdrawal from wallet' };

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.code);
  }
}

export async function paymentCommand(p: Request, ctx: CommandContext): Promise<AppEvent[]> {
  const { store } = ctx.data;
  if (store.getCell('paymentForms', p.flow, 'command_id') !== p.commandId) {
    return []; // the form had a payment in flight already
  }
  const refused = (r: Refusal, source: AppEvent['source'] = 'remote'): AppEvent[] => [
    outcome(ctx, 'v1.PaymentRefused', { commandId: p.commandId, flow: p.flow, ...r }, source),
  ];
  const player = sessionOf(ctx);
  const methods = visibleMethods(p.flow, storedPreferences(ctx.data.store, p.flow));
  const phone = store.getValue('phone') ?? '';
  const check = checkPaymentSubmit({ flow: p.flow, userId: player?.userId ?? null, methodId: p.methodId, amount: p.amount, phone }, methods);
  if (!check.ok || !player) {
    const error = check.ok ? { code: 'PAYMENT_LOGIN_REQUIRED', values: {} } : check.error;
    const values = Object.keys(error.values).length > 0 ? { values: { ...error.values } } : {};
    return refused({ code: error.code, status: 0, ...values }, 'system');
  }
  const merchantId = store.getValue('merchant_id') || ctx.merchantId;
  const session: SessionAuth = { token: player.token, merchantId };
  const args: CallArgs = {
    ctx,
    session,
    key: p.commandId,
    userId: player.userId,
    merchantId,
    method: check.method,
    amount: check.cents / 100,
    phone: check.phone,
  };
  try {
    const payment = p.flow === 'deposit' ? await deposit(args) : await withdraw(args);
    return [outcome(ctx, 'v1.PaymentStarted', { commandId: p.commandId, flow: p.flow, methodId: p.methodId, payment })];
  } catch (error) {
    return refused(error instanceof Refused ? error.refusal : refusalOf(error));
  }
}

interface CallArgs {
  ctx: CommandContext;
  session: SessionAuth;
  /** The Idempotency-Key of the call that creates the payment (the command's id). */
  key: string;
  userId: string;
  merchantId: string;
  method: PaymentMethod;
  amount: number;
  phone: string;
}

/**
 * Sends a declared call with a body of its declared type and the session (and, for the call that creates the
 * payment, its Idempotency-Key); decodes the success answer.
 */
async function post<C extends Call & { body?: unknown }>(a: CallArgs, call: C, body: BodyOf<C>, creates = false): Promise<SuccessOf<C>> {
  const headers = creates ? { 'Idempotency-Key': a.key } : undefined;
  // A 503 OVERLOADED ran nothing on the server, and the creating call keeps its key: sending it again cannot pay twice.
  const raw = await retryOverloaded(() => send(a.ctx.api, call as Call, { body, session: a.session, ...(headers ? { headers } : {}) }));
  const [error, value] = answerOf(call).validate(raw, { coerce: true });
  if (error) {
    a.ctx.log(`${call.path} answer dropped: it does not decode`, error.message);
    throw new Refused({ code: 'BAD_ANSWER', status: 0 });
  }
  return value as SuccessOf<C>;
}

const wallet = (m: PaymentMethod): 'TELEBIRR' | 'CBEBIRR' | 'MPESA' => (m.method === 'CHECKOUT' ? 'TELEBIRR' : m.method);

async function deposit(a: CallArgs): Promise<Started> {
  const { method, amount, userId, merchantId, phone } = a;
  const reason = REASONS.deposit;
  if (method.provider === 'santimpay' && method.type === 'redirect') {
    const { data } = await post(a, SantimpayCheckout, { user_id: userId, amount, reason, phone_number: phone, merchant_id: merchantId }, true);
    return { id: data.payment_id, status: data.status, amount, paymentUrl: data.payment_url };
  }
  if (method.provider === 'santimpay') {
    const body = { user_id: userId, amount, reason, phone_number: phone, payment_method: wallet(method), merchant_id: merchantId };
    const { data } = await post(a, SantimpayDirect, body, true);
    return { id: data.payment_id, status: data.status, amount };
  }
  const inline = { user_id: userId, phone, amount, reason, merchant_id: merchantId };
  if (method.category === 'cbe') {
    const init = await post(a, ArifpayCbeInit, inline, true);
    const { data } = await post(a, ArifpayCbeConfirm, { session_id: init.data.session_id, phone });
    return { id: data.payment_id || init.data.payment_id, status: data.status, amount };
  }
  const { data } = await post(a, method.category === 'mpesa' ? ArifpayMpesa : ArifpayTelebirr, inline, true);
  return { id: data.payment_id, status: data.status, amount };
}

async function withdraw(a: CallArgs): Promise<Started> {
  const { method, amount, userId, merchantId, phone } = a;
  const reason = REASONS.withdrawal;
  if (method.provider === 'santimpay') {
    const body = { user_id: userId, amount, reason, receiver_account_number: phone, payment_method: wallet(method), merchant_id: merchantId };
    const { data } = await post(a, SantimpayTransfer, body, true);
    return { id: data.transfer_id, status: data.status, amount };
  }
  const step = (s: 'init' | 'confirm') => {
    const call = ARIFPAY_WITHDRAWALS.find((c) => c.path.endsWith(`/arifpay/${method.category}/withdraw/${s}`));
    if (!call) {
      throw new Refused({ code: 'PAYMENT_METHOD_UNKNOWN', status: 0 });
    }
    return call;
  };
  const init = await post(a, step('init') as typeof ArifpayCbeInit, { user_id: userId, phone, amount, reason, merchant_id: merchantId }, true);
  const { data } = await post(a, step('confirm') as typeof ArifpayCbeConfirm, { session_id: init.data.session_id, phone });
  return { id: data.payment_id || init.data.payment_id, status: data.status, amount };
}
