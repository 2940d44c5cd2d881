// The account endpoints of spec §7: sign-up, phone verification, login, the session calls (GET verify,
// logout, refresh, mark-unlock-notification-seen) and password restore. Bodies are type() (extra fields
// tolerated) and bound only the shape: the rules with their own codes and texts (a phone that normalises,
// the password minimum and common list, a 6-digit code, a promo code of at most 20 that the operator runs) are the server's
// (server/modules/auth/input.ts). A refusal never echoes a value: a password or code must not land in an
// answer or a log line. Session calls carry the token as X-Auth-Token or ?session_token (spec §7). Also the
// development SMS outbox, where local flows read their codes. Each refusal code has one text (the client
// translates by code); a {name} in a text is a number the answer carries beside error and code under that name.
import { array, boolean, nullable, optional, string, type } from 'superstruct';
import { endpoint, Text, type Refusal } from '../endpoint.ts';
import { annotated } from '../json-schema.ts';
import { LoginResponse, OkResponse, RegisterResponse, ResetTokenResponse } from '../session.ts';
import { ApiError } from './wire.ts';
import { SESSION_QUERY, SESSION_REFUSALS, SessionHeaders } from './session-headers.ts';

const MerchantField = optional(nullable(Text(64, 0, { description: 'The signed merchant (X-Merchant-ID) when given' })));
const Phone = Text(32, 0, { description: 'Ethiopian mobile number: +2519XXXXXXXX, 2519…, 09… or 9… (normalised)' });
const Otp = Text(32, 0, { description: 'The 6-digit code sent by SMS' });
const NewPassword = Text(1024, 0, { description: 'At least 6 and at most 128 characters, not blank, not a common password' });

export const RegisterBody = type({
  phone: Phone,
  password: NewPassword,
  merchant_id: MerchantField,
  promo_code: optional(nullable(Text(256, 0, { description: 'Trimmed and uppercased; at most 20 characters' }))),
  /** Our addition (issue 18): the player confirmed being 21 or older; optional, as the spec's client never sends it. */
  age_confirmed: optional(nullable(boolean())),
});
export const LoginBody = type({
  phone: Text(64, 0, { description: 'Phone number (or user id)' }),
  password: Text(1024),
  merchant_id: MerchantField,
});
export const OtpBody = type({ phone: Phone, otp: Otp, merchant_id: MerchantField });
export const PhoneBody = type({ phone: Phone, merchant_id: MerchantField });
export const UpdatePasswordBody = type({
  phone: Phone,
  new_password: NewPassword,
  merchant_id: MerchantField,
  token: optional(nullable(Text(128, 0, { description: 'The one-time token of POST /api/v1/password/verify-otp' }))),
});

const CODE_REQUESTS: Refusal = { status: 429, code: 'CODE_REQUESTS', text: 'Too many code requests. Please wait before requesting another code' };
const CODE_TRIES: Refusal = { status: 429, code: 'CODE_TRIES', text: 'Too many wrong codes. Please request a new code' };
const MISMATCH: Refusal = { status: 403, code: 'MERCHANT_MISMATCH', text: 'merchant_id does not match the signed merchant' };
const PHONE: Refusal[] = [
  { status: 400, code: 'PHONE_REQUIRED', text: 'Please enter your phone number' },
  { status: 400, code: 'INVALID_PHONE', text: 'Please enter a valid phone number' },
];
const CODE: Refusal[] = [
  { status: 400, code: 'OTP_FORMAT', text: 'Please enter a valid 6-digit code' },
  { status: 400, code: 'INVALID_OTP', text: 'Invalid OTP code' },
  { status: 400, code: 'OTP_EXPIRED', text: 'Verification expired. Please verify your phone number again' },
];
/** The rules of a new password (sign-up, restore, change), each with its own code and text. */
export const NEW_PASSWORD: Refusal[] = [
  { status: 400, code: 'PASSWORD_SHORT', text: 'Password must be at least 6 characters long' },
  { status: 400, code: 'PASSWORD_TOO_LONG', text: 'Password must be at most {max_length} characters long' },
  { status: 400, code: 'PASSWORD_BLANK', text: 'Password cannot be only spaces' },
  { status: 400, code: 'PASSWORD_COMMON', text: 'This password is too common. Please choose another one' },
];

