// The audit trail and four-eyes approvals of the back office (issue 33). Every operator action is an audit entry
// (who, when, from where, what, before and after, why), chained by hashes: the list pages back from the newest, the
// verify call recomputes the chain, the CSV export hands a range to an auditor. An approval is a money or
// settlement action waiting for a second person with the right permission; approving runs it, once.
import { array, boolean, enums, nullable, number, optional, string, type } from 'superstruct';
import { endpoint, QueryInt } from '../endpoint.ts';
import { APPROVAL_KINDS } from '../operator-access.ts';
import { OPERATOR_REFUSALS, textRefusal, Trimmed } from './operator.ts';
import { ApiError, blankAsAbsent, IsoInstant, OptionalText, RequestId } from './wire.ts';

const TAG = 'back office';

export const AuditEntry = type({
  seq: number(),
  at: string(),
  actor_kind: enums(['operator', 'machine', 'system']),
  actor_id: nullable(string()),
  actor_name: string(),
  address: nullable(string()),
  action: string(),
  target_kind: nullable(string()),
  target_id: nullable(string()),
  /** The value before and after, as canonical JSON text (exactly what the chain hashes). */
  before: nullable(string()),
  after: nullable(string()),
  reason: nullable(string()),
  hash: string(),
});

const AuditFilters = {
  from: optional(blankAsAbsent(IsoInstant)),
  to: optional(blankAsAbsent(IsoInstant)),
  action: optional(blankAsAbsent(Trimmed(100))),
  actor_id: optional(blankAsAbsent(RequestId)),
  target_id: optional(blankAsAbsent(RequestId)),
};

export const ListAudit = endpoint({
  id: 'listAudit',
  method: 'GET',
  path: '/api/admin/v1/audit',
  tag: TAG,
  access: 'operator',
  permission: 'audit.view',
  summary: 'Audit entries, newest first, filtered by time, action (prefix), actor or target; page with before_seq.',
  query: type({ ...AuditFilters, before_seq: optional(QueryInt(1)), limit: optional(QueryInt(1, 200)) }),
  responses: {
    200: type({ data: array(AuditEntry), next_before_seq: nullable(number()) }),
    400: ApiError,
    401: ApiError,
    403: ApiError,
    429: ApiError,
  },
  refusals: OPERATOR_REFUSALS,
});

export const VerifyAudit = endpoint({
  id: 'verifyAudit',
  method: 'GET',
  path: '/api/admin/v1/audit/verify',
  tag: TAG,
  access: 'operator',
  permission: 'audit.view',
  summary: 'Recomputes the hash chain from the first entry: ok, the count, and the first entry whose link fails.',
  responses: {
    200: type({ ok: boolean(), entries: number(), broken_at: nullable(number()), last_hash: string() }),
    401: ApiError,
    403: ApiError,
    429: ApiError,
  },
  refusals: OPERATOR_REFUSALS,
});

export const ExportAudit = endpoint({
  id: 'exportAudit',
  method: 'GET',
  path: '/api/admin/v1/audit/export.csv',
  tag: TAG,
  access: 'operator',
  permission: 'audit.view',
  summary: 'The entries of a range (oldest first) as CSV, with each entry hash so the export itself can be checked.',
  query: type(AuditFilters),
  responses: { 200: 'text/csv', 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
  refusals: OPERATOR_REFUSALS,
});

export const Approval = type({
  id: string(),
  kind: enums(APPROVAL_KINDS),
  status: enums(['pending', 'approved', 'rejected']),
  target_kind: string(),
  target_id: string(),
  /** ETB, when the request moves money. */
  amount: nullable(number()),
  summary: string(),
  reason: string(),
  requested_by: type({ id: string(), name: string() }),
  requested_at: string(),
  decided_by: nullable(type({ id: string(), name: string() })),
  decided_at: nullable(string()),
  decision_note: nullable(string()),
});

export const ListApprovals = endpoint({
  id: 'listApprovals',
  method: 'GET',
  path: '/api/admin/v1/approvals',
  tag: TAG,
  access: 'operator',
  permission: 'person',
  summary: 'Four-eyes requests, newest first: pending ones by default; each says which permission approves it.',
  query: type({ status: optional(blankAsAbsent(enums(['pending', 'approved', 'rejected']))), limit: optional(QueryInt(1, 200)) }),
  responses: { 200: type({ data: array(Approval) }), 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
  refusals: OPERATOR_REFUSALS,
});

export const APPROVAL_REFUSALS = {
  OWN_REQUEST: { status: 403, code: 'OWN_REQUEST', text: 'A request needs a second person: you cannot decide your own' },
  NOT_APPROVER: { status: 403, code: 'ROLE_FORBIDDEN', text: 'Your role does not allow this action' },
  ALREADY_DECIDED: { status: 409, code: 'ALREADY_DECIDED', text: 'This request was already decided' },
  NOT_FOUND: { status: 404, code: 'NOT_FOUND', text: 'Request not found' },
} as const;

const decide = (verb: 'approve' | 'reject') =>
  endpoint({
    id: verb === 'approve' ? 'approveRequest' : 'rejectRequest',
    method: 'POST',
    path: `/api/admin/v1/approvals/:id/${verb}`,
    tag: TAG,
    access: 'operator',
    permission: 'person',
    summary:
      verb === 'approve'
        ? 'Approves a request and runs it in the same transaction (the money moves once); never your own request.'
        : 'Rejects a request with a note; nothing moves.',
    params: type({ id: RequestId }),
    body: type({ note: verb === 'approve' ? OptionalText(500) : Trimmed(500) }),
    invalid: { note: textRefusal('note', 500) },
    responses: { 200: type({ approval: Approval }), 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 429: ApiError },
    refusals: [...Object.values(APPROVAL_REFUSALS), ...OPERATOR_REFUSALS],
  });

export const ApproveRequest = decide('approve');
export const RejectRequest = decide('reject');

export const BACKOFFICE_AUDIT_ENDPOINTS = [ListAudit, VerifyAudit, ExportAudit, ListApprovals, ApproveRequest, RejectRequest];
