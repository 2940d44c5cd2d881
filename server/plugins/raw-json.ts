// JSON body parsing that keeps the body string exactly as received (request.rawBody): the request
// signature is computed over those bytes, and re-serialising the parsed object would not reproduce them.
// Parsing still goes through Fastify's own parser so prototype-poisoning protection stays on.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request body as received; '' when there was none. */
    rawBody: string;
  }
}

const invalidJson = (): HttpError => new HttpError(400, 'VALIDATION_FAILED', 'Invalid JSON body');

/** Fastify's default JSON parser in its callback form (its declared type is a callback/promise union). */
type CallbackJsonParser = (request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) => void;

export function registerRawJsonParser(app: FastifyInstance): void {
  app.decorateRequest('rawBody', '');
  const parseJson = app.getDefaultJsonParser('error', 'error') as CallbackJsonParser;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    if (text.trim() === '') {
      // An empty JSON body (e.g. a bodiless POST that still names the content type) is "no body".
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, value) => (error ? done(invalidJson(), undefined) : done(null, value)));
  });
}
