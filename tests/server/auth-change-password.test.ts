// Change password while signed in (issue 29, POST /api/v1/auth/change-password): the current password must be
// right, the new one follows the sign-up rules, a change ends every other session of the player (announced on the
// bus, so their sockets close) and keeps the one that made it; another player's session changes only its own
// account; a replayed request is refused by the signature guard; wrong passwords lock the change as a login locks.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../server/modules/realtime/bus.ts';
import { localChannel } from '../../server/modules/realtime/bus.ts';
import { NOW, createTestApp, signRequest, type TestApp } from './helpers.ts';
import { PASSWORD, authed, logIn, signUp } from './auth-helpers.ts';

const URL = '/api/v1/auth/change-password';
const MINUTE = 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ syncCatalog: false });
});
afterAll(async () => t.app.close());

const change = (token: string | undefined, current: string, next: string): Promise<LightMyRequestResponse> =>
  authed(t.app, { method: 'POST', url: URL, token, body: { current_password: current, new_password: next } });
const tokenOf = async (phone: string, password = PASSWORD): Promise<string> => {
  const res = await logIn(t.app, phone, password);
  expect(res.statusCode).toBe(200);
  return (res.json() as { session: { id: string } }).session.id;
};
const live = async (token: string): Promise<number> => (await authed(t.app, { url: '/api/v1/auth/verify', token })).statusCode;
const refusal = (res: LightMyRequestResponse) => [res.statusCode, (res.json() as { code: string }).code];

describe('change password', () => {
  it('refuses a wrong current password and keeps the old one', async () => {
    const phone = '+251955000001';
    const token = (await signUp(t.app, phone)).session.id;
    expect(refusal(await change(token, 'not-my-password', 'brand-new-77'))).toEqual([400, 'WRONG_PASSWORD']);
    expect(refusal(await change(token, '', 'brand-new-77'))).toEqual([400, 'CURRENT_PASSWORD_REQUIRED']);
    expect((await logIn(t.app, phone)).statusCode).toBe(200);
    expect((await logIn(t.app, phone, 'brand-new-77')).statusCode).toBe(401);
  });

  it('refuses a weak new password with the sign-up texts, and the same password again', async () => {
    const phone = '+251955000002';
    const token = (await signUp(t.app, phone)).session.id;
    const short = await change(token, PASSWORD, '12345');
    expect(short.json()).toMatchObject({ code: 'PASSWORD_SHORT', error: 'Password must be at least 6 characters long' });
    expect(refusal(await change(token, PASSWORD, 'password'))).toEqual([400, 'PASSWORD_COMMON']);
    expect(refusal(await change(token, PASSWORD, '        '))).toEqual([400, 'PASSWORD_BLANK']);
    expect(refusal(await change(token, PASSWORD, PASSWORD))).toEqual([400, 'PASSWORD_SAME']);
    expect((await logIn(t.app, phone)).statusCode).toBe(200);
  });

  it('changes it, ends every other session (announced) and keeps the current one', async () => {
    const phone = '+251955000003';
    const current = (await signUp(t.app, phone)).session.id;
    const other = await tokenOf(phone);
    const third = await tokenOf(phone);
    const announced: string[] = [];
    const listen = (e: BusEvent): void => {
      if (e.kind === 'session_revoked') {
        announced.push(...e.session_ids);
      }
    };
    localChannel(t.app.db).on('event', listen);
    const res = await change(current, PASSWORD, 'brand-new-77');
    localChannel(t.app.db).off('event', listen);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Password changed' });
    expect(await live(current)).toBe(200);
    expect(await live(other)).toBe(401);
    expect(await live(third)).toBe(401);
    const user = await t.app.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow();
    const sessions = await t.app.db.selectFrom('sessions').select(['id', 'revoked_at']).where('user_id', '=', user.id).execute();
    const kept = sessions.filter((s) => s.revoked_at === null);
    expect(kept).toHaveLength(1);
    expect(announced.sort()).toEqual(
      sessions
        .filter((s) => s.revoked_at !== null)
        .map((s) => s.id)
        .sort(),
    );
    expect((await logIn(t.app, phone)).statusCode).toBe(401);
    expect((await logIn(t.app, phone, 'brand-new-77')).statusCode).toBe(200);
  });

  it("changes only the session's own player: another player's session cannot change it", async () => {
    const a = '+251955000004';
    const b = '+251955000005';
    await signUp(t.app, a);
    const bToken = (await signUp(t.app, b, 'b-own-secret-9')).session.id;
    const aOther = await tokenOf(a);
    expect(refusal(await change(bToken, PASSWORD, 'taken-over-1'))).toEqual([400, 'WRONG_PASSWORD']);
    expect((await logIn(t.app, a)).statusCode).toBe(200);
    expect((await logIn(t.app, a, 'taken-over-1')).statusCode).toBe(401);
    expect(await live(aOther)).toBe(200);
    expect(refusal(await change(undefined, PASSWORD, 'taken-over-1'))).toEqual([401, 'SESSION_REQUIRED']);
    expect(refusal(await change('x'.repeat(43), PASSWORD, 'taken-over-1'))).toEqual([401, 'INVALID_SESSION']);
  });

  it('refuses a replayed request: the password changes once and the replay revokes nothing', async () => {
    const phone = '+251955000006';
    const token = (await signUp(t.app, phone)).session.id;
    const options = signRequest(t.app, {
      method: 'POST',
      url: URL,
      body: { current_password: PASSWORD, new_password: 'replay-me-42' },
      timestamp: t.clock.now - 3,
    });
    const withToken = { ...options, headers: { ...(options.headers as Record<string, string>), 'x-auth-token': token } };
    expect((await t.app.inject(withToken)).statusCode).toBe(200);
    const later = await tokenOf(phone, 'replay-me-42');
    const replay = await t.app.inject(withToken);
    expect(refusal(replay)).toEqual([401, 'SIGNATURE_REPLAYED']);
    expect(await live(later)).toBe(200);
  });

  it('locks the change after 5 wrong passwords in 15 minutes, even with the right one, then lets it through', async () => {
    t.clock.now = NOW + 60 * MINUTE;
    const phone = '+251955000007';
    const token = (await signUp(t.app, phone)).session.id;
    for (let i = 0; i < 5; i++) {
      expect(refusal(await change(token, `wrong-${i}-pass`, 'brand-new-77'))).toEqual([400, 'WRONG_PASSWORD']);
    }
    const lockedOut = await change(token, PASSWORD, 'brand-new-77');
    expect(lockedOut.statusCode).toBe(429);
    expect(lockedOut.json()).toMatchObject({ code: 'PASSWORD_CHANGE_LOCKED', retry_after_minutes: 15 });
    expect(Number(lockedOut.headers['retry-after'])).toBe(15 * 60);
    expect((await logIn(t.app, phone, 'brand-new-77')).statusCode).toBe(401);
    t.clock.now += 15 * MINUTE;
    expect((await change(token, PASSWORD, 'brand-new-77')).statusCode).toBe(200);
  });
});
