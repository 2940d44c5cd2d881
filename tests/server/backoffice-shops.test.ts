// The back office's shops desk (issue 33) through HTTP on a real database with the pinned clock: a shop manager
// creates shops and cashiers (audited), lists every shop with its cashiers and today's till figures once a cashier
// took bets; disabling a cashier ends their session at once and refuses their sign-in (after the password, so a
// guesser learns nothing), enabling lets them in again, a new password ends the old one's sessions; every change is
// audited with before/after and its reason; roles without shops.manage and a player's session are refused; garbage,
// NUL bytes and unknown ids get their declared codes and texts.
import { beforeAll, describe, expect, it } from 'vitest';
import { authed, post, signUp } from './auth-helpers.ts';
import { asOperator, makeOperator, type TestOperator } from './backoffice-helpers.ts';
import { NOW, useTestApp } from './helpers.ts';
import { moneyBody, pickLegs } from './tickets-helpers.ts';

const t = useTestApp();
const PASSWORD = 'counter-pass-42';
const SHOPS = '/api/admin/v1/shops';
let manager: TestOperator;
let merkato: string;
let bole: string;
let abebe: string;

const signInCashier = (username: string, password = PASSWORD) => post(t.app, '/api/v1/shop/sign-in', { username, password });
const me = (token: string) => authed(t.app, { url: '/api/v1/shop/me', headers: { 'x-cashier-token': token } });
const setActive = (shopId: string, cashierId: string, body: unknown) =>
  asOperator(t.app, manager, { method: 'PUT', url: `${SHOPS}/${shopId}/cashiers/${cashierId}`, payload: body });
const audit = async (action: string) =>
  (await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('seq').execute()).map((e) => ({
    target: e.target_id,
    actor: e.actor_name,
    before: JSON.parse(String(e.before)),
    after: JSON.parse(String(e.after)),
    reason: e.reason,
  }));

beforeAll(async () => {
  manager = await makeOperator(t.app, ['shop_manager'], { name: 'Sara (shops)' });
  const made = await asOperator(t.app, manager, { method: 'POST', url: SHOPS, payload: { name: 'Merkato counter' } });
  expect(made.statusCode, made.body).toBe(201);
  merkato = made.json().id;
  bole = (await asOperator(t.app, manager, { method: 'POST', url: SHOPS, payload: { name: 'Bole counter' } })).json().id;
  const cashier = await asOperator(t.app, manager, {
    method: 'POST',
    url: `${SHOPS}/${merkato}/cashiers`,
    payload: { username: 'Abebe', password: PASSWORD },
  });
  expect(cashier.statusCode, cashier.body).toBe(201);
  abebe = cashier.json().cashier_id;
}, 60_000);

