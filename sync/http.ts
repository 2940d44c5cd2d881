// The signed HTTP client: every call carries the spec §7 signature headers and is aborted after the
// spec §9 timeout. Failures become ApiRequestError with the server's own text when it sent one.
import { signHeaders } from './sign.ts';
import { TIMEOUTS } from '../domain/constants.ts';

export class ApiRequestError extends Error {
  constructor(message: string, readonly status: number, readonly code?: string) {
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

export interface ApiClient {
  get(path: string, query?: Record<string, string>): Promise<unknown>;
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
  return {
    async get(path, query) {
      const qs = query && Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : '';
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      let response: Response;
      try {
        response = await doFetch(`${options.baseUrl}${path}${qs}`, {
          method: 'GET',
          headers: { Accept: 'application/json', ...signHeaders('', now(), options.merchantId, options.apiKey) },
          signal: controller.signal,
        });
      } catch (error) {
        const timedOut = controller.signal.aborted;
        throw new ApiRequestError(timedOut ? 'Request timed out' : 'Network error. Please check your connection.', 0, timedOut ? 'TIMEOUT' : 'NETWORK');
      } finally {
        clearTimeout(timer);
      }
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // a non-JSON body stays a string; for a 2xx it fails decoding later with a clear error
      }
      if (!response.ok) {
        const { message, code } = errorText(body, response.status);
        throw new ApiRequestError(message, response.status, code);
      }
      return body;
    },
  };
}
