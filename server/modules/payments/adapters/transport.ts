// How an adapter reaches its gateway, and a simulator our webhook: one function from a request to status and text.
// Live gateways go over the network with a time limit (a timeout is an answer we do not have, never a failure
// of the payment); the embedded simulators are reached through Fastify's inject, so the same paths, headers and
// bodies cross the same HTTP layer without a port (tests and a server that has not bound yet both work).
import type { FastifyInstance } from 'fastify';

export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface HttpAnswer {
  status: number;
  text: string;
}

export type HttpCall = (req: HttpRequest) => Promise<HttpAnswer>;

/** Thrown when no answer came (network error or time limit): the caller must not assume either outcome. */
export class NoAnswer extends Error {}

export function networkCall(timeoutMs: number): HttpCall {
  return async (req) => {
    try {
      const res = await fetch(req.url, {
        method: req.method,
        headers: { 'content-type': 'application/json', ...req.headers },
        ...(req.body === undefined ? {} : { body: JSON.stringify(req.body) }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      return { status: res.status, text: await res.text() };
    } catch (err) {
      throw new NoAnswer(`no answer from ${new URL(req.url).host}: ${(err as Error).name}`);
    }
  };
}

/** Calls into this server (the simulators, or our webhook from a simulator). */
export function injectCall(app: FastifyInstance): HttpCall {
  return async (req) => {
    try {
      const res = await app.inject({
        method: req.method,
        url: req.url,
        headers: { 'content-type': 'application/json', ...req.headers },
        ...(req.body === undefined ? {} : { payload: JSON.stringify(req.body) }),
      });
      return { status: res.statusCode, text: res.body };
    } catch (err) {
      throw new NoAnswer(`no answer from ${req.url}: ${(err as Error).message}`);
    }
  };
}

/** The JSON object of an answer, or null when the body is not one (garbage never becomes a status). */
export function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
