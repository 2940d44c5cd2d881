// The paging rule of the catalogue lists. Shapes are checked at the edge (schema/endpoints/catalog-query.ts):
// page is a whole number from 1, page_size a whole number from 1. Invariants: a page_size above an endpoint's
// maximum is lowered to it (never refused: a greedy client still gets an answer) and the answer reports the
// size used; a rule that is not about shape is a 400 VALIDATION_FAILED with a text naming the parameter.
import { HttpError } from '../../plugins/errors.ts';

export interface Paging {
  page: number;
  page_size?: number;
}

export const badRequest = (message: string): HttpError => new HttpError(400, 'VALIDATION_FAILED', message);

/** page_size, or the endpoint's default, lowered to its maximum. */
export const pageSize = (q: { page_size?: number }, fallback: number, max: number): number => Math.min(q.page_size ?? fallback, max);

/** The page to serve: its number, size (after lowering) and row offset. */
export function paging(q: Paging, fallback: number, max: number): { page: number; size: number; offset: number } {
  const size = pageSize(q, fallback, max);
  return { page: q.page, size, offset: (q.page - 1) * size };
}
