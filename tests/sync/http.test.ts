// The signed HTTP client: spec §7 headers on every call, the spec §9 timeout, and the server's own
// error text carried into ApiRequestError.
import { describe, it, expect, vi, afterEach } from 'vitest';
import { createHmac } from 'node:crypto';
import { createApiClient, ApiRequestError } from '../../sync/http.ts';

const NOW = 1_764_000_000_000;
const json = (status: number, body: unknown): Response =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.useRealTimers();
});

describe('signed HTTP client', () => {
  it('signs a GET with an empty body, timestamp and merchant id, and sends the query', async () => {
    const fetch = vi.fn(async () => json(200, { sports: [] }));
    const api = createApiClient({ baseUrl: 'http://api', merchantId: 'm-1', apiKey: 'k', fetch, now: () => NOW });
    await expect(api.get('/api/v1/sports', { active: 'true' })).resolves.toEqual({ sports: [] });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api/api/v1/sports?active=true');
    expect(init.headers).toMatchObject({
      'X-Merchant-ID': 'm-1',
      'X-Timestamp': String(NOW),
      'X-Signature': createHmac('sha256', 'k').update(`${NOW}m-1`).digest('hex'),
    });
  });

  it('aborts after the 15 s default timeout', async () => {
    // Only the timeout's clock is fake: signing (WebCrypto) settles on its own, before the request goes out.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetch = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const api = createApiClient({ baseUrl: '', merchantId: 'm', apiKey: 'k', fetch: fetch as typeof globalThis.fetch });
    const call = api.get('/slow');
    const settled = expect(call).rejects.toMatchObject({ status: 0, code: 'TIMEOUT', message: 'Request timed out' });
    while (fetch.mock.calls.length === 0) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    await vi.advanceTimersByTimeAsync(14_999);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it('carries the server error text and code, or a plain text body', async () => {
    const api = (r: Response) => createApiClient({ baseUrl: '', merchantId: 'm', apiKey: 'k', fetch: async () => r });
    const notFound = await api(json(404, { error: 'Match not found', code: 'NOT_FOUND' }))
      .get('/x')
      .catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(ApiRequestError);
    expect(notFound).toMatchObject({
      message: 'Match not found',
      status: 404,
      code: 'NOT_FOUND',
      body: { error: 'Match not found', code: 'NOT_FOUND' },
    });
    const plain = await api(new Response('Bad gateway', { status: 502 }))
      .get('/x')
      .catch((e: unknown) => e);
    expect(plain).toMatchObject({ status: 502, message: 'Bad gateway' });
    const offline = await createApiClient({
      baseUrl: '',
      merchantId: 'm',
      apiKey: 'k',
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    })
      .get('/x')
      .catch((e: unknown) => e);
    expect(offline).toMatchObject({ status: 0, code: 'NETWORK' });
  });
});
