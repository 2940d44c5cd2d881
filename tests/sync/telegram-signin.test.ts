// Signing in inside Telegram (issue 34): the Mini App's launch data goes to the server as a command (never on an
// event), the answer signs the player in exactly as a login does (store and storage), and a refusal (not linked
// yet) lands in the login form with the server's code and text. The launch hash is read and then removed.
import { describe, expect, it } from 'vitest';
import { initDataOf, signInFromTelegram } from '../../src/account/telegram-launch.ts';
import { createAccount } from '../../sync/account.ts';
import { AUTH_KEYS, persistAuth } from '../../sync/auth-persistence.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { ApiRequestError } from '../../sync/http.ts';
import { createAppData } from '../../sync/store.ts';
import { fakeApi } from './fake-api.ts';

const MERCHANT = 'birrbet-demo';
const SESSION = '/api/channels/telegram/webapp/session';
const LOGIN = {
  user: { id: '100234', phone: '+251911223344' },
  wallet: { balance: '80.00', currency: 'ETB', points_balance: '0.00' },
  session: { id: 'tok-tg', merchant_id: MERCHANT },
  has_seen_unlock_notification: true,
};

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (k: string): string | null => this.items.get(k) ?? null;
  setItem = (k: string, v: string): void => void this.items.set(k, v);
  removeItem = (k: string): void => void this.items.delete(k);
}

function setup(answer: unknown) {
  const data = createAppData();
  const api = fakeApi({ [`POST ${SESSION}`]: answer });
  const engine = createSyncEngine(data, api, { log: () => undefined, merchantId: MERCHANT });
  const local = new MemoryStorage();
  persistAuth(engine, data, local, new MemoryStorage());
  const events: string[] = [];
  engine.events$.subscribe((e) => events.push(JSON.stringify(e)));
  return { data, api, local, events, account: createAccount({ engine, data }) };
}

describe('Telegram Mini App sign-in', () => {
  it('sends initData once and signs the player in like a login; the launch data never rides on an event', async () => {
    const { data, api, local, events, account } = setup(LOGIN);
    await account.telegramSignIn('user=%7B%22id%22%3A1%7D&auth_date=1&hash=ab');
    expect(api.log.map((c) => [c.method, c.path, c.options.body])).toEqual([
      ['POST', SESSION, { init_data: 'user=%7B%22id%22%3A1%7D&auth_date=1&hash=ab' }],
    ]);
    expect(data.store.getValues()).toMatchObject({ user_id: '100234', session_id: 'tok-tg', merchant_id: MERCHANT });
    expect(data.store.getCell('wallet', 'current', 'balance')).toBe(80);
    expect(JSON.parse(local.getItem(AUTH_KEYS.state) ?? '{}')).toMatchObject({ session: { id: 'tok-tg' } });
    expect(events.some((e) => e.includes('auth_date'))).toBe(false);
  });

  it('an unlinked Telegram user is refused in the login form with the server code and text', async () => {
    const text = 'This Telegram account is not linked to a BirrBet account yet. Send /start to the bot and share your phone number';
    const { data, account } = setup(new ApiRequestError(text, 403, 'TELEGRAM_NOT_LINKED'));
    await account.telegramSignIn('x=1');
    expect(data.store.getRow('accountForms', 'login')).toMatchObject({
      status: 'failed',
      command: 'telegram',
      code: 'TELEGRAM_NOT_LINKED',
      message: text,
    });
    expect(data.store.getValue('session_id') ?? '').toBe('');
  });

  it('reads tgWebAppData from the launch hash and removes the hash', () => {
    expect(initDataOf('#tgWebAppData=a%3D1%26hash%3Dff&tgWebAppVersion=7.10')).toBe('a=1&hash=ff');
    expect(initDataOf('#/other')).toBeNull();
    const calls: string[] = [];
    const replaced: string[] = [];
    signInFromTelegram(
      { telegramSignIn: async (d) => calls.push(d) },
      { hash: '#tgWebAppData=a%3D1&tgWebAppPlatform=web', pathname: '/deposit', search: '?x=1' } as Location,
      { state: null, replaceState: (_s: unknown, _t: string, url: string) => replaced.push(url) } as unknown as History,
    );
    expect(calls).toEqual(['a=1']);
    expect(replaced).toEqual(['/deposit?x=1']);
  });
});
