// The payments desk's reads (issue 33): every deposit intent and withdrawal transfer, newest first, filtered by flow,
// state, review or a search (a phone, our payment id, the gateway's transaction or session id); and one payment with
// its state history and the differences reconciliation found. Deciding a withdrawal waiting for review is an approval
// (backoffice-audit.ts); the gateway switches are admin-payments.ts's.
import { array, enums, nullable, number, optional, string, type } from 'superstruct';
import { endpoint, QueryInt } from '../endpoint.ts';
import { OPERATOR_REFUSALS, Trimmed } from './operator.ts';
import { ApiError, blankAsAbsent, RequestId } from './wire.ts';

const TAG = 'back office';
const STATES = ['pending', 'processing', 'completed', 'failed', 'cancelled', 'expired'] as const;
const REVIEWS = ['awaiting', 'approved', 'sent', 'refused'] as const;

export const PaymentRecord = type({
  id: string(),
  user_id: string(),
  phone: string(),
  flow: enums(['deposit', 'withdrawal']),
  gateway: string(),
  method: string(),
  /** ETB. */
  amount: number(),
  state: enums(STATES),
  /** A large withdrawal's four-eyes review, or null. */
  review: nullable(enums(REVIEWS)),
  gateway_status: nullable(string()),
  gateway_txn_id: nullable(string()),
  created_at: string(),
  updated_at: string(),
});

export const ListPayments = endpoint({
  id: 'listPayments',
  method: 'GET',
  path: '/api/admin/v1/payments',
  tag: TAG,
  access: 'operator',
  permission: 'payments.view',
  summary: 'Payments newest first; q is a phone, a payment id or a gateway transaction/session id; page with before (created_at of the last row).',
  query: type({
    flow: optional(blankAsAbsent(enums(['deposit', 'withdrawal']))),
    state: optional(blankAsAbsent(enums(STATES))),
    review: optional(blankAsAbsent(enums(REVIEWS))),
    q: optional(blankAsAbsent(Trimmed(80))),
    before: optional(blankAsAbsent(Trimmed(40))),
    limit: optional(QueryInt(1, 200)),
  }),
  responses: {
    200: type({ data: array(PaymentRecord), next_before: nullable(string()) }),
    400: ApiError,
    401: ApiError,
    403: ApiError,
    429: ApiError,
  },
  refusals: OPERATOR_REFUSALS,
});

export const PaymentStep = type({ source: string(), from_state: string(), to_state: string(), gateway_status: nullable(string()), at: string() });
export const PaymentDifference = type({ kind: string(), ours: string(), theirs: string(), detail: string(), found_at: string() });

export const PaymentDetail = endpoint({
  id: 'paymentDetail',
  method: 'GET',
  path: '/api/admin/v1/payments/:id',
  tag: TAG,
  access: 'operator',
  permission: 'payments.view',
  summary: 'One payment with every state change (who said it: request, callback, poll, review…) and its reconciliation differences.',
  params: type({ id: RequestId }),
  responses: {
    200: type({ payment: PaymentRecord, steps: array(PaymentStep), differences: array(PaymentDifference) }),
    400: ApiError,
    401: ApiError,
    403: ApiError,
    404: ApiError,
    429: ApiError,
  },
  refusals: [{ status: 404, code: 'NOT_FOUND', text: 'Payment not found' }, ...OPERATOR_REFUSALS],
});

export const BACKOFFICE_PAYMENT_ENDPOINTS = [ListPayments, PaymentDetail];
