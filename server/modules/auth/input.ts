// Request-body checks of the auth routes (superstruct shapes, then the spec's own rules and texts).
// Refusals never echo a value back: a malformed password must not land in an answer or a log line.
// A new password (sign-up, reset) must not be blank or one of the most common (common-passwords.ts).
import type { FastifyRequest } from 'fastify';
import { nullable, optional, size, string, type, validate, type Infer, type Struct } from 'superstruct';
import { normalizePhone } from '../../../domain/phone.ts';
import { HttpError } from '../../plugins/errors.ts';
import { isCommonPassword } from './common-passwords.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './passwords.ts';

const text = (max: number) => size(string(), 0, max);
const merchant = optional(nullable(text(64)));

export const RegisterBody = type({ phone: text(32), password: text(1024), merchant_id: merchant, promo_code: optional(nullable(text(256))) });
export const LoginBody = type({ phone: text(64), password: text(1024), merchant_id: merchant });
export const OtpBody = type({ phone: text(32), otp: text(32), merchant_id: merchant });
export const PhoneBody = type({ phone: text(32), merchant_id: merchant });
export const UpdatePasswordBody = type({ phone: text(32), new_password: text(1024), token: optional(nullable(text(128))), merchant_id: merchant });

export const badRequest = (code: string, message: string): HttpError => new HttpError(400, code, message);

/** The body in the shape of the struct, or a 400 naming the field (never its value). */
export function parseBody<T, S>(struct: Struct<T, S>, body: unknown): T {
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('VALIDATION_FAILED', 'Invalid request: a JSON object body is required');
  }
  const [error, value] = validate(body, struct);
  if (error !== undefined) {
    const field = error.path.join('.') || 'body';
    const missing = error.value === undefined;
    throw badRequest('VALIDATION_FAILED', `Invalid request: ${field} ${missing ? 'is required' : 'is not valid'}`);
  }
  return value;
}

/** The body's merchant_id must be the signed merchant (when given); returns the signed merchant. */
export function signedMerchant(request: FastifyRequest, bodyMerchant: string | null | undefined): string {
  const merchantId = request.merchantId;
  if (merchantId === null) {
    throw new HttpError(401, 'SIGNATURE_REQUIRED', 'Missing signature headers (X-Merchant-ID, X-Timestamp, X-Signature)');
  }
  if (bodyMerchant !== undefined && bodyMerchant !== null && bodyMerchant !== merchantId) {
    throw new HttpError(403, 'MERCHANT_MISMATCH', 'merchant_id does not match the signed merchant');
  }
  return merchantId;
}

export function requirePhone(raw: string): string {
  if (raw.trim() === '') {
    throw badRequest('INVALID_PHONE', 'Please enter your phone number');
  }
  const phone = normalizePhone(raw);
  if (phone === null) {
    throw badRequest('INVALID_PHONE', 'Please enter a valid phone number');
  }
  return phone;
}

export function requirePassword(password: string): string {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw badRequest('WEAK_PASSWORD', 'Password must be at least 6 characters long');
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw badRequest('VALIDATION_FAILED', `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`);
  }
  if (password.trim() === '') {
    throw badRequest('WEAK_PASSWORD', 'Password cannot be only spaces');
  }
  if (isCommonPassword(password)) {
    throw badRequest('WEAK_PASSWORD', 'This password is too common. Please choose another one');
  }
  return password;
}

export function requireOtpFormat(otp: string): string {
  const code = otp.trim();
  if (!/^\d{6}$/.test(code)) {
    throw badRequest('VALIDATION_FAILED', 'Please enter a valid 6-digit code');
  }
  return code;
}

/** Trimmed and uppercased; null when empty; at most 20 characters (spec §5). */
export function normalizePromo(raw: string | null | undefined): string | null {
  const code = (raw ?? '').trim().toUpperCase();
  if (code.length > 20) {
    throw badRequest('INVALID_PROMO_CODE', 'Promo code must be at most 20 characters');
  }
  return code === '' ? null : code;
}

export type RegisterBody = Infer<typeof RegisterBody>;
