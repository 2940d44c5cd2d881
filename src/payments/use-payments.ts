// Store reads of deposits and withdrawals for the deposit screens and the tracker: the signed-in player (id, session,
// profile phone), a flow's offered methods from its preference read (companion §9: by priority, only what the
// gateways list), a flow's form state, and the payments the tracker shows. Components emit intents and read these.
import { useEffect, useMemo } from 'react';
import { useEngine, useRow, useStore, useTable, useValue, useResource, type ResourceState } from '../data/hooks.ts';
import { CONFIG } from '../config.ts';
import { PAYMENT_METHODS, visibleMethods, type PaymentFlow, type PaymentMethod } from '../../domain/payments/methods.ts';
import type { PaymentState } from '../../domain/payments/states.ts';
import { preferencesResource, recentPaymentsResource, storedPreferences, type Player } from '../../sync/payments.ts';
import { persistSeenPayments, restoreSeenPayments } from '../../sync/payments-seen.ts';

export type PaymentPlayer = Player & { phone: string };

/** The signed-in player as the payment reads need them; null when signed out. */
export function usePlayer(): PaymentPlayer | null {
  const userId = useValue('user_id') ?? '';
  const token = useValue('session_id') ?? '';
  const merchant = useValue('merchant_id') ?? '';
  const phone = useValue('phone') ?? '';
  return useMemo(
    () => (userId && token ? { userId, phone, session: { token, merchantId: merchant || CONFIG.merchantId } } : null),
    [userId, token, merchant, phone],
  );
}

export interface MethodsState {
  methods: PaymentMethod[];
  state: ResourceState;
  /** The failed read's HTTP status (401: 'Not authenticated - please log in'), 0 without one. */
  httpStatus: number;
}

/** A flow's methods for the signed-in player (none while signed out), with the read's state. */
export function useMethods(flow: PaymentFlow, player: Player | null): MethodsState {
  const resource = useMemo(() => (player ? preferencesResource(flow, player) : null), [flow, player]);
  const state = useResource(resource);
  const store = useStore();
  const gateways = useTable('paymentGateways');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the table's rows are what the store read depends on
  const methods = useMemo(() => (store ? visibleMethods(flow, storedPreferences(store, flow)) : []), [store, gateways, flow]);
  const httpStatus = useRow('resources', resource?.key ?? '').http_status ?? 0;
  return { methods: player ? methods : [], state, httpStatus };
}

export interface PaymentFormState {
  busy: boolean;
  status: string;
  methodId: string;
  refusal: { code: string; status: number; message: string; values: Record<string, number> } | null;
  paymentId: string;
  paymentUrl: string;
  commandId: string;
}

export function usePaymentForm(flow: PaymentFlow): PaymentFormState {
  const row = useRow('paymentForms', flow);
  const values = useMemo(() => {
    try {
      return row.values ? (JSON.parse(row.values) as Record<string, number>) : {};
    } catch {
      return {};
    }
  }, [row.values]);
  return {
    busy: row.status === 'submitting',
    status: row.status ?? '',
    methodId: row.method_id ?? '',
    refusal: row.status === 'refused' ? { code: row.code ?? '', status: row.http_status ?? 0, message: row.message ?? '', values } : null,
    paymentId: row.payment_id ?? '',
    paymentUrl: row.payment_url ?? '',
    commandId: row.command_id ?? '',
  };
}

export interface TrackedPayment {
  id: string;
  flow: PaymentFlow;
  methodId: string;
  method: string;
  amount: number;
  status: PaymentState;
  createdAt: string;
}

/** The catalogue id of a reported payment's method (a checkout is SantimPay's one redirect method); '' when unknown. */
export const methodIdOf = (flow: string, gateway: string, method: string): string =>
  PAYMENT_METHODS.find((m) => m.flow === flow && m.provider === gateway && m.method === method)?.id ?? '';

/** The recent-payments read while signed in (the tracker mounts it), and the payments the tracker shows, newest first. */
export function useTrackedPayments(player: Player | null): TrackedPayment[] {
  const resource = useMemo(() => (player ? recentPaymentsResource(player) : null), [player]);
  useResource(resource);
  const table = useTable('payments');
  return useMemo(
    () =>
      Object.entries(table)
        .filter(([, row]) => row.tracked === true)
        .map(([id, row]) => ({
          id,
          flow: (row.flow === 'withdrawal' ? 'withdrawal' : 'deposit') as PaymentFlow,
          methodId: row.method_id || methodIdOf(row.flow ?? '', row.gateway ?? '', row.method ?? ''),
          method: row.method ?? '',
          amount: row.amount ?? 0,
          status: (row.status || 'pending') as PaymentState,
          createdAt: row.created_at ?? '',
        }))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    [table],
  );
}

/** Issue 29: the ended payments this device already showed come back from storage before the recent read lands, and
 *  every ended line the tracker shows (or the player closes) is kept, so a reload does not show it again. */
export function useSeenPayments(): void {
  const engine = useEngine();
  const store = useStore();
  useEffect(() => {
    if (!store) {
      return undefined;
    }
    const restored = restoreSeenPayments(window.localStorage, Date.now());
    if (restored) {
      engine.emit(restored);
    }
    return persistSeenPayments(engine, store, window.localStorage);
  }, [engine, store]);
}