describe('the shops desk', () => {
  it('audits creating a shop and a cashier (never the password)', async () => {
    expect((await audit('shop.create')).map((e) => [e.target, e.actor, e.after.name])).toEqual([
      [merkato, 'Sara (shops)', 'Merkato counter'],
      [bole, 'Sara (shops)', 'Bole counter'],
    ]);
    const [added] = await audit('cashier.create');
    expect(added).toMatchObject({ target: abebe, before: null, after: { username: 'abebe', shop_id: merkato, shop_name: 'Merkato counter' } });
    expect(JSON.stringify(added)).not.toContain(PASSWORD);
  });

  it("lists every shop with its cashiers and today's till figures after the cashier took bets", async () => {
    const signedIn = await signInCashier('abebe');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const legs = await pickLegs(t.app, 2);
    for (const [leg, stake] of [
      [legs[0], 10],
      [legs[1], 15],
    ] as const) {
      if (leg === undefined) throw new Error('no leg');
      const { user_id: _none, ...body } = moneyBody('', [leg], stake);
      const ticket = await post(t.app, '/api/v1/tickets/cashier/anonymous', body);
      expect(ticket.statusCode, ticket.body).toBe(201);
      const url = `/api/v1/shop/tickets/${ticket.json().reference_id}/accept`;
      const accepted = await authed(t.app, { method: 'POST', url, body: {}, headers: { 'x-cashier-token': signedIn.json().token } });
      expect(accepted.statusCode, accepted.body).toBe(200);
    }
    const list = await asOperator(t.app, manager, { url: SHOPS });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual({
      truncated: false,
      data: [
        {
          id: bole,
          name: 'Bole counter',
          created_at: expect.any(String),
          cashiers: [],
          today: { day: '2026-11-21', stakes_in: 0, payouts_out: 0, balance: 0, tickets: 0 },
        },
        {
          id: merkato,
          name: 'Merkato counter',
          created_at: expect.any(String),
          cashiers: [
            {
              id: abebe,
              username: 'abebe',
              created_at: expect.any(String),
              status: 'active',
              disabled_at: null,
              disabled_reason: null,
              last_sign_in_at: new Date(NOW).toISOString(),
            },
          ],
          today: { day: '2026-11-21', stakes_in: 25, payouts_out: 0, balance: 25, tickets: 2 },
        },
      ],
    });
    // The list's figures are the till statement's.
    const till = (await asOperator(t.app, manager, { url: `${SHOPS}/${merkato}/till?day=2026-11-21` })).json();
    expect([till.stakes_in, till.payouts_out, till.balance, till.movements.length]).toEqual([25, 0, 25, 2]);
  }, 30_000);

  it('disabling ends the session at once and refuses the sign-in after the password; enabling lets the cashier in', async () => {
    const token = (await signInCashier('abebe')).json().token as string;
    expect((await me(token)).statusCode).toBe(200);
    const disabled = await setActive(merkato, abebe, { active: false, reason: '  Left the company  ' });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().shop.cashiers[0]).toMatchObject({
      status: 'disabled',
      disabled_at: new Date(NOW).toISOString(),
      disabled_reason: 'Left the company',
    });
    expect((await me(token)).json()).toEqual({ code: 'INVALID_CASHIER_SESSION', error: 'Cashier session is not valid. Please sign in again' });
    const live = await t.app.db.selectFrom('cashier_sessions').select('id').where('cashier_id', '=', abebe).where('revoked_at', 'is', null).execute();
    expect(live).toEqual([]);
    const refused = await signInCashier('abebe');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'CASHIER_DISABLED', error: 'This cashier account is disabled' });
    // A wrong password learns nothing of the account's state.
    expect((await signInCashier('abebe', 'wrong-pass-1')).json()).toEqual({ code: 'CASHIER_CREDENTIALS', error: 'Wrong username or password' });
    // Disabled again: nothing changes, nothing is written (the first reason stays).
    const again = await setActive(merkato, abebe, { active: false, reason: 'Second thoughts' });
    expect(again.json().shop.cashiers[0].disabled_reason).toBe('Left the company');

    const enabled = await setActive(merkato, abebe, { active: true, reason: 'Came back' });
    expect(enabled.json().shop.cashiers[0]).toMatchObject({ status: 'active', disabled_at: null, disabled_reason: null });
    const back = await signInCashier('abebe');
    expect(back.statusCode, back.body).toBe(200);
    expect((await me(back.json().token)).statusCode).toBe(200);

    expect(await audit('cashier.disable')).toEqual([
      {
        target: abebe,
        actor: 'Sara (shops)',
        before: { username: 'abebe', status: 'active', disabled_reason: null },
        after: { username: 'abebe', status: 'disabled', disabled_reason: 'Left the company', sessions_ended: 2 },
        reason: 'Left the company',
      },
    ]);
    expect(await audit('cashier.enable')).toEqual([
      {
        target: abebe,
        actor: 'Sara (shops)',
        before: { username: 'abebe', status: 'disabled', disabled_reason: 'Left the company' },
        after: { username: 'abebe', status: 'active', disabled_reason: null },
        reason: 'Came back',
      },
    ]);
  }, 30_000);

  it("sets a new password: the old one and its sessions stop, the password rules' refusals hold", async () => {
    const old = (await signInCashier('abebe')).json().token as string;
    const url = `${SHOPS}/${merkato}/cashiers/${abebe}/password`;
    const weak = await asOperator(t.app, manager, { method: 'PUT', url, payload: { password: '123', reason: 'Forgot it' } });
    expect(weak.json()).toEqual({ code: 'PASSWORD_SHORT', error: 'Password must be at least 6 characters long' });
    const common = await asOperator(t.app, manager, { method: 'PUT', url, payload: { password: 'password', reason: 'Forgot it' } });
    expect(common.json()).toEqual({ code: 'PASSWORD_COMMON', error: 'This password is too common. Please choose another one' });
    const reset = await asOperator(t.app, manager, { method: 'PUT', url, payload: { password: 'fresh-till-77', reason: 'Forgot it' } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.body).not.toContain('fresh-till-77');
    expect((await me(old)).statusCode).toBe(401);
    expect((await signInCashier('abebe')).json().code).toBe('CASHIER_CREDENTIALS');
    expect((await signInCashier('abebe', 'fresh-till-77')).statusCode).toBe(200);
    const [entry] = await audit('cashier.password');
    expect(entry).toMatchObject({ target: abebe, reason: 'Forgot it', after: { sessions_ended: 2 } });
    expect(JSON.stringify(entry)).not.toContain('fresh-till-77');
  }, 30_000);

  it('refuses garbage, NUL bytes and unknown ids with the declared codes and texts', async () => {
    const reasonRefusal = { code: 'VALIDATION_FAILED', error: 'reason must be 3 to 500 characters' };
    expect((await setActive(merkato, abebe, { active: false, reason: ' ab ' })).json()).toEqual(reasonRefusal);
    expect((await setActive(merkato, abebe, { active: false, reason: 'x'.repeat(501) })).json()).toEqual(reasonRefusal);
    expect((await setActive(merkato, abebe, { active: false })).json()).toEqual(reasonRefusal);
    const notBoolean = await setActive(merkato, abebe, { active: 'no', reason: 'Left the company' });
    expect([notBoolean.statusCode, notBoolean.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    for (const payload of [
      { active: false, reason: 'Left\u0000the company' },
      { 'act\u0000ive': false, reason: 'Left the company' },
    ]) {
      const nul = await setActive(merkato, abebe, payload);
      expect(nul.json()).toEqual({ code: 'VALIDATION_FAILED', error: 'Invalid request: text may not contain NUL characters' });
    }
    const nulName = await asOperator(t.app, manager, { method: 'POST', url: SHOPS, payload: { name: 'Piassa\u0000' } });
    expect(nulName.statusCode).toBe(400);
    expect((await setActive(merkato, 'nope', { active: false, reason: 'Left the company' })).json()).toEqual({
      code: 'NOT_FOUND',
      error: 'Cashier not found',
    });
    // A cashier of another shop is not found under this one.
    expect((await setActive(bole, abebe, { active: false, reason: 'Left the company' })).json()).toEqual({
      code: 'NOT_FOUND',
      error: 'Cashier not found',
    });
    expect((await setActive('nope', abebe, { active: false, reason: 'Left the company' })).json()).toEqual({
      code: 'NOT_FOUND',
      error: 'Shop not found',
    });
    const resetUnknown = await asOperator(t.app, manager, {
      method: 'PUT',
      url: `${SHOPS}/${merkato}/cashiers/nope/password`,
      payload: { password: '1', reason: 'Forgot it' },
    });
    expect(resetUnknown.json()).toEqual({ code: 'NOT_FOUND', error: 'Cashier not found' });
    expect((await asOperator(t.app, manager, { url: `${SHOPS}/nope/till` })).json()).toEqual({ code: 'NOT_FOUND', error: 'Shop not found' });
    expect((await asOperator(t.app, manager, { url: `${SHOPS}/${merkato}/till?day=2026-02-30` })).json()).toEqual({
      code: 'INVALID_DAY',
      error: 'day must be a date like 2026-11-24',
    });
    expect((await t.app.db.selectFrom('cashiers').select('disabled_at').where('id', '=', abebe).executeTakeFirstOrThrow()).disabled_at).toBeNull();
  }, 30_000);

  it('refuses every role without shops.manage and a player session', async () => {
    for (const role of ['admin', 'trader', 'risk', 'finance', 'support', 'marketing'] as const) {
      const op = await makeOperator(t.app, [role]);
      for (const [method, url, payload] of [
        ['GET', SHOPS, undefined],
        ['POST', SHOPS, { name: 'Sneaky' }],
        ['PUT', `${SHOPS}/${merkato}/cashiers/${abebe}`, { active: false, reason: 'Not mine to do' }],
        ['PUT', `${SHOPS}/${merkato}/cashiers/${abebe}/password`, { password: 'fresh-till-78', reason: 'Not mine to do' }],
        ['GET', `${SHOPS}/${merkato}/till`, undefined],
      ] as const) {
        const res = await asOperator(t.app, op, { method, url, payload });
        expect([res.statusCode, res.json()], `${role} ${method} ${url}`).toEqual([
          403,
          { code: 'ROLE_FORBIDDEN', error: 'Your role does not allow this action' },
        ]);
      }
    }
    const player = await signUp(t.app, '0911330033');
    const asPlayer = await authed(t.app, { url: SHOPS, token: player.session.id });
    expect([asPlayer.statusCode, asPlayer.json()]).toEqual([401, { code: 'UNAUTHORIZED', error: 'Operator authentication required' }]);
    const bearer = await t.app.inject({ method: 'GET', url: SHOPS, headers: { authorization: `Bearer ${player.session.id}` } });
    expect(bearer.statusCode).toBe(401);
    // Nothing the refused callers sent happened.
    expect((await asOperator(t.app, manager, { url: SHOPS })).json().data.map((s: { name: string }) => s.name)).toEqual([
      'Bole counter',
      'Merkato counter',
    ]);
  }, 60_000);
});