/**
 * Our addition (issue 33): the device our player client says it is (a random id it keeps), so the back office sees a
 * player's sessions by device and players who share one. The spec's client sends none: absent, nothing is recorded;
 * not 16-64 characters of A-Z, a-z, 0-9, _ or -, it is ignored — never refused. Only a keyed hash of it is stored.
 */
const DEVICE_HEADER = {
  'x-device-id': optional(annotated(string(), { description: 'Optional: the client device id (16-64 of A-Za-z0-9_-; anything else ignored)' })),
};
const DeviceHeaders = type(DEVICE_HEADER);
const SessionDeviceHeaders = type({ ...SessionHeaders.schema, ...DEVICE_HEADER });

const SIGNED_ANSWERS = { 400: ApiError, 403: ApiError, 429: ApiError };
const SESSION_ANSWERS = { 401: ApiError, 403: ApiError };

export const Register = endpoint({
  id: 'register',
  method: 'POST',
  path: '/api/v1/auth/register',
  tag: 'accounts',
  access: 'signed',
  summary: 'Sign up: the account waits for the code sent by SMS to its phone (POST /api/v1/auth/verify).',
  body: RegisterBody,
  responses: { 200: RegisterResponse, ...SIGNED_ANSWERS, 409: ApiError },
  refusals: [
    ...PHONE,
    ...NEW_PASSWORD,
    { status: 400, code: 'INVALID_PROMO_CODE', text: 'Promo code must be at most 20 characters' },
    { status: 400, code: 'UNKNOWN_PROMO_CODE', text: 'This promo code is not valid. Check it or leave the field empty' },
    MISMATCH,
    { status: 409, code: 'PHONE_TAKEN', text: 'An account with this phone number already exists' },
    CODE_REQUESTS,
  ],
});

export const VerifyRegistration = endpoint({
  id: 'verifyRegistration',
  method: 'POST',
  path: '/api/v1/auth/verify',
  tag: 'accounts',
  access: 'signed',
  summary: 'Verify a sign-up with its SMS code: creates the account and wallet and opens a session.',
  body: OtpBody,
  headers: DeviceHeaders,
  responses: { 200: LoginResponse, ...SIGNED_ANSWERS, 409: ApiError },
  refusals: [...PHONE, ...CODE, MISMATCH, { status: 409, code: 'PHONE_TAKEN' }, CODE_TRIES],
});

/** An operator blocked the account (back office, issue 33): told only after the right password. */
export const ACCOUNT_BLOCKED = { status: 403, code: 'ACCOUNT_BLOCKED', text: 'This account is blocked. Please contact support' } as const;

export const Login = endpoint({
  id: 'login',
  method: 'POST',
  path: '/api/v1/auth/login',
  tag: 'accounts',
  access: 'signed',
  summary: 'Log in with phone (or user id) and password: the user, wallet and a new session.',
  body: LoginBody,
  headers: DeviceHeaders,
  responses: { 200: LoginResponse, ...SIGNED_ANSWERS, 401: ApiError },
  refusals: [
    { status: 400, code: 'CREDENTIALS_REQUIRED', text: 'Please enter your phone number and password' },
    { status: 401, code: 'INVALID_CREDENTIALS', text: 'Invalid phone number or password' },
    MISMATCH,
    ACCOUNT_BLOCKED,
    { status: 429, code: 'LOGIN_LOCKED', text: 'Too many failed login attempts. Please try again in {retry_after_minutes} minutes' },
  ],
});

export const SessionAnswer = endpoint({
  id: 'verifySession',
  method: 'GET',
  path: '/api/v1/auth/verify',
  tag: 'accounts',
  access: 'session',
  summary: "The session's own login answer with a fresh wallet (refetched after a socket reconnect).",
  query: type(SESSION_QUERY),
  headers: SessionDeviceHeaders,
  responses: { 200: LoginResponse, 400: ApiError, ...SESSION_ANSWERS },
  refusals: SESSION_REFUSALS,
});

