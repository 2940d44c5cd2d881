// Helpers for the payment tests: a signed-in player, starting deposits and withdrawals as the spec's client sends
// them, and driving time: the simulated phone answers after SIM_USSD_DELAY_MS, then the simulator's worker
// delivers its callbacks (settle) and the poller asks for what is due (poll).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { paymentsRuntime, type PaymentsRuntime } from '../../server/modules/payments/index.ts';
import { pollDue } from '../../server/modules/payments/poller.ts';
import { authed, signUp } from './auth-helpers.ts';
import type { TestApp } from './helpers.ts';
import { balanceOf } from './tickets-helpers.ts';

export interface Player {
  userId: string;
  token: string;
  phone: string;
}

let phones = 0;
/** A fresh phone number; `ending` picks a simulator scenario (0000 declines, 1111 never answers, 2222 storms). */
export function freshPhone(ending = ''): string {
  phones += 1;
  const body = `9${String(process.pid % 1000).padStart(3, '0')}${String(phones).padStart(5, '0')}`;
  return `+251${body.slice(0, 9 - ending.length)}${ending}`;
}

export async function player(app: FastifyInstance, ending = ''): Promise<Player> {
  const phone = freshPhone(ending);
  const login = await signUp(app, phone);
  return { userId: login.user.id, token: login.session.id, phone };
}

export const call = (
  app: FastifyInstance,
  p: Player,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<LightMyRequestResponse> =>
  authed(app, { method, url, ...(body === undefined ? {} : { body }), token: p.token, ...(headers === undefined ? {} : { headers }) });

export const depositUssd = (
  app: FastifyInstance,
  p: Player,
  amount: unknown,
  method = 'TELEBIRR',
  extra: Record<string, unknown> = {},
  headers?: Record<string, string>,
) =>
  call(
    app,
    p,
    'POST',
    '/api/v1/santimpay/direct',
    { user_id: p.userId, amount, reason: 'Deposit to wallet', phone_number: p.phone, payment_method: method, ...extra },
    headers,
  );

export const withdraw = (app: FastifyInstance, p: Player, amount: unknown, extra: Record<string, unknown> = {}) =>
  call(app, p, 'POST', '/api/v1/santimpay/transfer', {
    user_id: p.userId,
    amount,
    reason: 'Withdrawal from wallet',
    receiver_account_number: p.phone,
    payment_method: 'TELEBIRR',
    ...extra,
  });

/** Offers ArifPay beside SantimPay for Telebirr withdrawals (the operator's gateway switches, by its token). */
export async function arifpayWithdrawalsOn(app: FastifyInstance, operatorToken: string): Promise<void> {
  const on = await app.inject({
    method: 'PUT',
    url: '/api/admin/v1/payments/preferences',
    headers: { authorization: `Bearer ${operatorToken}` },
    payload: {
      flow: 'withdrawal',
      gateways: [
        { name: 'santimpay', enabled: true, methods: ['TELEBIRR'] },
        { name: 'arifpay', enabled: true, methods: ['TELEBIRR'] },
      ],
    },
  });
  expect(on.statusCode, on.body).toBe(200);
}

export function runtime(app: FastifyInstance): PaymentsRuntime {
  const r = paymentsRuntime(app.db);
  if (r === undefined || r.sim === null) {
    throw new Error('payments runtime with simulators expected');
  }
  return r;
}

/** Moves the clock past the simulated phone's answer and lets the simulator deliver its callbacks. */
export async function phoneAnswers(t: TestApp, ms = 3_001): Promise<void> {
  t.clock.now += ms;
  await runtime(t.app).sim?.settleDue();
}

export async function poll(app: FastifyInstance): Promise<number> {
  return pollDue(runtime(app).deps);
}

export async function stateOf(app: FastifyInstance, paymentId: string): Promise<string> {
  const row = await app.db.selectFrom('payments').select('state').where('id', '=', paymentId).executeTakeFirstOrThrow();
  return row.state;
}

/** Cents credited by deposits of a payment (0 or its amount: never twice). */
export async function creditsOf(app: FastifyInstance, paymentId: string): Promise<number> {
  const rows = await app.db.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', `deposit:${paymentId}`).execute();
  return rows.length;
}

export async function expectBalance(app: FastifyInstance, p: Player, cents: number): Promise<void> {
  expect(await balanceOf(app, p.userId)).toBe(cents);
}
