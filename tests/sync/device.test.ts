// The player client's device id (issue 33, sync/device.ts): made once (128 random bits, base64url) and kept in
// localStorage, it rides as X-Device-ID on the calls that open or refresh a session — sign-up's code check, login,
// the session refresh — and on no other; the same id on each, across a sign-out and a new sign-in; it reaches the
// wire through the signed client; it is what the server takes; without storage (or with storage that refuses) no
// id is sent, and a stored value the server would ignore is replaced.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccount } from '../../sync/account.ts';
import { DEVICE_STORAGE_KEY, deviceHeaders } from '../../sync/device.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { createApiClient } from '../../sync/http.ts';
import { createAppData } from '../../sync/store.ts';
import { DEVICE_ID_PATTERN } from '../../server/modules/auth/device.ts';
import { fakeApi } from './fake-api.ts';

const MERCHANT = 'birrbet-demo';
const LOGIN = {
  user: { id: '100234', phone: '+251911223344' },
  wallet: { balance: '150.50', currency: 'ETB', points_balance: '0.00', active_points: 0, inactive_points: 0, activation_progress: null },
  session: { id: 'tok-abc', merchant_id: MERCHANT },
  has_seen_unlock_notification: false,
};

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (k: string): string | null => this.items.get(k) ?? null;
  setItem = (k: string, v: string): void => void this.items.set(k, v);
  removeItem = (k: string): void => void this.items.delete(k);
}

function setup() {
  const data = createAppData();
  const api = fakeApi({
    'POST /api/v1/auth/login': LOGIN,
    'POST /api/v1/auth/logout': { success: true },
    'POST /api/v1/auth/register': { success: true, message: 'Verification code sent', phone: '+251911223344' },
    'POST /api/v1/auth/verify': LOGIN,
    '/api/v1/auth/verify': LOGIN,
  });
  const engine = createSyncEngine(data, api, { log: () => undefined, merchantId: MERCHANT });
  return { api, account: createAccount({ engine, data }) };
}

const deviceOf = (options: { headers?: Record<string, string> }): string | undefined => options.headers?.['X-Device-ID'];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the device id', () => {
  it('rides on sign-up’s code check, login and refresh — the same id every time, across a sign-out — and on nothing else', async () => {
    const local = new MemoryStorage();
    vi.stubGlobal('localStorage', local);
    const { api, account } = setup();
    await account.register({ phone: '0911223344', password: 'secret1' });
    await account.verifyRegistration('123456');
    await account.login('0911223344', 'secret1');
    await account.refreshWallet();
    await account.logout();
    await account.login('0911223344', 'secret1');
    const id = local.getItem(DEVICE_STORAGE_KEY);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(id).toMatch(DEVICE_ID_PATTERN);
    const sent = api.log.map((c) => [`${c.method} ${c.path}`, deviceOf(c.options)]);
    expect(sent.filter(([, device]) => device !== undefined)).toEqual([
      ['POST /api/v1/auth/verify', id],
      ['POST /api/v1/auth/login', id],
      ['GET /api/v1/auth/verify', id],
      ['POST /api/v1/auth/login', id],
    ]);
    expect(sent.filter(([, device]) => device === undefined).map(([call]) => call)).toEqual(
      expect.arrayContaining(['POST /api/v1/auth/register', 'POST /api/v1/auth/logout']),
    );
    // Another browser is another device.
    expect(deviceHeaders(new MemoryStorage())['X-Device-ID']).not.toBe(id);
  });

  it('reaches the wire through the signed client beside the signature', async () => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    const seen: Headers[] = [];
    const fetchImpl = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers));
      return new Response(JSON.stringify(LOGIN), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const client = createApiClient({ baseUrl: 'http://api.test', merchantId: MERCHANT, apiKey: 'k', fetch: fetchImpl });
    await client.request('POST', '/api/v1/auth/login', { body: { phone: '+251911223344', password: 'x' }, headers: deviceHeaders() });
    expect(seen[0]?.get('x-device-id')).toBe(globalThis.localStorage.getItem(DEVICE_STORAGE_KEY));
    expect(seen[0]?.get('x-signature')).toBeTruthy();
  });

  it('is not sent when storage is missing or refuses, and replaces a stored value the server would ignore', async () => {
    expect(deviceHeaders(undefined)).toEqual({});
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(deviceHeaders(full)).toEqual({});
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(deviceHeaders(blocked)).toEqual({});
    const odd = new MemoryStorage();
    odd.setItem(DEVICE_STORAGE_KEY, 'not an id!');
    const fixed = deviceHeaders(odd)['X-Device-ID'];
    expect(fixed).toMatch(DEVICE_ID_PATTERN);
    expect(odd.getItem(DEVICE_STORAGE_KEY)).toBe(fixed);
  });
});
