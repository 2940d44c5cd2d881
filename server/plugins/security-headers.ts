// Security headers on every answer (helmet): a Content-Security-Policy that the built client passes (its
// scripts and styles are files of this origin; the one inline <style> of index.html, which paints the
// background before the CSS arrives, is allowed by its hash, read from the served file at start), no framing
// (frame-ancestors 'none', but 'self' for the house game pages the lobby frames), nosniff, a strict Referrer-Policy, and HSTS only on answers that went out over
// HTTPS (directly, or behind a trusted proxy that says so), so a plain-HTTP demo on a LAN is never pinned.
// helmet's headers are computed ONCE, for the two kinds of answer (house game pages, everything else), and set on
// every answer from that table (@fastify/helmet rebuilt helmet per request: about a tenth of a cached read's CPU).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

const HSTS = 'max-age=31536000; includeSubDomains';
const HOUSE_GAMES_PATH = '/games/house/';

/** 'sha256-…' sources of the inline <style> and <script> blocks of the built index.html. */
export function inlineHashes(staticDir: string): { styles: string[]; scripts: string[] } {
  const file = join(resolve(staticDir), 'index.html');
  if (!existsSync(file)) {
    return { styles: [], scripts: [] };
  }
  const html = readFileSync(file, 'utf8');
  const hash = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => hash(m[1] ?? ''));
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => hash(m[1] ?? ''));
  return { styles, scripts };
}

/** The headers helmet sets on an answer to `url` (its middleware run once against a stand-in response). */
function headersFor(middleware: ReturnType<typeof helmet>, url: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({ url } as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err !== undefined) {
      throw err;
    }
  });
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, staticDir: string): void {
  const inline = inlineHashes(staticDir);
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...inline.scripts],
        'style-src': ["'self'", ...inline.styles],
        // Banner images may live on an operator's https CDN; flags and icons are local or data: URIs.
        'img-src': ["'self'", 'data:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        // Games play in the lobby's player frame: our own pages (/games/house/…) and suppliers' https pages.
        'frame-src': ["'self'", 'https:'],
        // A house game page is framed by our own lobby, and by nobody else.
        'frame-ancestors': [(req) => (req.url?.startsWith(HOUSE_GAMES_PATH) ? "'self'" : "'none'")],
      },
    },
    // HSTS is added below, per answer, only over HTTPS.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const houseHeaders = headersFor(setHeaders, HOUSE_GAMES_PATH);
  const otherHeaders = headersFor(setHeaders, '/');
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(HOUSE_GAMES_PATH) ? houseHeaders : otherHeaders);
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', HSTS);
    }
  });
}
