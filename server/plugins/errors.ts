// One place that turns failures into the JSON error body {error, code} the client reads (schema ApiError).
// A client's mistake (validation, bad JSON, unknown id or path) is always a 4xx; 500 is reserved for real
// server faults, whose details go to the log and never to the client.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { OVERLOADED } from '../../schema/endpoint.ts';

/** Named numbers a refusal's text was built from, sent beside error and code (the client translates with them). */
export type RefusalValues = Readonly<Record<string, number>>;

/** A refusal a route raises on purpose: status, machine code (one per text) and English text, with its values. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly values: RefusalValues;

  constructor(statusCode: number, code: string, message: string, values: RefusalValues = {}) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.values = values;
  }
}

/** A 429 refusal: the error handler sends retryAfterS as the Retry-After header, whichever route threw it. */
export class TooManyRequests extends HttpError {
  readonly retryAfterS: number;

  constructor(message: string, retryAfterS: number, code = 'TOO_MANY_REQUESTS', values: RefusalValues = {}) {
    super(429, code, message, values);
    this.retryAfterS = retryAfterS;
  }
}

/** The 503 every endpoint may answer when the server is too busy to take a request now (issue 28): see overload.ts. */
export class Overloaded extends HttpError {
  readonly retryAfterS: number;

  constructor(retryAfterS: number) {
    super(503, OVERLOADED.code, OVERLOADED.text);
    this.retryAfterS = retryAfterS;
  }
}

export const notFound = (what: string): HttpError => new HttpError(404, 'NOT_FOUND', `${what} not found`);

/** The HttpError of a refusal declared with its text (schema/endpoints: {status, code, text}). */
export const declaredRefusal = (refusal: { status: number; code: string; text: string }): HttpError =>
  new HttpError(refusal.status, refusal.code, refusal.text);

export const INTERNAL_ERROR = { error: 'Internal server error. Please try again', code: 'INTERNAL' } as const;

/** Fallback codes for Fastify's own 4xx errors (their FST_ERR_* codes mean nothing to the client). */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** True for the API's own paths (/api, /api/…), which answer JSON and never fall back to the client. */
export const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

export function sendApiNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('cache-control', 'no-cache').send({ error: 'Endpoint not found', code: 'NOT_FOUND' });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.code(400).send({ error: `Invalid request: ${error.message}`, code: 'VALIDATION_FAILED' });
    }
    const status = error.statusCode ?? 500;
    // A refusal raised on purpose goes out as raised: 4xx for the client's mistakes, 502/503/504 when a party
    // we depend on (a gateway, a game supplier) failed — those carry the spec's text, not the fault's details.
    if ((status >= 400 && status < 500) || (error instanceof HttpError && status >= 502 && status <= 504)) {
      if (error instanceof TooManyRequests || error instanceof Overloaded) {
        void reply.header('retry-after', String(error.retryAfterS));
      }
      const code =
        error instanceof HttpError || !String(error.code ?? '').startsWith('FST_')
          ? (error.code ?? CODE_BY_STATUS[status] ?? 'BAD_REQUEST')
          : (CODE_BY_STATUS[status] ?? 'BAD_REQUEST');
      return reply.code(status).send({ error: error.message, code, ...(error instanceof HttpError ? error.values : {}) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(INTERNAL_ERROR);
  });
}
