// The back office's transport (issue 33): same-origin calls built from the endpoint declarations (schema/endpoints/),
// carrying the session cookie (HttpOnly: the page never sees it) and `X-Backoffice: 1`, which the server requires of
// every cookie request that changes something. Every answer is decoded with the endpoint's declared struct for its
// status before anything else sees it; a refusal becomes a BackofficeError with the server's code and text.
import { validate } from 'superstruct';
import type { Endpoint } from '../../schema/endpoint.ts';
import { type CallInput, urlOf } from './urls.ts';

export class BackofficeError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'BackofficeError';
  }
}

export interface Answer {
  status: number;
  body: unknown;
}

export type { CallInput };

export type BackofficeClient = (endpoint: Endpoint, input?: CallInput) => Promise<Answer>;

const TIMEOUT_MS = 20_000;

export function createBackofficeClient(fetchImpl: typeof fetch = fetch): BackofficeClient {
  return async (endpoint, input = {}) => {
    const headers: Record<string, string> = { 'x-backoffice': '1', accept: 'application/json' };
    if (input.body !== undefined) {
      headers['content-type'] = 'application/json';
    }
    let res: Response;
    try {
      res = await fetchImpl(urlOf(endpoint, input), {
        method: endpoint.method,
        headers,
        credentials: 'same-origin',
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new BackofficeError('The server did not answer. Check the connection and try again', 0, 'NETWORK');
    }
    const json: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const refusal = json as { error?: unknown; code?: unknown } | null;
      throw new BackofficeError(
        typeof refusal?.error === 'string' ? refusal.error : `The server answered ${res.status}`,
        res.status,
        typeof refusal?.code === 'string' ? refusal.code : 'HTTP_ERROR',
      );
    }
    const struct = endpoint.responses[res.status];
    if (struct === undefined || typeof struct === 'string') {
      throw new BackofficeError(`Unexpected answer ${res.status}`, res.status, 'UNDECLARED_ANSWER');
    }
    const [error, body] = validate(json, struct, { coerce: true });
    if (error !== undefined) {
      throw new BackofficeError('The server sent an answer this page cannot read', res.status, 'MALFORMED_ANSWER');
    }
    return { status: res.status, body };
  };
}
