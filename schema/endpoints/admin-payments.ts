// Operator endpoints of payments (issue 13): the merchant's gateway switches per flow (companion §9 flags), and
// reconciliation of our payments against the gateways' status (differences are reported, nothing moves).
import { array, enums, literal, number, optional, string, type } from 'superstruct';
import { endpoint, QueryInt } from '../endpoint.ts';
import { GatewayPreferenceWire, PaymentFlowWire, PreferencesAnswer } from '../payment.ts';
import { OPERATOR_REFUSALS } from './operator.ts';
import { ApiError, RequestId } from './wire.ts';

const PreferencesBody = type({
  merchant_id: optional(RequestId),
  flow: PaymentFlowWire,
  gateways: array(GatewayPreferenceWire),
});

export const SetPaymentPreferences = endpoint({
  id: 'setPaymentPreferences',
  method: 'PUT',
  path: '/api/admin/v1/payments/preferences',
  tag: 'operator',
  access: 'operator',
  permission: 'payments.settings',
  summary: "Sets a merchant's gateways and methods for deposits or withdrawals (the server's merchant when merchant_id is left out).",
  body: PreferencesBody,
  responses: { 200: PreferencesAnswer, 400: ApiError, 401: ApiError },
  refusals: OPERATOR_REFUSALS,
});

const ReconciliationReport = type({
  success: literal(true),
  checked: number(),
  discrepancies: array(
    type({ payment_id: string(), kind: enums(['state', 'amount']), ours: string(), theirs: string(), detail: string(), found_at: string() }),
  ),
});

export const ReconcilePayments = endpoint({
  id: 'reconcilePayments',
  method: 'GET',
  path: '/api/admin/v1/payments/reconciliation',
  tag: 'operator',
  access: 'operator',
  permission: 'payments.view',
  summary: "Compares the payments of the last `days` (default 1, at most 31) with each gateway's status and lists every difference found.",
  query: type({ days: optional(QueryInt(1, 31)) }),
  responses: { 200: ReconciliationReport, 400: ApiError, 401: ApiError },
  refusals: OPERATOR_REFUSALS,
});

export const ADMIN_PAYMENT_ENDPOINTS = [SetPaymentPreferences, ReconcilePayments] as const;
