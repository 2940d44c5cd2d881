// HTTP caching of API answers: every /api response says Cache-Control: no-cache (the client keeps its own
// TTL cache, spec §9) and successful GETs carry a weak ETag, so a revalidation with If-None-Match costs a
// 304 without a body — cheap on slow mobile links even though signed requests differ every time.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiPath } from './errors.ts';

/** The weak ETag of a JSON body (the response cache stores the same one with its answers). */
export const etagOf = (body: string): string => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** True when the request's If-None-Match names this ETag: the client's copy is current. */
export function clientHolds(request: FastifyRequest, etag: string): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  return typeof ifNoneMatch === 'string' && ifNoneMatch.split(',').some((tag) => tag.trim() === etag);
}

export function registerHttpCache(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiPath(request.url.split('?')[0] ?? '')) {
      return payload;
    }
    if (!reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-cache');
    }
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') {
      return payload;
    }
    const etag = etagOf(payload);
    reply.header('etag', etag);
    if (clientHolds(request, etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
