// Refuses text the database cannot store before any handler sees it. PostgreSQL (and PGlite) reject U+0000 in
// text and a lone UTF-16 surrogate in JSON, so either reaching SQL would be a 500; here it is a client mistake: 400
// VALIDATION_FAILED. Checked, for
// every route: path parameters (already percent-decoded), query values, the headers our code reads, and the
// parsed body (every string value and object key at any depth). A URL whose percent-encoding cannot be decoded
// is a 400 in the same JSON shape (Fastify's own answer for it carries its internal code and extra fields), and
// so are requests Node's HTTP parser refuses before Fastify sees them, and CONNECT (Node's default drops the socket).
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, INTERNAL_ERROR } from './errors.ts';

export const NUL_REFUSAL = 'Invalid request: text may not contain NUL characters';
export const SURROGATE_REFUSAL = 'Invalid request: text must be valid Unicode (a lone surrogate cannot be stored)';

// A surrogate not paired with its other half (with the u flag a pair is one code point, so only a lone one matches).
// PostgreSQL refuses it in JSON ('\ud800') and pg would store it in text as U+FFFD, changing what was sent.
const LONE_SURROGATE = /\p{Cs}/u;

type Flaw = 'nul' | 'surrogate' | null;
const flawOf = (text: string): Flaw => (text.includes('\u0000') ? 'nul' : LONE_SURROGATE.test(text) ? 'surrogate' : null);

/** The request headers some part of the server reads (signature, session, operator token, caching, idempotency). */
const READ_HEADERS = ['x-merchant-id', 'x-timestamp', 'x-signature', 'x-auth-token', 'authorization', 'idempotency-key', 'if-none-match'];

/**
 * The first flaw of a string or an object key in `value` (a NUL, a lone surrogate), at any depth, or null. Iterative,
 * so a body nested 10,000 levels deep cannot overflow the stack; each node is visited once (parsed JSON has no cycles).
 */
function flawIn(value: unknown): Flaw {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      const flaw = flawOf(item);
      if (flaw !== null) {
        return flaw;
      }
    } else if (Array.isArray(item)) {
      // One at a time: spreading a 500,000-element array into push() would overflow the argument stack.
      for (const inner of item) {
        pending.push(inner);
      }
    } else if (item !== null && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        const flaw = flawOf(key);
        if (flaw !== null) {
          return flaw;
        }
        pending.push(inner);
      }
    }
  }
  return null;
}

function flawInRequest(request: FastifyRequest): Flaw {
  for (const part of [...READ_HEADERS.map((name) => request.headers[name]), request.params, request.query, request.body]) {
    const flaw = flawIn(part);
    if (flaw !== null) {
      return flaw;
    }
  }
  return null;
}

export function registerInputGuard(app: FastifyInstance): void {
  // preValidation: the body is parsed (raw-json.ts) and the route known; it runs before the signature check,
  // the route's schema and its handler, so a refused request touches no table.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const flaw = flawInRequest(request);
    if (flaw !== null) {
      throw new HttpError(400, 'VALIDATION_FAILED', flaw === 'nul' ? NUL_REFUSAL : SURROGATE_REFUSAL);
    }
  });
  // Node hands CONNECT to this event, not to the request handler; without a listener it closes the socket unanswered.
  app.server.on('connect', (_request: unknown, socket: Socket) => {
    writeRaw(socket, 405, 'Method Not Allowed', { error: 'Method not allowed', code: 'METHOD_NOT_ALLOWED' });
  });
}

function writeRaw(socket: Socket, status: number, reason: string, body: { error: string; code: string }): void {
  const text = JSON.stringify(body);
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  // end() rather than destroy(): closing with unread bytes (a body behind the refused head) would reset the
  // connection and could lose the answer. What still arrives is read and dropped; a second later it is closed.
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(text)}\r\nContent-Type: application/json\r\n` +
      `Cache-Control: no-store\r\nConnection: close\r\n\r\n${text}`,
  );
  socket.resume();
  setTimeout(() => socket.destroy(), 1_000).unref();
}

/**
 * Fastify's clientErrorHandler: what Node's HTTP parser refuses (a malformed request line, an unknown method, a
 * control character in a header, headers over the size limit, a request too slow) answers {error, code} too.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) {
    return;
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    writeRaw(socket, 408, 'Request Timeout', { error: 'The request took too long to arrive', code: 'REQUEST_TIMEOUT' });
  } else if (error.code === 'HPE_HEADER_OVERFLOW') {
    writeRaw(socket, 431, 'Request Header Fields Too Large', { error: 'The request headers are too large', code: 'HEADERS_TOO_LARGE' });
  } else {
    writeRaw(socket, 400, 'Bad Request', { error: 'Malformed HTTP request', code: 'BAD_REQUEST' });
  }
}

const FRAMEWORK_REFUSALS: Record<string, string> = {
  FST_ERR_BAD_URL: 'Invalid request: the URL is not validly percent-encoded',
  FST_ERR_MAX_PARAM_LENGTH: 'Invalid request: a path segment is too long',
};

/**
 * Fastify's frameworkErrors handler: a path it cannot percent-decode (400) or a path parameter over its length
 * limit (414) answers in our JSON shape instead of Fastify's default body with its internal code.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const message = FRAMEWORK_REFUSALS[error.code];
  if (message === undefined) {
    // Not a client mistake (an async route constraint failing): a server fault like any other.
    request.log.error({ err: error }, 'routing failed');
    void reply.code(500).send(INTERNAL_ERROR);
    return;
  }
  void reply
    .code(error.statusCode ?? 400)
    .header('cache-control', 'no-store')
    .send({ error: message, code: 'VALIDATION_FAILED' });
}
