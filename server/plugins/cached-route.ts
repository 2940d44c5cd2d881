// Serving a route from the response cache (response-cache.ts): a hit costs a map lookup and a write of bytes already
// compressed, with a 304 when the client's ETag matches; a miss runs the handler once for all concurrent callers
// of the same request. The key is the request line and the signing merchant (banners differ per merchant); the
// signature was checked before this runs (an onRequest hook), so caching never skips authentication.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientHolds } from './http-cache.ts';
import { buildAnswer, type BuiltAnswer, type ResponseCache } from './response-cache.ts';

export interface CachePolicy<Req> {
  /** What the answer depends on: an invalidation of one of these drops it. */
  tags: (request: Req) => string[];
  /** The server-clock instant from which the answer may change with no write (a kick-off, midnight…). */
  expiresAt: (request: Req) => Promise<number>;
}

/** The q-value the Accept-Encoding header gives `coding` (an explicit entry wins over '*'); 0 when absent. */
export function acceptQuality(header: string | undefined, coding: string): number {
  let star: number | null = null;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const qParam = params.find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    const quality = Number.isFinite(q) ? q : 0;
    if (name === coding) {
      return quality;
    }
    if (name === '*') {
      star = quality;
    }
  }
  return star ?? 0;
}

function chooseEncoding(request: FastifyRequest, answer: BuiltAnswer): 'br' | 'gzip' | null {
  if (request.headers['x-no-compression'] !== undefined) {
    return null;
  }
  const header = request.headers['accept-encoding'];
  if (answer.br !== null && acceptQuality(header, 'br') > 0) {
    return 'br';
  }
  return answer.gzip !== null && acceptQuality(header, 'gzip') > 0 ? 'gzip' : null;
}

/** Sends a stored answer: 304 when the client holds it, else the best encoding the client accepts. */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: BuiltAnswer): FastifyReply {
  reply.header('content-type', 'application/json; charset=utf-8');
  reply.header('etag', answer.etag);
  reply.header('vary', 'accept-encoding');
  if (clientHolds(request, answer.etag)) {
    return reply.code(304).send();
  }
  const encoding = chooseEncoding(request, answer);
  if (encoding === null) {
    // Already decided: the compression plugin must not compress this one either.
    reply.header('content-encoding', 'identity');
    return reply.send(answer.body);
  }
  reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? answer.br : answer.gzip);
}

const keyOf = (request: FastifyRequest): string =>
  `${request.method === 'HEAD' ? 'GET' : request.method} ${request.merchantId ?? '-'} ${request.url}`;

/** Wraps a JSON route handler (one that returns its answer or throws) so it is served through the cache. */
export function cached<Req extends FastifyRequest>(
  cache: ResponseCache | undefined,
  policy: CachePolicy<NoInfer<Req>>,
  handler: (request: Req, reply: FastifyReply) => Promise<unknown>,
): (request: Req, reply: FastifyReply) => Promise<unknown> {
  if (cache === undefined) {
    return handler;
  }
  return async (request, reply) => {
    if (!cache.live) {
      return handler(request, reply);
    }
    const key = keyOf(request);
    const hit = cache.get(key);
    if (hit !== undefined) {
      return sendAnswer(request, reply, hit);
    }
    const answer = await cache.fill(key, async () => {
      // The boundary is read before the data, so it can only be earlier than the data's own.
      const expiresAt = await policy.expiresAt(request);
      const value = await handler(request, reply);
      return reply.sent || value === undefined ? null : buildAnswer(JSON.stringify(value), policy.tags(request), expiresAt);
    });
    if (answer === null) {
      return reply.sent ? reply : handler(request, reply);
    }
    return sendAnswer(request, reply, answer);
  };
}
