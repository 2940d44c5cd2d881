// Account commands and auth persistence (spec §3/§4/§8): sign-in writes the store and the spec's
// storage keys, only when user, wallet and session are all present; logout clears them even when the
// call fails; a session of another merchant forces sign-out; texts follow the spec's choice order.
import { describe, it, expect } from 'vitest';
import { createAppData } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { createAccount } from '../../sync/account.ts';
import { persistAuth, restoreAuth, AUTH_KEYS } from '../../sync/auth-persistence.ts';
import { ApiRequestError } from '../../sync/http.ts';
import { unlockStatus } from '../../domain/unlock.ts';
import { fakeApi, flush } from './fake-api.ts';

const MERCHANT = 'birrbet-demo';
const LOGIN = {
  user: { id: '100234', phone: '+251911223344' },
  wallet: {
    balance: '150.50',
    currency: 'ETB',
    points_balance: '0.00',
    active_points: 0,
    inactive_points: 50,
    activation_progress: {
      deposited_so_far: 100,
      required_deposit: 200,
      remaining: 100,
      inactive_bonuses: [{ bonus_id: 7, bonus_type: 'welcome', bonus_amount: 50, deposited_so_far: 100, required_deposit: 200, remaining: 100 }],
    },
  },
  session: { id: 'tok-abc', merchant_id: MERCHANT },
  has_seen_unlock_notification: false,
};

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (k: string): string | null => this.items.get(k) ?? null;
  setItem = (k: string, v: string): void => void this.items.set(k, v);
  removeItem = (k: string): void => void this.items.delete(k);
}

function setup(answers: Record<string, unknown> = {}) {
  const data = createAppData();
  const api = fakeApi({ 'POST /api/v1/auth/login': LOGIN, 'POST /api/v1/auth/logout': { success: true }, ...answers });
  const engine = createSyncEngine(data, api, { log: () => undefined, merchantId: MERCHANT });
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  persistAuth(engine, data, local, session);
  const account = createAccount({ engine, data });
  return { data, api, engine, local, session, account };
}

describe('the odds-change setting kept per player (issue 32)', () => {
  it("sign-in takes the player's stored setting; a change while signed in is sent to the server", async () => {
    const { data, api, engine, account } = setup({
      'POST /api/v1/auth/login': { ...LOGIN, odds_policy: 'ask' },
      'PUT /api/v1/user/odds-policy': { odds_policy: 'any' },
    });
    expect(data.store.getValue('odds_policy')).toBe('higher');
    await account.login('0911223344', 'secret1');
    expect(data.store.getValue('odds_policy')).toBe('ask');
    engine.emit({ type: 'v1.OddsPolicyChanged', at: 1, source: 'user', payload: { policy: 'any' } });
    await account.saveOddsPolicy();
    const put = api.log.find((c) => c.path === '/api/v1/user/odds-policy');
    expect(put?.options.body).toEqual({ odds_policy: 'any' });
    expect(data.store.getValue('odds_policy')).toBe('any');
  });

  it("an answer without the setting (an older server) leaves the slip's own", async () => {
    const { data, engine, account } = setup();
    engine.emit({ type: 'v1.OddsPolicyChanged', at: 1, source: 'user', payload: { policy: 'any' } });
    await account.login('0911223344', 'secret1');
    expect(data.store.getValue('odds_policy')).toBe('any');
  });
});

describe('sign-in', () => {
  it('normalises the phone, decodes the answer and fills the store and the spec storage keys', async () => {
    const { data, api, local, session, account } = setup();
    await account.login('0911 22 33 44', 'secret1');
    expect(api.log[0]?.options.body).toEqual({ phone: '+251911223344', password: 'secret1', merchant_id: MERCHANT });
    expect(data.store.getValues()).toMatchObject({ user_id: '100234', phone: '+251911223344', session_id: 'tok-abc', merchant_id: MERCHANT });
    expect(data.store.getCell('wallet', 'current', 'balance')).toBe(150.5);
    expect(data.store.getRow('inactiveBonuses', '7')).toMatchObject({ bonus_type: 'welcome', remaining: 100 });
    expect(JSON.parse(local.getItem(AUTH_KEYS.state) ?? '{}')).toMatchObject({ user: LOGIN.user, merchantId: MERCHANT, session: { id: 'tok-abc' } });
    expect([local.getItem('authToken'), session.getItem('authToken'), local.getItem('session_id'), local.getItem('merchant_id')]).toEqual([
      'tok-abc',
      'tok-abc',
      'tok-abc',
      MERCHANT,
    ]);
  });

  it('keeps the server’s code, status and text in the login form; a malformed answer is BAD_ANSWER', async () => {
    const form = (d: ReturnType<typeof setup>) => d.data.store.getRow('accountForms', 'login');
    const bad = setup({ 'POST /api/v1/auth/login': new ApiRequestError('Invalid phone number or password', 401, 'INVALID_CREDENTIALS') });
    await bad.account.login('0911223344', 'x');
    expect(form(bad)).toMatchObject({
      status: 'failed',
      command: 'login',
      code: 'INVALID_CREDENTIALS',
      http_status: 401,
      message: 'Invalid phone number or password',
    });
    const bare = setup({ 'POST /api/v1/auth/login': new ApiRequestError('HTTP 502', 502) });
    await bare.account.login('0911223344', 'x');
    expect(form(bare)).toMatchObject({ status: 'failed', code: '', http_status: 502, message: '' });
    const malformed = setup({ 'POST /api/v1/auth/login': { user: {} } });
    await malformed.account.login('0911223344', 'x');
    expect(form(malformed)).toMatchObject({ status: 'failed', code: 'BAD_ANSWER' });
    expect(malformed.local.getItem(AUTH_KEYS.state)).toBeNull();
  });

  it('puts no password on any event', async () => {
    const { engine, account } = setup();
    const seen: string[] = [];
    engine.events$.subscribe((e) => seen.push(JSON.stringify(e)));
    await account.login('0911223344', 'pa55-secret');
    expect(seen.some((e) => e.includes('v1.AccountRequested'))).toBe(true);
    expect(seen.join('\n')).not.toContain('pa55-secret');
  });

  it('a session of another merchant signs out instead of in', async () => {
    const { data, local, account } = setup({ 'POST /api/v1/auth/login': { ...LOGIN, session: { id: 't', merchant_id: 'other' } } });
    expect(await account.login('0911223344', 'x')).toMatchObject({ type: 'v1.AccountFailed', payload: { code: 'MERCHANT_MISMATCH' } });
    expect(data.store.getValue('user_id')).toBe('');
    expect(local.items.size).toBe(0);
  });
});

