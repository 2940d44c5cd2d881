// Helpers the payment routes share: the session's principal, the optional Idempotency-Key, no caching, and the
// shape of a start as the routes call it (service.ts startPayment with the request's player and key).
import type { FastifyReply } from 'fastify';
import type { Principal } from '../auth/sessions.ts';
import type { PaymentRow } from './records.ts';
import type { StartRequest } from './service.ts';

export { principalOf } from '../tickets/routes.ts';

export const idempotencyKeyOf = (headers: Record<string, unknown>): string | null => {
  const key = headers['idempotency-key'];
  return typeof key === 'string' && /^[\x21-\x7e]{1,200}$/.test(key) ? key : null;
};

export const noStore = (reply: FastifyReply): void => {
  reply.header('cache-control', 'no-store');
};

export type Start = (
  request: { principal: Principal | null; headers: Record<string, unknown> },
  body: { user_id: string; merchant_id?: string | undefined; amount: unknown; reason?: string | null | undefined },
  rest: Pick<StartRequest, 'flow' | 'gateway' | 'kind' | 'method' | 'phone'>,
) => Promise<PaymentRow>;
