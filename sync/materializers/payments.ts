// Materializers of deposits and withdrawals (issue 13): the form of each flow (paymentForms), the player's payments
// (payments) and the preference reads (paymentGateways). A payment's state only moves forward (domain/payments/
// states.ts): a start answer that comes after the socket already said 'completed', or a recent-payments read older
// than a live update, cannot move it back. An outcome lands on its form only when it answers that form's command.
// A payment is `tracked` (the tracker shows it) once started or moved while the app is open, or while not ended;
// an ended payment first seen in a read (after a reload) is history, not news, unless it ended in the last two
// minutes (the player is back from a checkout page that just completed it) and this device has not shown it yet
// (issue 29: v1.PaymentsSeenRestored, sync/payments-seen.ts). These load with the chunks that bring
// payment events, not with the home route (sync/families/payments.ts; sign-out's part: payment-keys.ts).
import type { PayloadOf } from '../../schema/event.ts';
import type { PaymentRecord } from '../../schema/payment.ts';
import type { PaymentFlow } from '../../domain/payments/methods.ts';
import { isFinalPaymentState, paymentMove, type PaymentState } from '../../domain/payments/states.ts';
import type { AppData } from '../store.ts';
import { resourceLoaded } from './resources.ts';
import type { FamilyDeclaration } from '../families/define.ts';

const IDLE_FORM = { status: '', code: '', http_status: 0, message: '', values: '', payment_id: '', payment_url: '' } as const;

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
    amount: p.amount,
    payment_url: p.payment_url ?? '',
    created_at: p.created_at,
    ...(advances ? { status: p.status, updated_at: p.updated_at } : {}),
    ...(advances && (news || !known) ? { tracked: news } : {}),
  });
}

function paymentRequested({ store }: AppData, p: PayloadOf<'v1.PaymentRequested'>): void {
  if (store.getCell('paymentForms', p.flow, 'status') === 'submitting') {
    return;
  }
  store.setRow('paymentForms', p.flow, { ...IDLE_FORM, status: 'submitting', command_id: p.commandId, method_id: p.methodId });
}

const answers = ({ store }: AppData, flow: PaymentFlow, commandId: string): boolean =>
  store.getCell('paymentForms', flow, 'command_id') === commandId;

function paymentStarted(data: AppData, p: PayloadOf<'v1.PaymentStarted'>, at: number): void {
  const { store } = data;
  const { id, status, amount, paymentUrl } = p.payment;
  if (moves(data, id, status)) {
    store.setPartialRow('payments', id, { status });
  }
  store.setPartialRow('payments', id, {
    flow: p.flow,
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

function paymentRefused(data: AppData, p: PayloadOf<'v1.PaymentRefused'>): void {
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
function paymentFormReset({ store }: AppData, p: PayloadOf<'v1.PaymentFormReset'>): void {
  if (store.hasRow('paymentForms', p.flow) && store.getCell('paymentForms', p.flow, 'status') !== 'submitting') {
    store.setPartialRow('paymentForms', p.flow, IDLE_FORM);
  }
}

/** A live update: the player's own only; it is news, so the tracker shows it. */
function paymentUpdated(data: AppData, p: PayloadOf<'v1.PaymentUpdated'>): void {
  if (p.userId !== '' && p.userId === data.store.getValue('user_id')) {
    writeRecord(data, p.payment, true);
  }
}

/** How long an ended payment first seen in a read still counts as news. */
const JUST_ENDED_MS = 120_000;

/** The recent-payments read: unknown ended payments are history unless just ended; a known one keeps whether it is tracked. */
function paymentsLoaded(data: AppData, p: PayloadOf<'v1.PaymentsLoaded'>, at: number): void {
  for (const payment of p.payments) {
    // Only a payment this store has not met: one shown and dismissed here, or restored as seen, is no news again.
    const justEnded = !data.store.hasRow('payments', payment.id) && at - (Date.parse(payment.updated_at) || 0) < JUST_ENDED_MS;
    writeRecord(data, payment, !isFinalPaymentState(payment.status) || justEnded);
  }
}

function paymentDismissed({ store }: AppData, p: PayloadOf<'v1.PaymentDismissed'>): void {
  if (store.hasRow('payments', p.id)) {
    store.setCell('payments', p.id, 'tracked', false);
  }
}

/** Ended payments already shown on this device (sync/payments-seen.ts): one known now leaves the tracker; one not read
 *  yet is known beforehand, untracked, so the read that brings it keeps it off the tracker (a payment under way still
 *  shows: writeRecord tracks what is not ended). */
function paymentsSeenRestored({ store }: AppData, p: PayloadOf<'v1.PaymentsSeenRestored'>): void {
  for (const id of p.ids) {
    const status = store.getCell('payments', id, 'status') as PaymentState | undefined;
    if (!store.hasRow('payments', id)) {
      store.setRow('payments', id, { tracked: false });
    } else if (status && isFinalPaymentState(status)) {
      store.setCell('payments', id, 'tracked', false);
    }
  }
}

function preferencesLoaded({ store }: AppData, p: PayloadOf<'v1.PaymentPreferencesLoaded'>): void {
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
      limits: g.limits === undefined || g.limits.length === 0 ? '' : JSON.stringify(g.limits),
    });
  });
}

/** The payment events' materializers, added to the engine's map by sync/families/payments.ts. */
export const PAYMENT_MATERIALIZERS: FamilyDeclaration<'payments'>['materializers'] = {
  'v1.PaymentRequested': paymentRequested,
  'v1.PaymentStarted': paymentStarted,
  'v1.PaymentRefused': paymentRefused,
  'v1.PaymentFormReset': paymentFormReset,
  'v1.PaymentUpdated': paymentUpdated,
  'v1.PaymentsLoaded': (data, p, at) => {
    paymentsLoaded(data, p, at);
    resourceLoaded(data, p.key, at);
  },
  'v1.PaymentDismissed': paymentDismissed,
  'v1.PaymentsSeenRestored': paymentsSeenRestored,
  'v1.PaymentPreferencesLoaded': (data, p, at) => {
    preferencesLoaded(data, p);
    resourceLoaded(data, p.key, at);
  },
};
