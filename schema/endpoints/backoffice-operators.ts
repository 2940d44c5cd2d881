// The admin's management of operator accounts (issue 33): list, create (a temporary password answered once), change
// name, roles, status or the TOTP requirement, and reset a forgotten password or lost authenticator. An admin cannot
// disable, demote or reset themself, and the last active admin cannot be disabled or demoted: the book is never left
// without someone who can manage its people.
import { array, boolean, enums, literal, nullable, optional, string, type } from 'superstruct';
import { endpoint, List } from '../endpoint.ts';
import { PERSON_ROLES } from '../operator-access.ts';
import { OPERATOR_REFUSALS, textRefusal, Trimmed } from './operator.ts';
import { ApiError, RequestId } from './wire.ts';

const TAG = 'back office';

export const OperatorSummary = type({
  id: string(),
  name: string(),
  email: nullable(string()),
  phone: nullable(string()),
  roles: array(string()),
  status: enums(['active', 'disabled']),
  totp_required: boolean(),
  totp_enrolled: boolean(),
  must_change_password: boolean(),
  created_at: string(),
  last_sign_in_at: nullable(string()),
});

const Roles = List(enums(PERSON_ROLES), 1, PERSON_ROLES.length);

export const OPERATOR_REFUSAL = {
  LOGIN_REQUIRED: { status: 400, code: 'VALIDATION_FAILED', text: 'An operator needs an email or an Ethiopian mobile number' },
  LOGIN_TAKEN: { status: 409, code: 'LOGIN_TAKEN', text: 'Another operator already signs in with this email or phone' },
  SELF_CHANGE: { status: 409, code: 'SELF_CHANGE', text: 'Ask another admin to disable, demote or reset your own account' },
  LAST_ADMIN: { status: 409, code: 'LAST_ADMIN', text: 'The last active admin cannot be disabled or demoted' },
  NOT_FOUND: { status: 404, code: 'NOT_FOUND', text: 'Operator not found' },
} as const;

export const ListOperators = endpoint({
  id: 'listOperators',
  method: 'GET',
  path: '/api/admin/v1/operators',
  tag: TAG,
  access: 'operator',
  permission: 'operators.manage',
  summary: 'Every operator account, newest first.',
  responses: { 200: type({ data: array(OperatorSummary) }), 401: ApiError, 403: ApiError, 429: ApiError },
  refusals: OPERATOR_REFUSALS,
});

export const CreateOperator = endpoint({
  id: 'createOperator',
  method: 'POST',
  path: '/api/admin/v1/operators',
  tag: TAG,
  access: 'operator',
  permission: 'operators.manage',
  summary:
    'Creates an operator with a temporary password, answered once: they change it at first sign-in, and enrol an ' +
    'authenticator when their roles (admin, finance) or totp_required (default true) ask for one.',
  body: type({
    name: Trimmed(100),
    email: optional(nullable(Trimmed(200))),
    phone: optional(nullable(Trimmed(32))),
    roles: Roles,
    totp_required: optional(boolean()),
  }),
  invalid: { name: textRefusal('name', 100) },
  responses: {
    201: type({ operator: OperatorSummary, temporary_password: string() }),
    400: ApiError,
    401: ApiError,
    403: ApiError,
    409: ApiError,
    429: ApiError,
  },
  refusals: [OPERATOR_REFUSAL.LOGIN_REQUIRED, OPERATOR_REFUSAL.LOGIN_TAKEN, ...OPERATOR_REFUSALS],
});

export const UpdateOperator = endpoint({
  id: 'updateOperator',
  method: 'PUT',
  path: '/api/admin/v1/operators/:id',
  tag: TAG,
  access: 'operator',
  permission: 'operators.manage',
  summary: "Changes an operator's name, roles, status or TOTP requirement; disabling ends their sessions at once.",
  params: type({ id: RequestId }),
  body: type({
    name: optional(Trimmed(100)),
    roles: optional(Roles),
    status: optional(enums(['active', 'disabled'])),
    totp_required: optional(boolean()),
    reason: Trimmed(500),
  }),
  invalid: { reason: textRefusal('reason', 500) },
  responses: { 200: type({ operator: OperatorSummary }), 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 429: ApiError },
  refusals: [OPERATOR_REFUSAL.SELF_CHANGE, OPERATOR_REFUSAL.LAST_ADMIN, OPERATOR_REFUSAL.NOT_FOUND, ...OPERATOR_REFUSALS],
});

export const ResetOperator = endpoint({
  id: 'resetOperator',
  method: 'POST',
  path: '/api/admin/v1/operators/:id/reset',
  tag: TAG,
  access: 'operator',
  permission: 'operators.manage',
  summary:
    'A forgotten password or a lost authenticator: a new temporary password (answered once), the authenticator ' +
    'removed to be enrolled again, every session ended.',
  params: type({ id: RequestId }),
  body: type({ reason: Trimmed(500) }),
  invalid: { reason: textRefusal('reason', 500) },
  responses: {
    200: type({ success: literal(true), temporary_password: string() }),
    400: ApiError,
    401: ApiError,
    403: ApiError,
    404: ApiError,
    409: ApiError,
    429: ApiError,
  },
  refusals: [OPERATOR_REFUSAL.SELF_CHANGE, OPERATOR_REFUSAL.NOT_FOUND, ...OPERATOR_REFUSALS],
});

export const BACKOFFICE_OPERATOR_ENDPOINTS = [ListOperators, CreateOperator, UpdateOperator, ResetOperator];
