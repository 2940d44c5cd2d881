// A signed GET from a journey, as the client signs it (HMAC-SHA256 of body + timestamp + merchant id; the body of
// a GET is empty), for the journeys that read the API beside the page.
import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

const MERCHANT = process.env.MERCHANT_ID ?? 'birrbet-demo';
const KEY = process.env.MERCHANT_API_KEY ?? 'birrbet-demo-key-2026';

/** The answer of a signed GET, which must be a 200. */
export async function signedGet<T = Record<string, unknown>>(request: APIRequestContext, path: string): Promise<T> {
  const ts = String(Date.now());
  const res = await request.get(path, {
    headers: { 'X-Merchant-ID': MERCHANT, 'X-Timestamp': ts, 'X-Signature': createHmac('sha256', KEY).update(`${ts}${MERCHANT}`).digest('hex') },
  });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}
