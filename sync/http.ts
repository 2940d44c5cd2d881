// The signed HTTP client: every call carries the spec §7 signature headers and is aborted after the
// spec §9 timeout. Failures become ApiRequestError with the server's own text when it sent one.
import { signHeaders } from './sign.ts';
import { TIMEOUTS } from '../domain/constants.ts';
import { CACHED_AT_HEADER, markOfflineCopy } from './operators/offline-copy.ts';

export class ApiRequestError extends Error {
  /** The refusal's decoded JSON body, for codes that carry more than a text (e.g. ODDS_CHANGED). */
  body?: unknown;
  /** The answer's Retry-After in seconds (429, 503 OVERLOADED), when it gave one. */
  retryAfterS?: number;

  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface ApiClientOptions {
  baseUrl: string;
  merchantId: string;
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** A session to authenticate with (spec §7: X-Auth-Token and X-Merchant-ID, plus session_token and merchant_id in the query). */
export interface SessionAuth {
  token: string;
  merchantId: string;
}

export interface RequestOptions {
  query?: Record<string, string>;
  /** JSON body; serialised once, and exactly those bytes are signed and sent. */
  body?: unknown;
  session?: SessionAuth;
  /** Extra headers (e.g. Idempotency-Key); signing and session headers always win. */
  headers?: Record<string, string>;
  /** This request's own limit (the casino lists' 10 s, spec §9) instead of the client's. */
  timeoutMs?: number;
}

export interface ApiClient {
  get(path: string, query?: Record<string, string>): Promise<unknown>;
  request(method: 'GET' | 'POST' | 'PUT', path: string, options?: RequestOptions): Promise<unknown>;
}

function errorText(body: unknown, status: number): { message: string; code?: string } {
  if (typeof body === 'string' && body.trim()) {
    return { message: body };
  }
  const b = (body ?? {}) as { error?: unknown; message?: unknown; code?: unknown };
  const message = typeof b.error === 'string' ? b.error : typeof b.message === 'string' ? b.message : `HTTP ${status}`;
  return typeof b.code === 'string' ? { message, code: b.code } : { message };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? TIMEOUTS.request;
  const request: ApiClient['request'] = async (method, path, opts = {}) => {
    const query = opts.session ? { ...opts.query, session_token: opts.session.token, merchant_id: opts.session.merchantId } : opts.query;
    const qs = query && Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : '';
    const body = opts.body === undefined ? '' : JSON.stringify(opts.body);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...opts.headers,
      ...(await signHeaders(body, now(), options.merchantId, options.apiKey)),
    };
    if (body) {
      headers['Content-Type'] = 'application/json';
    }
    if (opts.session) {
      headers['X-Auth-Token'] = opts.session.token;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? timeoutMs);
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}${path}${qs}`, { method, headers, body: body || undefined, signal: controller.signal });
    } catch {
      const timedOut = controller.signal.aborted;
      throw new ApiRequestError(timedOut ? 'Request timed out' : 'Network error. Please check your connection.', 0, timedOut ? 'TIMEOUT' : 'NETWORK');
    } finally {
      clearTimeout(timer);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // a non-JSON body stays a string; for a 2xx it fails decoding later with a clear error
    }
    if (!response.ok) {
      const { message, code } = errorText(parsed, response.status);
      const refusal = new ApiRequestError(message, response.status, code);
      refusal.body = parsed;
      const retryAfter = Number(response.headers?.get('retry-after') ?? Number.NaN);
      if (Number.isFinite(retryAfter) && retryAfter >= 0) {
        refusal.retryAfterS = retryAfter;
      }
      throw refusal;
    }
    // An answer the service worker kept from an earlier fetch is marked so the engine shows it stale, with its time.
    markOfflineCopy(parsed, response.headers?.get(CACHED_AT_HEADER));
    return parsed;
  };
  return { request, get: (path, query) => request('GET', path, query ? { query } : {}) };
}
