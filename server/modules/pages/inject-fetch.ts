// A fetch for the server-side renderer that answers from this server's own routes in process (Fastify's
// inject): the renderer's reads pass the same signature check, validation and caches as a browser's, without a
// socket. Only paths of this server are reachable through it; nothing leaves the process.
import type { FastifyInstance, InjectOptions } from 'fastify';

export function injectFetch(app: FastifyInstance): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    if (!url.startsWith('/')) {
      throw new TypeError('the renderer reads only this server');
    }
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as InjectOptions['method'],
      url,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) {
        out.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
    }
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.body, { status: answer.statusCode, headers: out });
  }) as typeof fetch;
}
