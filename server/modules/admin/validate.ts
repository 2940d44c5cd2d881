// Edge validation of operator request bodies: every mistake is a 400 {error, code: 'VALIDATION_FAILED'}
// naming the field, never a 500. Amounts are ETB numbers with at most 2 decimals, turned into cents here.
import { toCents } from '../../../domain/money.ts';
import { isSafeBannerUrl } from '../../../domain/safe-url.ts';
import { HttpError } from '../../plugins/errors.ts';

export const MAX_CREDIT_CENTS = 100_000_000; // 1,000,000.00 ETB

export const invalid = (message: string): HttpError => new HttpError(400, 'VALIDATION_FAILED', message);

export function bodyObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalid('A JSON object body is required');
  }
  return body as Record<string, unknown>;
}

export function requiredText(body: Record<string, unknown>, field: string, max: number): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '' || value.length > max) {
    throw invalid(`${field} must be a non-empty string of at most ${max} characters`);
  }
  return value.trim();
}

export function optionalText(body: Record<string, unknown>, field: string, max: number): string | null {
  return body[field] === undefined || body[field] === null ? null : requiredText(body, field, max);
}

/** A positive ETB amount with at most 2 decimals, up to 1,000,000 → integer cents. */
export function amountCents(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw invalid('amount must be a number greater than 0');
  }
  const cents = toCents(value);
  if (Math.abs(cents - value * 100) > 1e-6) {
    throw invalid('amount must have at most 2 decimals');
  }
  if (cents > MAX_CREDIT_CENTS) {
    throw invalid('amount must be at most 1,000,000');
  }
  return cents;
}

/** An https: URL or a same-origin path ('/banners/x.webp'); never '//host', backslashes or encoded tricks. */
export function url(body: Record<string, unknown>, field: string, required: boolean): string | null {
  const value = required ? requiredText(body, field, 2000) : optionalText(body, field, 2000);
  if (value !== null && !isSafeBannerUrl(value)) {
    throw invalid(`${field} must be an https URL or a path starting with /`);
  }
  return value;
}