export const Logout = endpoint({
  id: 'logout',
  method: 'POST',
  path: '/api/v1/auth/logout',
  tag: 'accounts',
  access: 'session',
  summary: 'Log out: the session is revoked and its sockets close. Empty body.',
  query: type(SESSION_QUERY),
  headers: SessionHeaders,
  responses: { 200: OkResponse, 400: ApiError, ...SESSION_ANSWERS },
  refusals: SESSION_REFUSALS,
});

export const RefreshSession = endpoint({
  id: 'refreshSession',
  method: 'POST',
  path: '/api/v1/auth/refresh',
  tag: 'accounts',
  access: 'session',
  summary: 'Extends the session by 7 days (at most 30 days after it was opened); answers as login does.',
  query: type(SESSION_QUERY),
  headers: SessionDeviceHeaders,
  responses: { 200: LoginResponse, 400: ApiError, ...SESSION_ANSWERS },
  refusals: SESSION_REFUSALS,
});

export const MarkUnlockSeen = endpoint({
  id: 'markUnlockNotificationSeen',
  method: 'POST',
  path: '/api/v1/user/mark-unlock-notification-seen',
  tag: 'accounts',
  access: 'session',
  summary: 'Records that the player saw the points-unlock notification. Empty body.',
  query: type({ ...SESSION_QUERY, user_id: optional(Text(64, 0, { description: "The session's own user (the default)" })) }),
  headers: SessionHeaders,
  responses: { 200: OkResponse, 400: ApiError, ...SESSION_ANSWERS },
  refusals: [...SESSION_REFUSALS, { status: 403, code: 'FORBIDDEN', text: 'You do not have permission to change this account' }],
});

export const RequestPasswordReset = endpoint({
  id: 'requestPasswordReset',
  method: 'POST',
  path: '/api/v1/password/reset',
  tag: 'accounts',
  access: 'signed',
  summary: 'Sends a reset code by SMS; answers the same whether the phone has an account or not.',
  body: PhoneBody,
  responses: { 200: OkResponse, ...SIGNED_ANSWERS },
  refusals: [...PHONE, MISMATCH, CODE_REQUESTS],
});

export const VerifyResetCode = endpoint({
  id: 'verifyResetCode',
  method: 'POST',
  path: '/api/v1/password/verify-otp',
  tag: 'accounts',
  access: 'signed',
  summary: 'Exchanges the reset code for a one-time token (10 minutes) for the password update.',
  body: OtpBody,
  responses: { 200: ResetTokenResponse, ...SIGNED_ANSWERS },
  refusals: [...PHONE, ...CODE, MISMATCH, CODE_TRIES],
});

export const UpdatePassword = endpoint({
  id: 'updatePassword',
  method: 'POST',
  path: '/api/v1/password/update',
  tag: 'accounts',
  access: 'signed',
  summary: 'Sets a new password with the one-time token; every session of the player is revoked.',
  body: UpdatePasswordBody,
  responses: { 200: OkResponse, ...SIGNED_ANSWERS },
  refusals: [
    ...PHONE,
    ...NEW_PASSWORD,
    { status: 400, code: 'TOKEN_MISSING', text: 'Verification token is missing. Please verify your OTP again' },
    { status: 400, code: 'TOKEN_EXPIRED', text: 'Verification expired. Please verify your phone number again' },
    MISMATCH,
  ],
});

export const SmsOutboxAnswer = type({ messages: array(type({ text: string(), created_at: string() })) });

export const DevSmsOutbox = endpoint({
  id: 'devSmsOutbox',
  method: 'GET',
  path: '/api/dev/sms-outbox',
  tag: 'development',
  access: 'local',
  summary:
    'Development only (not in production): the newest 20 SMS queued for a phone, newest first. To anyone but this ' +
    'machine or the operator token it is an unknown endpoint (404).',
  query: type({ phone: Phone }),
  responses: { 200: SmsOutboxAnswer, 400: ApiError, 404: ApiError },
  refusals: [
    { status: 400, code: 'INVALID_PHONE', text: 'Please enter a valid phone number' },
    { status: 404, code: 'NOT_FOUND' },
  ],
});

export const AUTH_ENDPOINTS = [
  Register,
  VerifyRegistration,
  Login,
  SessionAnswer,
  Logout,
  RefreshSession,
  MarkUnlockSeen,
  RequestPasswordReset,
  VerifyResetCode,
  UpdatePassword,
  DevSmsOutbox,
] as const;
