// The content desk's settings (issue 33 "Content") through HTTP on a real database: marketing turns the promo popup
// off and sets its cooldown, and keeps a promotion out of it — both reach the players' list (popup, in_popup); the
// points-betting config changed here is what the next points ticket is held to (a lower maximum stake refuses a
// stake the demo config took) and what GET /api/v1/betting-config serves; bad figures are refused with their own
// texts and write nothing; every change is audited with before and after; roles without content.manage and a
// player's session are refused.
import { describe, expect, it } from 'vitest';
import type { Role } from '../../schema/operator-access.ts';
import { authed, signUp } from './auth-helpers.ts';
import { asOperator, makeOperator } from './backoffice-helpers.ts';
import { MERCHANT_ID, signed, useTestApp } from './helpers.ts';
import { grantActivePoints, pickLegs } from './tickets-helpers.ts';

const t = useTestApp();
const POPUP = '/api/admin/v1/promotions/popup';
const POINTS = '/api/admin/v1/betting-config/points';
const PROMOS = '/api/admin/v1/promotions';

/** The demo config of spec §9 (tickets/config.ts), as the desk reads it before any change. */
const DEMO = {
  points_betting_enabled: true,
  points_to_money_rate: 0.1,
  points_min_stake: 30,
  points_max_stake: 10_000,
  points_min_selections: 5,
  points_max_selections: 20,
  points_min_odds_per_selection: 1.45,
  points_min_total_odds: 10,
  points_max_total_odds: 2000,
  points_max_potential_win: 1_000,
  points_max_daily_tickets: 20,
  points_max_daily_stake: 50_000,
  points_max_daily_win: 5_000,
};

const auditOf = async (action: string) =>
  (await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('seq').execute()).map((e) => ({
    target: [e.target_kind, e.target_id],
    before: JSON.parse(String(e.before)),
    after: JSON.parse(String(e.after)),
  }));
const auditCount = async () => (await t.app.db.selectFrom('audit_log').select('seq').execute()).length;
const playerList = async () =>
  (await signed(t.app, { url: '/api/v1/promotions' })).json() as { promotions: { id: string; in_popup?: boolean }[]; popup?: unknown };

describe('the promo popup', () => {
  it('is set by marketing, reaches the players with each promotion in_popup, and is audited', async () => {
    const marketing = await makeOperator(t.app, ['marketing'], { totp: false });
    expect((await asOperator(t.app, marketing, { url: POPUP })).json()).toEqual({ popup: { enabled: true, cooldown_hours: 24 }, updated_at: null });
    const before = await playerList();
    expect(before.popup).toEqual({ enabled: true, cooldown_hours: 24 });
    expect(before.promotions.find((p) => p.id === `demo:${MERCHANT_ID}:lotofoot-7`)?.in_popup).toBe(true);
    // The fixed points card is no stored promotion: it says nothing, which counts as in the popup.
    expect(before.promotions[0]).not.toHaveProperty('in_popup');

    const created = await asOperator(t.app, marketing, {
      method: 'POST',
      url: PROMOS,
      payload: { type: 'DEPOSIT', title: 'Quiet offer', in_popup: false },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().promotion.id as string;
    expect(created.json().promotion).toMatchObject({ in_popup: false, active: true });
    expect((await playerList()).promotions.find((p) => p.id === id)?.in_popup).toBe(false);
    const back = await asOperator(t.app, marketing, { method: 'PUT', url: `${PROMOS}/${id}`, payload: { in_popup: true } });
    expect(back.json().promotion.in_popup).toBe(true);
    const edits = await auditOf('promotion.edit');
    expect(edits.at(-1)).toMatchObject({ target: ['promotion', id], before: { in_popup: false }, after: { in_popup: true } });

    const set = await asOperator(t.app, marketing, { method: 'PUT', url: POPUP, payload: { enabled: false, cooldown_hours: 6 } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ popup: { enabled: false, cooldown_hours: 6 }, updated_at: new Date(t.app.now()).toISOString() });
    expect((await playerList()).popup).toEqual({ enabled: false, cooldown_hours: 6 });
    expect((await asOperator(t.app, marketing, { url: POPUP })).json().popup).toEqual({ enabled: false, cooldown_hours: 6 });
    // The same setting again changes nothing and writes no entry.
    await asOperator(t.app, marketing, { method: 'PUT', url: POPUP, payload: { enabled: false, cooldown_hours: 6 } });
    expect(await auditOf('promotions.popup')).toEqual([
      { target: ['merchant', MERCHANT_ID], before: { enabled: true, cooldown_hours: 24 }, after: { enabled: false, cooldown_hours: 6 } },
    ]);

    const entries = await auditCount();
    const HOURS = 'cooldown_hours must be a whole number of hours from 1 to 720';
    for (const [payload, text] of [
      [{ enabled: true, cooldown_hours: 0 }, HOURS],
      [{ enabled: true, cooldown_hours: 721 }, HOURS],
      [{ enabled: true, cooldown_hours: 1.5 }, HOURS],
      [{ enabled: true }, HOURS],
      [{ enabled: 'yes', cooldown_hours: 24 }, 'enabled must be true or false'],
    ] as const) {
      const res = await asOperator(t.app, marketing, { method: 'PUT', url: POPUP, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: text });
    }
    const bad = await asOperator(t.app, marketing, { method: 'PUT', url: `${PROMOS}/${id}`, payload: { in_popup: 'no' } });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: 'in_popup must be true or false' });
    expect(await auditCount()).toBe(entries);
    await asOperator(t.app, marketing, { method: 'PUT', url: POPUP, payload: { enabled: true, cooldown_hours: 24 } });
  });
});

