// The operator guard of /api/admin/v1/*: `Authorization: Bearer <OPERATOR_TOKEN>`, compared in constant
// time (both sides hashed first, so lengths do not leak). A player's session token is never an operator token.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

export function operatorGuard(operatorToken: string): onRequestAsyncHookHandler {
  const expected = digest(operatorToken);
  return async function guard(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    const given = match?.[1];
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
      return reply
        .code(401)
        .header('cache-control', 'no-store')
        .header('www-authenticate', 'Bearer')
        .send({ error: 'Operator authentication required', code: 'UNAUTHORIZED' });
    }
  };
}
