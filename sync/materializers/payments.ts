// Materializers of deposits and withdrawals (issue 13): the form of each flow (paymentForms), the player's payments
// (payments) and the preference reads (paymentGateways). A payment's state only moves forward (domain/payments/
// states.ts): a start answer that comes after the socket already said 'completed', or a recent-payments read older
// than a live update, cannot move it back. An outcome lands on its form only when it answers that form's command.
// A payment is `tracked` (the tracker shows it) once started or moved while the app is open, or while not ended;
// an ended payment first seen in a read (after a reload) is history, not news, unless it ended in the last two
// minutes (the player is back from a checkout page that just completed it).
import type { PayloadOf } from '../../schema/event.ts';
import type { PaymentRecord } from '../../schema/payment.ts';
import { PAYMENT_METHODS, type PaymentFlow } from '../../domain/payments/methods.ts';
import { isFinalPaymentState, paymentMove, type PaymentState } from '../../domain/payments/states.ts';
import type { AppData } from '../store.ts';
import { forgetResources } from './resources.ts';

/** Every payment resource key starts with this (sync/payments.ts). */
export const PAYMENT_KEYS = 'payments:';
/** The recent-payments read's keys (one per player): a socket reconnect outdates them. */
export const RECENT_PAYMENTS_KEYS = 'payments:recent:';

const IDLE_FORM = { status: '', code: '', http_status: 0, message: '', values: '', payment_id: '', payment_url: '' } as const;

/** The catalogue id of a reported payment's method (a checkout is SantimPay's one redirect method). */
function methodIdOf(p: Pick<PaymentRecord, 'flow' | 'gateway' | 'method'>): string {
  return PAYMENT_METHODS.find((m) => m.flow === p.flow && m.provider === p.gateway && m.method === p.method)?.id ?? '';
}

/** Whether the row may take this state: a new row, or a state further along than its own. */
function moves({ store }: AppData, id: string, to: PaymentState): boolean {
  const from = store.getCell('payments', id, 'status') as PaymentState | undefined;
  return !from || paymentMove(from, to) === 'advance';
}

/** A reported payment: its facts always (they never change), its state and time only when they move it forward;
 *  `news` tracks it when it is new or moves. */
function writeRecord(data: AppData, p: PaymentRecord, news: boolean): void {
  const { store } = data;
  const known = store.hasRow('payments', p.id);
  const advances = moves(data, p.id, p.status);
  store.setPartialRow('payments', p.id, {
    flow: p.flow,
    gateway: p.gateway,
    method: p.method,
    kind: p.kind,
    method_id: methodIdOf(p),
    amount: p.amount,
    payment_url: p.payment_url ?? '',
    created_at: p.created_at,
    ...(advances ? { status: p.status, updated_at: p.updated_at } : {}),
    ...(advances && (news || !known) ? { tracked: news } : {}),
  });
}

export function paymentRequested({ store }: AppData, p: PayloadOf<'v1.PaymentRequested'>): void {
  if (store.getCell('paymentForms', p.flow, 'status') === 'submitting') {
    return;
  }
  store.setRow('paymentForms', p.flow, { ...IDLE_FORM, status: 'submitting', command_id: p.commandId, method_id: p.methodId });
}

const answers = ({ store }: AppData, flow: PaymentFlow, commandId: string): boolean =>
  store.getCell('paymentForms', flow, 'command_id') === commandId;

export function paymentStarted(data: AppData, p: PayloadOf<'v1.PaymentStarted'>, at: number): void {
  const { store } = data;
  const method = PAYMENT_METHODS.find((m) => m.id === p.methodId);
  const { id, status, amount, paymentUrl } = p.payment;
  if (moves(data, id, status)) {
    store.setPartialRow('payments', id, { status });
  }
  store.setPartialRow('payments', id, {
    flow: p.flow,
    gateway: method?.provider ?? '',
    method: method?.method ?? '',
    method_id: p.methodId,
    amount,
    payment_url: paymentUrl ?? '',
    tracked: true,
    // Until the server's record arrives, the start's time orders it among the others.
    ...(store.getCell('payments', id, 'created_at') ? {} : { created_at: new Date(at).toISOString() }),
  });
  if (answers(data, p.flow, p.commandId)) {
    store.setPartialRow('paymentForms', p.flow, { ...IDLE_FORM, status: 'started', payment_id: id, payment_url: paymentUrl ?? '' });
  }
}

export function paymentRefused(data: AppData, p: PayloadOf<'v1.PaymentRefused'>): void {
  if (!answers(data, p.flow, p.commandId)) {
    return;
  }
  data.store.setPartialRow('paymentForms', p.flow, {
    ...IDLE_FORM,
    status: 'refused',
    code: p.code,
    http_status: p.status,
    message: p.message ?? '',
    values: p.values ? JSON.stringify(p.values) : '',
  });
}

/** A new tab, method or the back button: the form forgets its last answer (one in flight keeps going). */
export function paymentFormReset({ store }: AppData, p: PayloadOf<'v1.PaymentFormReset'>): void {
  if (store.hasRow('paymentForms', p.flow) && store.getCell('paymentForms', p.flow, 'status') !== 'submitting') {
    store.setPartialRow('paymentForms', p.flow, IDLE_FORM);
  }
}

/** A live update: the player's own only; it is news, so the tracker shows it. */
export function paymentUpdated(data: AppData, p: PayloadOf<'v1.PaymentUpdated'>): void {
  if (p.userId !== '' && p.userId === data.store.getValue('user_id')) {
    writeRecord(data, p.payment, true);
  }
}

/** How long an ended payment first seen in a read still counts as news. */
export const JUST_ENDED_MS = 120_000;

/** The recent-payments read: unknown ended payments are history unless just ended; a known one keeps whether it is tracked. */
export function paymentsLoaded(data: AppData, p: PayloadOf<'v1.PaymentsLoaded'>, at: number): void {
  for (const payment of p.payments) {
    const justEnded = at - (Date.parse(payment.updated_at) || 0) < JUST_ENDED_MS;
    writeRecord(data, payment, !isFinalPaymentState(payment.status) || justEnded);
  }
}

export function paymentDismissed({ store }: AppData, p: PayloadOf<'v1.PaymentDismissed'>): void {
  if (store.hasRow('payments', p.id)) {
    store.setCell('payments', p.id, 'tracked', false);
  }
}

export function preferencesLoaded({ store }: AppData, p: PayloadOf<'v1.PaymentPreferencesLoaded'>): void {
  for (const id of store.getRowIds('paymentGateways')) {
    if (store.getCell('paymentGateways', id, 'flow') === p.flow) {
      store.delRow('paymentGateways', id);
    }
  }
  p.gateways.forEach((g, position) => {
    store.setRow('paymentGateways', `${p.flow}|${g.name}`, {
      flow: p.flow,
      name: g.name,
      enabled: g.enabled,
      methods: g.methods.join(','),
      position,
    });
  });
}

/** Signing out forgets every payment, form and preference of the player, and their cache entries. */
export function paymentsForgotten(data: AppData): void {
  data.store.delTable('payments');
  data.store.delTable('paymentForms');
  data.store.delTable('paymentGateways');
  forgetResources(data, PAYMENT_KEYS);
}
