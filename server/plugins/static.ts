// Serves the built client (vite's dist/) next to the API: pre-compressed .br/.gz files when the browser
// accepts them, content-hashed /assets/* cached for a year, index.html always revalidated, and a history
// fallback so deep links (/sports/1, /check-ticket …) load the client. /api/* never falls back to HTML.
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, sendApiNotFound } from './errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Paths that name a file (an extension) or an asset never get index.html: a missing script must stay a 404. */
const looksLikeFile = (path: string): boolean => path.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(path);

function cacheControlFor(filePath: string): string {
  const normalised = filePath.replaceAll('\\', '/');
  if (normalised.includes('/assets/')) {
    return IMMUTABLE;
  }
  // The service worker is checked on every visit, so a new build's worker is found at once (src/sw/sw.ts).
  return /\/(index\.html|sw\.js)(\.br|\.gz)?$/.test(normalised) ? REVALIDATE : 'public, max-age=3600';
}

/** Registers static serving when `staticDir` is a directory; returns whether it did. */
export function registerStatic(app: FastifyInstance, staticDir: string): boolean {
  const root = resolve(staticDir);
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    return false;
  }
  void app.register(fastifyStatic, {
    root,
    preCompressed: true,
    wildcard: true,
    cacheControl: false,
    // Nothing whose name starts with a dot is served (build stamps, editor files, .env by mistake).
    dotfiles: 'ignore',
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', cacheControlFor(filePath));
    },
  });
  return true;
}

/** The 404 handler: JSON for the API and for anything without a client to fall back to, else the page's HTML. */
export function registerNotFound(app: FastifyInstance, hasClient: () => boolean): void {
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && !looksLikeFile(path);
    if (!isPage || !hasClient()) {
      return sendApiNotFound(reply);
    }
    // The operators' back office (issue 33) is its own page; every other page is the players' client.
    const page = path === '/backoffice' || path.startsWith('/backoffice/') ? 'backoffice/index.html' : 'index.html';
    return reply.header('cache-control', REVALIDATE).sendFile(page);
  });
}
