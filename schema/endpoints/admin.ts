// The operator endpoints (/api/admin/v1/*, Bearer OPERATOR_TOKEN; they exist only when the server has one):
// wallet credits, the demo feed's clock, results and prices entered by hand (admin-feed.ts), settlement
// rollback and the ledger check. Every malformed field is a 400 VALIDATION_FAILED naming it, with the texts
// the operator tools have always read.
import { boolean, integer, literal, number, optional, size, string, type } from 'superstruct';
import { endpoint, Text, type FieldFailure } from '../endpoint.ts';
import { annotated } from '../json-schema.ts';
import { TicketDetail } from '../ticket.ts';
import { Wallet } from '../wallet.ts';
import { ChangeOdds, EnterResults } from './admin-feed.ts';
import { Decimal2, hasTwoDecimals, OPERATOR_REFUSALS, textRefusal, Trimmed } from './operator.ts';
import { ApiError, Visible } from './wire.ts';

const TAG = 'operator';

/** The most one credit may add: 1,000,000.00 ETB. */
export const MAX_CREDIT_ETB = 1_000_000;

/** One week: the most one call may move the feed's schedule (catalog/feed-clock.ts keeps the same bound). */
export const MAX_ADVANCE_MINUTES = 7 * 24 * 60;

function amountText({ value }: FieldFailure): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    return 'amount must be a number greater than 0';
  }
  return hasTwoDecimals(value) ? 'amount must be at most 1,000,000' : 'amount must have at most 2 decimals';
}

export const CreditBody = type({
  phone: annotated(Trimmed(32), { description: 'An Ethiopian mobile number: 0911223344, 911223344 or +251911223344' }),
  amount: Decimal2(0, MAX_CREDIT_ETB, true),
  reason: Trimmed(200),
});

/**
 * A credit above the server's OPERATOR_CREDIT_MAX (issue 28): refused before any money moves, with the ceiling in
 * ETB beside the text (max_amount). Larger credits wait for the back office's approval by a second person.
 */
export const CREDIT_NEEDS_APPROVAL = {
  status: 403,
  code: 'CREDIT_NEEDS_APPROVAL',
  text: "A credit above {max_amount} ETB needs a second person's approval",
} as const;

export const CreditAnswer = type({ user_id: string(), phone: string(), balance: number(), wallet: Wallet });

/** A money action stored for a second person's approval (four-eyes, issue 33). */
export const ApprovalPending = type({ status: literal('pending'), approval_id: string() });

export const CreditWallet = endpoint({
  id: 'creditWallet',
  method: 'POST',
  path: '/api/admin/v1/wallets/credit',
  tag: TAG,
  access: 'operator',
  permission: ['wallet.adjust', 'wallet.request'],
  summary:
    "Credits a player of the server's merchant from house:operator. The same Idempotency-Key credits once and " +
    'answers the wallet again; the same key with another amount or player is a 409. A person asking above ' +
    "OPERATOR_CREDIT_MAX, or without wallet.adjust (support), gets 202 with a request that waits for a second person's " +
    'approval (four-eyes); the operator token above it gets 403 CREDIT_NEEDS_APPROVAL.',
  headers: type({ 'idempotency-key': optional(Visible(200)) }),
  body: CreditBody,
  invalid: { phone: textRefusal('phone', 32), amount: { code: 'VALIDATION_FAILED', text: amountText }, reason: textRefusal('reason', 200) },
  responses: { 200: CreditAnswer, 202: ApprovalPending, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 429: ApiError },
  refusals: [
    { status: 400, code: 'VALIDATION_FAILED', text: 'phone must be an Ethiopian mobile number (e.g. 0911223344)' },
    CREDIT_NEEDS_APPROVAL,
    { status: 404, code: 'NOT_FOUND', text: 'User not found' },
    { status: 409, code: 'IDEMPOTENCY_CONFLICT' },
    ...OPERATOR_REFUSALS,
  ],
});

export const AdvanceAnswer = type({
  success: literal(true),
  minutes: number(),
  started: number(),
  ended: number(),
  graded: number(),
  settled: number(),
});

export const AdvanceFeed = endpoint({
  id: 'advanceFeed',
  method: 'POST',
  path: '/api/admin/v1/feed/advance',
  tag: TAG,
  access: 'operator',
  permission: 'feed.write',
  summary:
    "Moves the demo feed's schedule forward by whole minutes (no server clock changes): matches start, end and " +
    'settle from the configured results source. Safe to repeat.',
  body: type({ minutes: annotated(size(integer(), 1, MAX_ADVANCE_MINUTES), { minimum: 1, maximum: MAX_ADVANCE_MINUTES }) }),
  invalid: { minutes: { code: 'VALIDATION_FAILED', text: `minutes must be a whole number from 1 to ${MAX_ADVANCE_MINUTES} (one week)` } },
  responses: { 200: AdvanceAnswer, 400: ApiError, 401: ApiError },
  refusals: OPERATOR_REFUSALS,
});

export const RollbackAnswer = type({
  success: literal(true),
  rolled_back: boolean(),
  previous_status: string(),
  reversed_amount: number(),
  reversed_points: number(),
  settlement_round: number(),
  ticket: TicketDetail,
});

export const RollbackTicket = endpoint({
  id: 'rollbackTicket',
  method: 'POST',
  path: '/api/admin/v1/tickets/:id/rollback',
  tag: TAG,
  access: 'operator',
  permission: 'results.resettle',
  summary:
    'Returns a settled ticket to PENDING and reverses what its settlement paid; a PENDING ticket answers ' +
    'rolled_back false. A player who cannot cover the reversal is a 409 and nothing changes.',
  params: type({ id: Text(200, 1) }),
  responses: { 200: RollbackAnswer, 401: ApiError, 404: ApiError, 409: ApiError },
  refusals: [
    { status: 404, code: 'NOT_FOUND' },
    { status: 409, code: 'ROLLBACK_INSUFFICIENT_BALANCE' },
    { status: 409, code: 'SHOP_TICKET_PAID' },
    ...OPERATOR_REFUSALS,
  ],
});

export const LedgerCheck = type({
  ok: boolean(),
  accounts: number(),
  transactions: number(),
  postings: number(),
  /** Sum of every posting; 0 in a sound ledger. */
  postings_sum_cents: number(),
  /** Transactions whose postings do not sum to zero. */
  unbalanced_transactions: number(),
  /** Player accounts below zero (a CHECK forbids them; counted anyway). */
  negative_player_accounts: number(),
  /** Accounts whose stored balance differs from the sum of their postings. */
  mismatched_accounts: number(),
});

export const CheckLedger = endpoint({
  id: 'checkLedger',
  method: 'GET',
  path: '/api/admin/v1/ledger/check',
  tag: TAG,
  access: 'operator',
  permission: 'ledger.check',
  summary:
    "The double-entry ledger's invariants in one snapshot, as figures: ok is true when postings sum to zero " +
    'overall and per transaction, no player is below zero and every balance equals its postings.',
  responses: { 200: LedgerCheck, 401: ApiError },
  refusals: OPERATOR_REFUSALS,
});

export const ADMIN_ENDPOINTS = [CreditWallet, AdvanceFeed, EnterResults, ChangeOdds, RollbackTicket, CheckLedger] as const;