describe('the points-betting config', () => {
  it('holds the next points ticket to a changed maximum stake, serves it to players, and is audited', async () => {
    const marketing = await makeOperator(t.app, ['marketing'], { totp: false });
    expect((await asOperator(t.app, marketing, { url: POINTS })).json()).toEqual({ config: DEMO, updated_at: null });
    const p = await signUp(t.app, '0911004101');
    await grantActivePoints(t.app, p.user.id, 100_000);
    const legs = await pickLegs(t.app, 5, 30, 'first', [160, 250]);
    const bet = (stake: number) =>
      authed(t.app, { method: 'POST', url: '/api/v1/tickets/points', body: { user_id: p.user.id, stake, selections: legs }, token: p.session.id });
    expect((await bet(200)).statusCode).toBe(201);

    const changed = await asOperator(t.app, marketing, {
      method: 'PUT',
      url: POINTS,
      payload: { ...DEMO, points_max_stake: 150, points_to_money_rate: 0.125 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      config: { ...DEMO, points_max_stake: 150, points_to_money_rate: 0.125 },
      updated_at: new Date(t.app.now()).toISOString(),
    });
    expect((await bet(200)).json()).toEqual({ code: 'POINTS_MAX_STAKE', error: 'Maximum stake is 150 points', max_stake: 150 });
    const placed = await bet(150);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().ticket).toMatchObject({ total_stake: 150, potential_win: 18.75 });
    const served = await signed(t.app, { url: `/api/v1/betting-config?merchant_id=${MERCHANT_ID}` });
    expect(served.json().data).toMatchObject({ points_max_stake: 150, points_to_money_rate: 0.125, points_min_stake: 30 });
    expect(await auditOf('points_config.set')).toEqual([
      { target: ['merchant', MERCHANT_ID], before: DEMO, after: { ...DEMO, points_max_stake: 150, points_to_money_rate: 0.125 } },
    ]);

    // Off: the ticket is refused and the players' list loses the points card.
    await asOperator(t.app, marketing, { method: 'PUT', url: POINTS, payload: { ...DEMO, points_betting_enabled: false } });
    expect((await bet(100)).json()).toMatchObject({ code: 'POINTS_DISABLED' });
    expect((await playerList()).promotions.map((x) => x.id)).not.toContain('points-betting');
    await asOperator(t.app, marketing, { method: 'PUT', url: POINTS, payload: DEMO });
    expect((await playerList()).promotions[0]?.id).toBe('points-betting');
  });

  it('refuses figures that are not whole, too precise, out of range or out of order, with their own texts', async () => {
    const marketing = await makeOperator(t.app, ['marketing'], { totp: false });
    const entries = await auditCount();
    const { points_max_daily_win: _w, ...missing } = DEMO;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...DEMO, points_min_stake: 200, points_max_stake: 100 }, 'points_min_stake must not be above points_max_stake'],
      [{ ...DEMO, points_min_selections: 8, points_max_selections: 6 }, 'points_min_selections must not be above points_max_selections'],
      [{ ...DEMO, points_min_total_odds: 50, points_max_total_odds: 20 }, 'points_min_total_odds must not be above points_max_total_odds'],
      [
        { ...DEMO, points_min_odds_per_selection: 30, points_min_total_odds: 10, points_max_total_odds: 20 },
        'points_min_odds_per_selection must not be above points_max_total_odds',
      ],
      [{ ...DEMO, points_max_daily_stake: 5_000 }, 'points_max_stake must not be above points_max_daily_stake'],
      [{ ...DEMO, points_max_daily_win: 500 }, 'points_max_potential_win must not be above points_max_daily_win'],
      [{ ...DEMO, points_to_money_rate: 0 }, 'points_to_money_rate must be above 0 and at most 1000, with at most 4 decimals'],
      [{ ...DEMO, points_to_money_rate: 0.12345 }, 'points_to_money_rate must be above 0 and at most 1000, with at most 4 decimals'],
      [{ ...DEMO, points_min_selections: 2.5 }, 'points_min_selections must be a whole number from 1 to 40'],
      [{ ...DEMO, points_max_selections: 41 }, 'points_max_selections must be a whole number from 1 to 40'],
      [{ ...DEMO, points_min_stake: -5 }, 'points_min_stake must be a number of points from 0.01 to 10,000,000 with at most 2 decimals'],
      [{ ...DEMO, points_max_stake: 10.005 }, 'points_max_stake must be a number of points from 0.01 to 10,000,000 with at most 2 decimals'],
      [{ ...DEMO, points_min_odds_per_selection: 1 }, 'points_min_odds_per_selection must be odds from 1.01 to 1,000,000 with at most 2 decimals'],
      [{ ...DEMO, points_max_daily_tickets: 0 }, 'points_max_daily_tickets must be a whole number from 1 to 10,000'],
      [{ ...DEMO, points_betting_enabled: 'yes' }, 'points_betting_enabled must be true or false'],
      [missing, 'points_max_daily_win must be an amount in ETB from 0.01 to 10,000,000 with at most 2 decimals'],
    ];
    for (const [payload, text] of cases) {
      const res = await asOperator(t.app, marketing, { method: 'PUT', url: POINTS, payload });
      expect(res.statusCode, text).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: text });
    }
    expect(await auditCount()).toBe(entries);
    expect((await asOperator(t.app, marketing, { url: POINTS })).json().config).toEqual(DEMO);
  });
});

