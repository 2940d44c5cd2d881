// The account rules beyond the request's shape (checked at the edge by schema/endpoints/auth.ts): the
// signed merchant, a phone that normalises, the spec's password rules, a 6-digit code, a promo code of at most
// 20 that the operator runs (SIGNUP_PROMO_CODES), each with its own code and text — one code per text, as the client translates by code and never reads
// the English. Refusals never echo a value: a malformed password must not land in an answer or a log line. A
// new password (sign-up, reset) must not be blank or one of the most common (common-passwords.ts).
import type { FastifyRequest } from 'fastify';
import { normalizePhone } from '../../../domain/phone.ts';
import { HttpError, type RefusalValues } from '../../plugins/errors.ts';
import { isCommonPassword } from './common-passwords.ts';
import { MAX_PASSWORD_LENGTH, passwordTooShort } from '../../../domain/passwords.ts';

export const badRequest = (code: string, message: string, values?: RefusalValues): HttpError => new HttpError(400, code, message, values);

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
    throw badRequest('PHONE_REQUIRED', 'Please enter your phone number');
  }
  const phone = normalizePhone(raw);
  if (phone === null) {
    throw badRequest('INVALID_PHONE', 'Please enter a valid phone number');
  }
  return phone;
}

export function requirePassword(password: string): string {
  if (passwordTooShort(password)) {
    throw badRequest('PASSWORD_SHORT', 'Password must be at least 6 characters long');
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw badRequest('PASSWORD_TOO_LONG', `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`, { max_length: MAX_PASSWORD_LENGTH });
  }
  if (password.trim() === '') {
    throw badRequest('PASSWORD_BLANK', 'Password cannot be only spaces');
  }
  if (isCommonPassword(password)) {
    throw badRequest('PASSWORD_COMMON', 'This password is too common. Please choose another one');
  }
  return password;
}

export function requireOtpFormat(otp: string): string {
  const code = otp.trim();
  if (!/^\d{6}$/.test(code)) {
    throw badRequest('OTP_FORMAT', 'Please enter a valid 6-digit code');
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

/** A promo code the operator runs (SIGNUP_PROMO_CODES), or none: an unknown one is refused, never kept silently. */
export function requireKnownPromo(promo: string | null, known: ReadonlySet<string>): string | null {
  if (promo !== null && !known.has(promo)) {
    throw badRequest('UNKNOWN_PROMO_CODE', 'This promo code is not valid. Check it or leave the field empty');
  }
  return promo;
}
