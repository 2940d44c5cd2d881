// Operator endpoints of payments (issue 13): the merchant's gateway switches per flow (companion §9 flags), and
// reconciliation of our payments against the gateways' status (differences are reported, nothing moves). Issue 33
// adds their reads for the payments desk (the switches as PUT sets them, the stored differences and when the
// comparison last ran) and a merchant's own minimum and maximum per method (absent: the catalogue's defaults).
import { array, boolean, enums, literal, nullable, number, optional, string, type } from 'superstruct';
import { endpoint, QueryInt } from '../endpoint.ts';
import { PaymentFlowWire } from '../payment.ts';
import { GatewayPreferenceWire, PreferencesAnswer } from '../payment-preferences.ts';
import { OPERATOR_REFUSALS, Trimmed } from './operator.ts';
import { ApiError, blankAsAbsent, Finite, RequestId } from './wire.ts';

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

export const MERCHANT_NOT_FOUND = { status: 404, code: 'MERCHANT_NOT_FOUND', text: 'Merchant not found' } as const;

/** Which merchant and flow a settings read is about (the server's merchant when merchant_id is left out). */
const SettingsQuery = type({ merchant_id: optional(blankAsAbsent(RequestId)), flow: PaymentFlowWire });

export const GetPaymentPreferences = endpoint({
  id: 'getPaymentPreferences',
  method: 'GET',
  path: '/api/admin/v1/payments/preferences',
  tag: 'operator',
  access: 'operator',
  permission: 'payments.view',
  summary: "A merchant's gateways and methods for deposits or withdrawals, as PUT sets them, and the merchants there are.",
  query: SettingsQuery,
  responses: {
    200: type({
      success: literal(true),
      merchant_id: string(),
      flow: PaymentFlowWire,
      merchants: array(string()),
      preferences: type({ gateways: array(GatewayPreferenceWire) }),
    }),
    400: ApiError,
    401: ApiError,
    403: ApiError,
    404: ApiError,
  },
  refusals: [MERCHANT_NOT_FOUND, ...OPERATOR_REFUSALS],
});

/** One method's limits for a merchant and flow: the ones in force, the defaults, and whether the merchant set its own. */
export const PaymentLimit = type({
  method_id: string(),
  gateway: enums(['santimpay', 'arifpay']),
  method: enums(['TELEBIRR', 'CBEBIRR', 'MPESA', 'CHECKOUT']),
  name: string(),
  /** ETB in force. */
  min_amount: number(),
  max_amount: number(),
  /** ETB without a merchant limit (a withdrawal's default maximum is the 10,000 cap). */
  default_min: number(),
  default_max: number(),
  /** The gateway's own maximum: a merchant's maximum may not pass it. */
  gateway_max: number(),
  custom: boolean(),
  updated_at: nullable(string()),
});

const LimitsAnswer = type({ merchant_id: string(), flow: PaymentFlowWire, data: array(PaymentLimit) });

export const ListPaymentLimits = endpoint({
  id: 'listPaymentLimits',
  method: 'GET',
  path: '/api/admin/v1/payments/limits',
  tag: 'operator',
  access: 'operator',
  permission: 'payments.settings',
  summary: "Every method of a flow with the minimum and maximum in force for the merchant, its defaults and the gateway's own maximum.",
  query: SettingsQuery,
  responses: { 200: LimitsAnswer, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError },
  refusals: [MERCHANT_NOT_FOUND, ...OPERATOR_REFUSALS],
});

export const PAYMENT_LIMIT_REFUSALS = {
  METHOD: { status: 400, code: 'PAYMENT_LIMIT_METHOD', text: 'No such payment method for this flow' },
  BOTH: { status: 400, code: 'PAYMENT_LIMIT_BOTH', text: 'Give both a minimum and a maximum, or neither to go back to the defaults' },
  AMOUNT: { status: 400, code: 'PAYMENT_LIMIT_AMOUNT', text: 'An amount must be at least 1 ETB with at most 2 decimals' },
  ABOVE_GATEWAY: {
    status: 400,
    code: 'PAYMENT_LIMIT_ABOVE_GATEWAY',
    text: "The maximum may not pass the gateway's own (SantimPay 1,000,000 ETB, ArifPay 100,000 ETB)",
  },
  MIN_ABOVE_MAX: { status: 400, code: 'PAYMENT_LIMIT_MIN_ABOVE_MAX', text: 'The minimum may not be above the maximum' },
} as const;

export const SetPaymentLimit = endpoint({
  id: 'setPaymentLimit',
  method: 'PUT',
  path: '/api/admin/v1/payments/limits',
  tag: 'operator',
  access: 'operator',
  permission: 'payments.settings',
  summary: "Sets a method's minimum and maximum (ETB) for a merchant's deposits or withdrawals; both null go back to the defaults.",
  body: type({
    merchant_id: optional(RequestId),
    flow: PaymentFlowWire,
    method_id: Trimmed(40),
    min_amount: nullable(Finite),
    max_amount: nullable(Finite),
  }),
  invalid: { min_amount: PAYMENT_LIMIT_REFUSALS.AMOUNT, max_amount: PAYMENT_LIMIT_REFUSALS.AMOUNT },
  responses: { 200: LimitsAnswer, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError },
  refusals: [...Object.values(PAYMENT_LIMIT_REFUSALS), MERCHANT_NOT_FOUND, ...OPERATOR_REFUSALS],
});

/** A stored difference, with the payment it is about. */
export const StoredDiscrepancy = type({
  payment_id: string(),
  flow: PaymentFlowWire,
  gateway: string(),
  method: string(),
  /** ETB. */
  amount: number(),
  kind: string(),
  ours: string(),
  theirs: string(),
  detail: string(),
  found_at: string(),
});

export const ReconciliationRun = type({
  started_at: string(),
  finished_at: string(),
  days: number(),
  checked: number(),
  found: number(),
  /** 'job': the periodic comparison (the last day, every 10 minutes); 'operator': run on demand, by `by`. */
  source: enums(['job', 'operator']),
  by: nullable(string()),
});

export const ListDiscrepancies = endpoint({
  id: 'listPaymentDiscrepancies',
  method: 'GET',
  path: '/api/admin/v1/payments/discrepancies',
  tag: 'operator',
  access: 'operator',
  permission: 'payments.view',
  summary: 'The differences reconciliation stored, newest first (no gateway is asked), and the last comparison that ran.',
  query: type({ limit: optional(QueryInt(1, 500)) }),
  responses: {
    200: type({ data: array(StoredDiscrepancy), last_run: nullable(ReconciliationRun) }),
    400: ApiError,
    401: ApiError,
    403: ApiError,
  },
  refusals: OPERATOR_REFUSALS,
});

export const ADMIN_PAYMENT_ENDPOINTS = [
  SetPaymentPreferences,
  ReconcilePayments,
  GetPaymentPreferences,
  ListPaymentLimits,
  SetPaymentLimit,
  ListDiscrepancies,
] as const;