describe('who may', () => {
  it('refuses every role without content.manage, a player session and no credential', async () => {
    const roles: Role[] = ['admin', 'trader', 'risk', 'finance', 'support', 'shop_manager'];
    const entries = await auditCount();
    for (const role of roles) {
      const op = await makeOperator(t.app, [role]);
      for (const [method, url, payload] of [
        ['GET', POPUP, undefined],
        ['PUT', POPUP, { enabled: false, cooldown_hours: 1 }],
        ['GET', POINTS, undefined],
        ['PUT', POINTS, DEMO],
      ] as const) {
        const res = await asOperator(t.app, op, { method, url, payload });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'ROLE_FORBIDDEN', error: 'Your role does not allow this action' });
      }
    }
    const p = await signUp(t.app, '0911004102');
    for (const url of [POPUP, POINTS]) {
      const asPlayer = await authed(t.app, { url, token: p.session.id });
      expect(asPlayer.statusCode).toBe(401);
      expect(asPlayer.json()).toMatchObject({ code: 'UNAUTHORIZED', error: 'Operator authentication required' });
      expect((await t.app.inject({ method: 'PUT', url, payload: DEMO })).statusCode).toBe(401);
    }
    // Signing in is audited; nothing else was.
    const actions = await t.app.db.selectFrom('audit_log').select('action').where('seq', '>', entries).execute();
    expect(actions.filter((a) => a.action.startsWith('promotions.') || a.action.startsWith('points_config.'))).toEqual([]);
  });
});
