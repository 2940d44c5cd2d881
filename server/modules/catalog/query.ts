// Query-string building blocks shared by every catalogue route: JSON-schema pieces (ids, booleans, paging)
// and the paging rule. Invariants: `page` counts from 1; a `page_size` above an endpoint's maximum is
// lowered to it (never refused) and the answer reports the size used; a bad value is 400 VALIDATION_FAILED
// with a text that names the parameter and what it takes (never a 500).
import { HttpError } from '../../plugins/errors.ts';

export const ID = { type: 'string', minLength: 1, maxLength: 64 } as const;
export const ACTIVE = { type: 'boolean' } as const;
export const PAGE = { type: 'integer', minimum: 1, maximum: 100_000, default: 1 } as const;
export const PAGE_SIZE = { type: 'integer', minimum: 1 } as const;
/** A free string that the handler checks itself, so its refusal can list the accepted values. */
export const TEXT = { type: 'string', maxLength: 64 } as const;

export const query = (properties: Record<string, unknown>, required: string[] = []) =>
  ({ type: 'object', properties, required } as const);
export const params = (...names: string[]) =>
  ({ type: 'object', properties: Object.fromEntries(names.map((n) => [n, ID])), required: names } as const);

export interface Paging { page: number; page_size?: number }

export const badRequest = (message: string): HttpError => new HttpError(400, 'VALIDATION_FAILED', message);

/**
 * Ajv coerces `Infinity` and `-Infinity` to numbers that pass `type: integer` and skip `minimum`/`maximum`
 * (it only compares finite numbers), so the paging values are checked once more here, where they are read.
 */
function finite(name: string, value: number): number {
  if (!Number.isFinite(value)) {
    throw badRequest(`${name} must be a whole number of at least 1`);
  }
  return value;
}

/** page_size above the maximum is clamped rather than refused: a greedy client still gets an answer. */
export const pageSize = (q: Paging, fallback: number, max: number): number =>
  Math.min(q.page_size === undefined ? fallback : finite('page_size', q.page_size), max);

/** The page to serve: its number, size (after clamping) and row offset. */
export function paging(q: Paging, fallback: number, max: number): { page: number; size: number; offset: number } {
  const size = pageSize(q, fallback, max);
  const page = finite('page', q.page);
  return { page, size, offset: (page - 1) * size };
}

/**
 * A query value that must be one of `allowed` (exact, case-sensitive). Absent or empty means "not given"
 * (undefined); anything else is a 400 that lists the accepted values.
 */
export function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined || value === '') {
    return undefined;
  }
  if (!(allowed as readonly string[]).includes(value)) {
    throw badRequest(`${name} must be one of ${allowed.join(', ')}`);
  }
  return value as T;
}
