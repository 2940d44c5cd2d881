// Back-office sign-in (issue 33): an operator signs in with email or phone and password, then a TOTP code when an
// authenticator is enrolled (the same call again, with `code`); the answer sets an HttpOnly session cookie. A first
// sign-in with a temporary password must choose a new one, and a role that requires TOTP (admin, finance, or any
// operator an admin marked) must enrol an authenticator before anything else opens. Every failure is counted per
// account and per address (429 with Retry-After past the limits).
import { array, boolean, enums, literal, nullable, number, optional, pattern, string, type } from 'superstruct';
import { endpoint, Text } from '../endpoint.ts';
import { annotated } from '../json-schema.ts';
import { PERMISSIONS, ROLES } from '../operator-access.ts';
import { OPERATOR_REFUSALS, Trimmed } from './operator.ts';
import { ApiError } from './wire.ts';

const TAG = 'back office';

/** A 6-digit TOTP code. */
export const TotpCode = annotated(pattern(string(), /^\d{6}$/), { pattern: '^\\d{6}$', minLength: 6, maxLength: 6 });

export const OperatorMeAnswer = type({
  id: string(),
  name: string(),
  email: nullable(string()),
  phone: nullable(string()),
  roles: array(enums(ROLES)),
  permissions: array(enums(PERMISSIONS)),
  /** What the session must finish before anything else opens. */
  stage: enums(['change_password', 'enrol_totp', 'ready']),
  totp_enrolled: boolean(),
  /** When the session ends if left alone (ISO 8601). */
  idle_until: string(),
  /** The most one manual credit may add without a second person's approval (OPERATOR_CREDIT_MAX, ETB). */
  credit_max: number(),
});

export const SIGN_IN_REFUSALS = {
  OPERATOR_CREDENTIALS: { status: 401, code: 'OPERATOR_CREDENTIALS', text: 'Wrong email, phone or password' },
  TOTP_REQUIRED: { status: 401, code: 'TOTP_REQUIRED', text: 'Enter the 6-digit code from your authenticator app' },
  INVALID_TOTP: { status: 401, code: 'INVALID_TOTP', text: 'That code is not right; enter the current one from your authenticator app' },
  ACCOUNT_DISABLED: { status: 403, code: 'ACCOUNT_DISABLED', text: 'This operator account is disabled' },
  TOO_MANY_ATTEMPTS: { status: 429, code: 'TOO_MANY_ATTEMPTS', text: 'Too many failed sign-ins. Please try again later' },
} as const;

export const OperatorLogin = endpoint({
  id: 'operatorLogin',
  method: 'POST',
  path: '/api/admin/v1/auth/login',
  tag: TAG,
  access: 'public',
  summary:
    'Signs an operator in: email or phone and password, and the authenticator code when one is enrolled (a first ' +
    'call without it answers 401 TOTP_REQUIRED). Sets the back-office session cookie (HttpOnly, SameSite=Strict).',
  body: type({ login: Trimmed(200), password: Text(200, 1), code: optional(TotpCode) }),
  responses: { 200: OperatorMeAnswer, 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
  refusals: Object.values(SIGN_IN_REFUSALS),
});

export const OperatorMe = endpoint({
  id: 'operatorMe',
  method: 'GET',
  path: '/api/admin/v1/auth/me',
  tag: TAG,
  access: 'operator',
  permission: 'person',
  summary: 'The signed-in operator: roles, permissions and what the session must finish first.',
  responses: { 200: OperatorMeAnswer, 401: ApiError, 403: ApiError, 429: ApiError },
  refusals: OPERATOR_REFUSALS,
});

export const OperatorLogout = endpoint({
  id: 'operatorLogout',
  method: 'POST',
  path: '/api/admin/v1/auth/logout',
  tag: TAG,
  access: 'operator',
  permission: 'person',
  summary: 'Ends this back-office session and clears its cookie.',
  responses: { 200: type({ success: literal(true) }), 401: ApiError, 403: ApiError, 429: ApiError },
  refusals: OPERATOR_REFUSALS,
});

export const PASSWORD_REFUSALS = {
  WRONG_PASSWORD: { status: 400, code: 'WRONG_PASSWORD', text: 'The current password is not correct' },
  PASSWORD_WEAK: {
    status: 400,
    code: 'PASSWORD_WEAK',
    text: 'An operator password needs at least 12 characters and must not be a common one',
  },
  PASSWORD_UNCHANGED: { status: 400, code: 'PASSWORD_UNCHANGED', text: 'Choose a password other than the current one' },
} as const;

export const OperatorChangePassword = endpoint({
  id: 'operatorChangePassword',
  method: 'POST',
  path: '/api/admin/v1/auth/password',
  tag: TAG,
  access: 'operator',
  permission: 'person',
  summary: "Changes the signed-in operator's password (a temporary one must be changed at first sign-in); ends their other sessions.",
  body: type({ current_password: Text(200, 1), new_password: Text(200, 1) }),
  responses: { 200: OperatorMeAnswer, 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
  refusals: [...Object.values(PASSWORD_REFUSALS), ...OPERATOR_REFUSALS],
});

/** The enrolment's own refusals (a wrong code is the sign-in's INVALID_TOTP text, answered 400 here). */
export const TOTP_REFUSALS = {
  TOTP_ALREADY_ENROLLED: { status: 409, code: 'TOTP_ALREADY_ENROLLED', text: 'An authenticator is already enrolled' },
  TOTP_NOT_STARTED: { status: 409, code: 'TOTP_NOT_STARTED', text: 'Start the authenticator set-up first' },
  INVALID_TOTP: { ...SIGN_IN_REFUSALS.INVALID_TOTP, status: 400 },
} as const;

export const OperatorTotpSetup = endpoint({
  id: 'operatorTotpSetup',
  method: 'POST',
  path: '/api/admin/v1/auth/totp/setup',
  tag: TAG,
  access: 'operator',
  permission: 'person',
  summary:
    'Starts enrolling an authenticator: a new secret (Base32) and its otpauth:// URI for the app to scan. Nothing ' +
    'changes until a code from it is confirmed; a second call replaces the secret.',
  responses: { 200: type({ secret: string(), otpauth_uri: string() }), 401: ApiError, 403: ApiError, 409: ApiError, 429: ApiError },
  refusals: [TOTP_REFUSALS.TOTP_ALREADY_ENROLLED, ...OPERATOR_REFUSALS],
});

export const OperatorTotpConfirm = endpoint({
  id: 'operatorTotpConfirm',
  method: 'POST',
  path: '/api/admin/v1/auth/totp/confirm',
  tag: TAG,
  access: 'operator',
  permission: 'person',
  summary: 'Confirms the authenticator with its current code; from now on every sign-in asks for one.',
  body: type({ code: TotpCode }),
  responses: { 200: OperatorMeAnswer, 400: ApiError, 401: ApiError, 403: ApiError, 409: ApiError, 429: ApiError },
  refusals: [TOTP_REFUSALS.INVALID_TOTP, TOTP_REFUSALS.TOTP_NOT_STARTED, TOTP_REFUSALS.TOTP_ALREADY_ENROLLED, ...OPERATOR_REFUSALS],
});

export const BACKOFFICE_AUTH_ENDPOINTS = [OperatorLogin, OperatorMe, OperatorLogout, OperatorChangePassword, OperatorTotpSetup, OperatorTotpConfirm];
