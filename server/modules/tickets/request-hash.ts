// One Idempotency-Key, one request (issue 28): a money ticket stores the SHA-256 of the request it was placed with
// (tickets.request_hash), and a later request under the same key is the same attempt only when its hash is equal;
// another body under that key is a 409 IDEMPOTENCY_CONFLICT that places and debits nothing (operator credits give
// the same answer, wallet/ledger.ts). The hash is over the decoded body with its keys sorted, so a client that
// resends the same fields in another order, or an id as 12 instead of "12", is still the same request.
import { createHash } from 'node:crypto';
import { TICKET_KEY_CONFLICT } from '../../../schema/endpoints/tickets.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';

function canonical(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map(canonical).join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const requestHash = (body: unknown): string => createHash('sha256').update(canonical(body)).digest('hex');

const idempotencyConflict = (): HttpError => new HttpError(TICKET_KEY_CONFLICT.status, TICKET_KEY_CONFLICT.code, TICKET_KEY_CONFLICT.text);

/** The ticket a user placed under this key, if any, with the hash of its request (null on rows older than 0023). */
export async function ticketUnderKey(db: Db, userId: string, key: string): Promise<{ id: string; requestHash: string | null } | null> {
  const row = await db
    .selectFrom('tickets')
    .select(['id', 'request_hash'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row === undefined ? null : { id: row.id, requestHash: row.request_hash };
}

/** The earlier ticket's id when `hash` is its request's (or it has none recorded); a 409 when it is another's. */
export function sameRequestOr409(earlier: { id: string; requestHash: string | null }, hash: string | null): string {
  if (earlier.requestHash !== null && hash !== null && earlier.requestHash !== hash) {
    throw idempotencyConflict();
  }
  return earlier.id;
}
