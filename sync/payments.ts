// Deposits and withdrawals on the client's side of the sync engine (issue 13): the player's reads (a flow's payment
// preferences, the recent payments the tracker shows) as cached resources with the player's session, and the start
// command as an intent. Keys carry the player's id, so a sign-in as someone else asks afresh; sign-out forgets them.
// Only lazy chunks load this module (it carries the payment declarations).
import { PaymentPreferences, RecentPaymentsOfPlayer, WithdrawalPreferences } from '../schema/endpoints/payments.ts';
import type { AppEvent } from '../schema/event.ts';
import type { GatewayPreference, MethodLimit, PaymentFlow, PreferenceMethod } from '../domain/payments/methods.ts';
import type { PaymentGateway } from '../domain/payments/gateway-status.ts';
import type { AppStore } from './store.ts';
import type { SyncEngine } from './engine.ts';
import type { SessionAuth } from './http.ts';
import type { ResourceDef } from './resources.ts';
import { readOf, type SuccessOf } from './declared.ts';
import { newCommandId } from './commands-context.ts';
import { outcomeOf } from './commands.ts';
import { RECENT_PAYMENTS_KEYS } from './materializers/payment-keys.ts';
import { addPaymentMaterializers } from './families/payments.ts';

// The reads and the start command bring payment events: their materializers come along.
addPaymentMaterializers();

/** Ours (the spec names none): the merchant's switches change rarely, and a new sign-in reads them again. */
const PREFERENCES_TTL_MS = 60_000;
/** Ours: the tracker's read; the socket's PAYMENT_UPDATE keeps it current in between, a reconnect outdates it. */
const RECENT_PAYMENTS_TTL_MS = 30_000;

export interface Player {
  userId: string;
  session: SessionAuth;
}

const preferencesKey = (flow: PaymentFlow, userId: string): string => `payments:prefs:${flow}:${userId}`;

/** A flow's preference read (companion §3): the gateways and the methods each lists. */
export function preferencesResource(flow: PaymentFlow, player: Player): ResourceDef {
  const key = preferencesKey(flow, player.userId);
  const def: ResourceDef<SuccessOf<typeof PaymentPreferences>> = {
    key,
    ttl: PREFERENCES_TTL_MS,
    ...readOf(flow === 'deposit' ? PaymentPreferences : WithdrawalPreferences),
    session: player.session,
    failureCode: flow === 'deposit' ? 'PAYMENT_METHODS_FAILED' : 'WITHDRAWAL_METHODS_FAILED',
    toEvent: (d) => ({ type: 'v1.PaymentPreferencesLoaded', payload: { key, flow, gateways: d.preferences.gateways } }),
  };
  return def as unknown as ResourceDef;
}

const recentPaymentsKey = (userId: string): string => `${RECENT_PAYMENTS_KEYS}${userId}`;

/** The player's payments of the last 24 hours: the tracker's lines after a reload or a reconnect. */
export function recentPaymentsResource(player: Player): ResourceDef {
  const key = recentPaymentsKey(player.userId);
  const def: ResourceDef<SuccessOf<typeof RecentPaymentsOfPlayer>> = {
    key,
    ttl: RECENT_PAYMENTS_TTL_MS,
    ...readOf(RecentPaymentsOfPlayer),
    session: player.session,
    failureCode: 'PAYMENTS_FAILED',
    toEvent: (d) => ({ type: 'v1.PaymentsLoaded', payload: { key, payments: d.data } }),
  };
  return def as unknown as ResourceDef;
}

/** DEPOSIT NOW / WITHDRAW NOW: emits the intent; its outcome resolves the promise (scripts and tests; the UI reads
 *  paymentForms). */
export function requestPayment(
  engine: Pick<SyncEngine, 'emit' | 'events$'>,
  flow: PaymentFlow,
  methodId: string,
  amount: string,
  now: () => number = Date.now,
): Promise<AppEvent> {
  const commandId = newCommandId();
  const done = outcomeOf(engine.events$, commandId);
  engine.emit({ type: 'v1.PaymentRequested', at: now(), source: 'user', payload: { commandId, flow, methodId, amount: amount.trim() } });
  return done;
}

/** The flow's preferences as the store holds them (the read the form showed its methods from), in the server's order. */
export function storedPreferences(store: AppStore, flow: PaymentFlow): GatewayPreference[] {
  return store
    .getRowIds('paymentGateways')
    .map((id) => store.getRow('paymentGateways', id))
    .filter((row) => row.flow === flow)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((row) => ({
      name: row.name as PaymentGateway,
      enabled: row.enabled === true,
      methods: (row.methods ?? '').split(',').filter(Boolean) as PreferenceMethod[],
      ...limitsOf(row.limits ?? ''),
    }));
}

/** A gateway row's merchant limits (the JSON the answer carried, decoded by its declaration then); none when absent. */
function limitsOf(json: string): { limits?: MethodLimit[] } {
  if (json === '') {
    return {};
  }
  try {
    return { limits: JSON.parse(json) as MethodLimit[] };
  } catch {
    return {};
  }
}