describe('logout', () => {
  it('clears the store and every stored key even when the call fails', async () => {
    const { data, api, local, session, account } = setup();
    await account.login('0911223344', 'x');
    api.set('POST /api/v1/auth/logout', new ApiRequestError('Network error. Please check your connection.', 0, 'NETWORK'));
    await account.logout();
    expect(api.log.at(-1)?.options.session).toEqual({ token: 'tok-abc', merchantId: MERCHANT });
    expect(data.store.getValue('user_id')).toBe('');
    expect(data.store.getRowIds('wallet')).toEqual([]);
    expect(local.items.size).toBe(0);
    expect(session.items.size).toBe(0);
  });
});

describe('restore and wallet refresh', () => {
  it('restores a stored sign-in of this merchant and refuses another merchant’s', async () => {
    const { local, account } = setup();
    await account.login('0911223344', 'x');
    const restored = restoreAuth(local, MERCHANT, 5);
    expect(restored.kind).toBe('signed-in');
    expect(restoreAuth(local, 'someone-else', 5).kind).toBe('mismatch');
    local.setItem(AUTH_KEYS.state, '{not json');
    expect(restoreAuth(local, MERCHANT, 5).kind).toBe('none');
  });

  it('refetches the wallet, and signs out when the session is gone', async () => {
    const { data, api, account } = setup({ '/api/v1/auth/verify': { ...LOGIN, wallet: { ...LOGIN.wallet, balance: 900 } } });
    await account.login('0911223344', 'x');
    await account.refreshWallet();
    expect(data.store.getCell('wallet', 'current', 'balance')).toBe(900);
    api.set('/api/v1/auth/verify', new ApiRequestError('Invalid session', 401, 'INVALID_SESSION'));
    await account.refreshWallet();
    await flush();
    expect(data.store.getValue('session_id')).toBe('');
  });
});

describe('register and restore', () => {
  it('validates the phone and sends an uppercased, trimmed promo code only when given', async () => {
    const { api, account } = setup({ 'POST /api/v1/auth/register': { success: true } });
    expect(await account.register({ phone: '', password: 'secret1' })).toMatchObject({ payload: { code: 'PHONE_REQUIRED' } });
    expect(await account.register({ phone: '12', password: 'secret1' })).toMatchObject({ payload: { code: 'PHONE_INVALID' } });
    expect(await account.register({ phone: '0911223344', password: 'secret1', confirm: 'other1' })).toMatchObject({
      payload: { code: 'PASSWORD_MISMATCH' },
    });
    await account.register({ phone: '0911223344', password: 'secret1', promoCode: '  welcome ' });
    await account.register({ phone: '0911223344', password: 'secret1', promoCode: '  ' });
    expect(api.log.map((c) => c.options.body)).toEqual([
      // The form sends only with its box ticked: the age confirmation (21+, issue 18) rides along.
      { phone: '+251911223344', password: 'secret1', merchant_id: MERCHANT, promo_code: 'WELCOME', age_confirmed: true },
      { phone: '+251911223344', password: 'secret1', merchant_id: MERCHANT, age_confirmed: true },
    ]);
  });

  it('needs the verification token before updating a password', async () => {
    const { account } = setup();
    expect(await account.updatePassword('newpass', 'newpass')).toMatchObject({ type: 'v1.AccountFailed', payload: { code: 'TOKEN_MISSING' } });
  });
});

describe('unlock status from a signed-in wallet', () => {
  it('is Partial at 50% (amber) for the recorded wallet', async () => {
    const { data, account } = setup();
    await account.login('0911223344', 'x');
    const w = data.store.getRow('wallet', 'current');
    const status = unlockStatus({
      inactive_points: w.inactive_points ?? 0,
      activation_progress: w.has_progress
        ? { deposited_so_far: w.deposited_so_far ?? 0, required_deposit: w.required_deposit ?? 0, remaining: w.remaining ?? 0 }
        : null,
    });
    expect(status).toMatchObject({ badge: 'Partial', percent: 50, colour: 'amber', remaining: 100 });
  });
});
