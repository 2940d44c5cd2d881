// The operator token's check (machine access to /api/admin/v1/*; people sign in: backoffice/access.ts):
// `Authorization: Bearer <OPERATOR_TOKEN>`, compared in constant
// time (both sides hashed first, so lengths do not leak). A player's session token is never an operator token.
// Guessing is held per client address (issue 28): every presented credential is counted BEFORE it is compared,
// atomically in rate_limits (shared by every instance on the database), and a right one takes its count back at
// once — so a burst of parallel guesses gets no more comparisons than the limit, while an operator's own calls
// cost nothing. Over the limit the address gets 429 OPERATOR_AUTH_LOCKED (Retry-After) without a comparison.
// A request without an Authorization header guesses nothing and is not counted. Each wrong credential is logged
// with its address, never with the token it carried. The counters live in the app's database (app.db, app.now),
// so every module that mounts this guard (admin, odds, promotions, payments, games) shares one count per address.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OPERATOR_AUTH_LOCKED } from '../../../schema/endpoints/operator.ts';
import { TooManyRequests } from '../../plugins/errors.ts';
import { forgive, hit, type Limit } from '../auth/rate-limit.ts';

/**
 * 10 wrong credentials a minute per address; the back-off: whoever keeps going after the minute's 429 (refused
 * attempts count too) reaches 30 in the hour and waits for the hour's end.
 */
export const OPERATOR_AUTH_LIMITS: readonly Limit[] = [
  { name: 'operator-auth-1m', windowMs: 60_000, max: 10 },
  { name: 'operator-auth-1h', windowMs: 60 * 60_000, max: 30 },
];

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * Checks a request's `Authorization: Bearer` credential against the operator token (null: none is configured, and
 * every credential is wrong). True when it matches; false when it does not (counted); 429 when the address is over
 * its limits. Call only for a request that carries an Authorization header.
 */
export function operatorTokenCheck(operatorToken: string | null): (request: FastifyRequest, header: string) => Promise<boolean> {
  const expected = operatorToken === null ? null : digest(operatorToken);
  return async function check(request, header) {
    const { db, now } = request.server;
    const address = request.ip;
    const nowMs = now();
    // Every limit is counted (no early exit), so hammering through the minute's 429 fills the hour's too.
    const waits: number[] = [];
    for (const limit of OPERATOR_AUTH_LIMITS) {
      const wait = await hit(db, limit, address, nowMs);
      if (wait !== null) {
        waits.push(wait);
      }
    }
    if (waits.length > 0) {
      request.log.warn({ address }, 'operator credentials refused: too many wrong ones from this address');
      throw new TooManyRequests(OPERATOR_AUTH_LOCKED.text, Math.max(...waits), OPERATOR_AUTH_LOCKED.code);
    }
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const given = match?.[1];
    if (expected === null || given === undefined || !timingSafeEqual(digest(given), expected)) {
      request.log.warn({ address }, 'wrong operator credentials');
      return false;
    }
    for (const limit of OPERATOR_AUTH_LIMITS) {
      await forgive(db, limit, address, nowMs);
    }
    return true;
  };
}

export function unauthorized(reply: FastifyReply): FastifyReply {
  return reply
    .code(401)
    .header('cache-control', 'no-store')
    .header('www-authenticate', 'Bearer')
    .send({ error: 'Operator authentication required', code: 'UNAUTHORIZED' });
}
