// The counter keeps its device key (issue 28, item 11): a cashier sign-in sends the key an earlier sign-in answered
// (kept in localStorage, so it outlasts the tab and the shift, unlike the session token in sessionStorage) and keeps
// the one this answer carries; no event carries it. The server side: tests/server/shop-sign-in.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SecretVault } from '../../sync/commands-context.ts';
import { shopCommand } from '../../sync/shop-command.ts';
import { createAppData } from '../../sync/store.ts';
import { fakeApi } from './fake-api.ts';

const DEVICE = `cdv_${'A'.repeat(43)}`;
const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
};
const answer = {
  token: `csh_${'t'.repeat(43)}`,
  expires_at: '2026-11-21T21:00:00.000Z',
  device: DEVICE,
  cashier: { id: 'c-1', username: 'abebe', shop_id: 's-1', shop_name: 'Piassa' },
};

async function signIn(api: ReturnType<typeof fakeApi>, commandId: string) {
  const vault = new SecretVault();
  vault.put(commandId, { password: 'counter-pass-42' });
  const ctx = { api, data: createAppData(), merchantId: 'birrbet-demo', now: () => 1, log: () => undefined, vault };
  return shopCommand({ commandId, action: 'signIn', username: 'abebe' }, ctx);
}

describe('the counter device key', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is kept from a sign-in answer and sent with the next sign-in, never in an event', async () => {
    const api = fakeApi({ 'POST /api/v1/shop/sign-in': answer });
    const first = await signIn(api, 'cmd-1');
    expect(api.log[0]?.options.body).toEqual({ username: 'abebe', password: 'counter-pass-42' });
    expect(localStorage.getItem('birrbet.cashier-device')).toBe(DEVICE);
    await signIn(api, 'cmd-2');
    expect(api.log[1]?.options.body).toEqual({ username: 'abebe', password: 'counter-pass-42', device: DEVICE });
    expect(JSON.stringify(first)).not.toContain(DEVICE);
    expect(first[0]?.type).toBe('v1.ShopSucceeded');
  });
});
