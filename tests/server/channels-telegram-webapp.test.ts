// The Telegram Mini App's sign-in (issue 34): initData signed as Telegram documents it opens a player session with
// the login's answer for a linked user; a tampered hash or field, a stale or future auth_date, garbage, an unlinked
// or blocked user are refused with their declared codes — never a session, never a 500.
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { LoginResponse } from '../../schema/session.ts';
import { signInitData, verifyInitData } from '../../server/modules/channels/telegram/init-data.ts';
import { authed } from './auth-helpers.ts';
import { linkTelegram, newTelegramUser } from './channels-telegram-helpers.ts';
import { useTestApp } from './helpers.ts';
import { player } from './payments-helpers.ts';

const t = useTestApp();
const SESSION_URL = '/api/channels/telegram/webapp/session';

const simInitData = async (userId: number): Promise<{ init_data: string; url: string }> => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/sim/telegram/init-data',
    payload: { user_id: userId, first_name: 'Abebe', language_code: 'am', path: '/deposit' },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { init_data: string; url: string };
};
const signIn = (initData: string) => t.app.inject({ method: 'POST', url: SESSION_URL, payload: { init_data: initData } });
const INVALID = { error: 'Telegram sign-in data is missing, forged or too old. Open the app again from the bot', code: 'TELEGRAM_INIT_DATA_INVALID' };

describe("initData check (Telegram's documented HMAC scheme)", () => {
  it('accepts what it signed, with the same token only, and refuses repeated fields', () => {
    const data = signInitData({ auth_date: '1000', user: JSON.stringify({ id: 42, language_code: 'om' }), query_id: 'q' }, '123:abc');
    expect(verifyInitData(data, '123:abc', 1_000_000)).toEqual({ id: 42, languageCode: 'om' });
    expect(verifyInitData(data, '123:abd', 1_000_000)).toBeNull();
    expect(verifyInitData(`${data}&auth_date=1000`, '123:abc', 1_000_000)).toBeNull();
    expect(verifyInitData('', '123:abc', 1_000_000)).toBeNull();
  });
});

describe('Mini App session', () => {
  it('signs a linked user in with the login answer; the session works like the web one', async () => {
    const p = await player(t.app);
    const tg = newTelegramUser();
    await linkTelegram(t.app, tg, p.phone);
    const { init_data, url } = await simInitData(tg);
    expect(url).toMatch(/^\/deposit#tgWebAppData=/);
    const res = await signIn(init_data);
    expect(res.statusCode).toBe(200);
    const answer = create(res.json(), LoginResponse);
    expect(answer.user.id).toBe(p.userId);
    expect(answer.session.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const verify = await authed(t.app, { method: 'GET', url: '/api/v1/auth/verify', token: answer.session.id });
    expect(verify.statusCode).toBe(200);
    expect((verify.json() as { user: { id: string } }).user.id).toBe(p.userId);
  });

  it('refuses a tampered hash or field, garbage, a stale or future auth_date; never a session', async () => {
    const p = await player(t.app);
    const tg = newTelegramUser();
    await linkTelegram(t.app, tg, p.phone);
    const { init_data } = await simInitData(tg);
    const params = new URLSearchParams(init_data);
    const hash = params.get('hash') ?? '';
    const flipped = new URLSearchParams(params);
    flipped.set('hash', `${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}`);
    const otherUser = new URLSearchParams(params);
    otherUser.set('user', JSON.stringify({ id: tg + 1, first_name: 'Abebe' }));
    const sessionsBefore = await t.app.db.selectFrom('sessions').select('id').where('user_id', '=', p.userId).execute();
    for (const forged of [flipped.toString(), otherUser.toString(), init_data.replace(/&hash=[0-9a-f]+/, ''), 'hash=zz', '%%%']) {
      const res = await signIn(forged);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID);
    }
    t.clock.now += 24 * 60 * 60_000 + 1_000;
    try {
      expect((await signIn(init_data)).json()).toEqual(INVALID);
    } finally {
      t.clock.now -= 24 * 60 * 60_000 + 1_000;
    }
    t.clock.now -= 5 * 60_000;
    try {
      expect((await signIn(init_data)).statusCode).toBe(401);
    } finally {
      t.clock.now += 5 * 60_000;
    }
    expect(await t.app.db.selectFrom('sessions').select('id').where('user_id', '=', p.userId).execute()).toEqual(sessionsBefore);
    expect((await t.app.inject({ method: 'POST', url: SESSION_URL, payload: {} })).statusCode).toBe(400);
    // A NUL byte is refused at the edge (plugins/input-guard.ts), like every endpoint's.
    expect((await signIn(`${init_data}\u0000`)).statusCode).toBe(400);
  });

  it('asks an unlinked user to link, and refuses a blocked account', async () => {
    const unlinked = await signIn((await simInitData(newTelegramUser())).init_data);
    expect(unlinked.statusCode).toBe(403);
    expect(unlinked.json()).toEqual({
      error: 'This Telegram account is not linked to a BirrBet account yet. Send /start to the bot and share your phone number',
      code: 'TELEGRAM_NOT_LINKED',
    });
    const p = await player(t.app);
    const tg = newTelegramUser();
    await linkTelegram(t.app, tg, p.phone);
    await t.app.db
      .updateTable('users')
      .set({ blocked_at: new Date(t.clock.now) })
      .where('id', '=', p.userId)
      .execute();
    const blocked = await signIn((await simInitData(tg)).init_data);
    expect(blocked.statusCode).toBe(403);
    expect((blocked.json() as { code: string }).code).toBe('ACCOUNT_BLOCKED');
  });
});

describe('the simulator', () => {
  it('answers this machine or the operator token only: elsewhere it is an unknown endpoint', async () => {
    const away = { remoteAddress: '203.0.113.9' };
    for (const [method, url] of [
      ['GET', '/sim/telegram'],
      ['POST', '/sim/telegram/init-data'],
      ['POST', '/sim/telegram/updates'],
      ['GET', '/sim/telegram/calls?chat_id=1'],
    ] as const) {
      const res = await t.app.inject({ method, url, ...away, ...(method === 'POST' ? { payload: { user_id: 1 } } : {}) });
      expect(res.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/sim/telegram' })).statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/sim/telegram' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toContain('<script>');
  });
});
