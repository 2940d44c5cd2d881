// The players desk (issue 33): support finds a player by phone in any writing, by ticket reference and by id, and
// reads the profile; risk blocks a player (their session stops working at once, sign-in says ACCOUNT_BLOCKED only
// after the right password) and unblocks; support adds notes and self-excludes on request (never shorter); a
// deposit-limit change support asks for waits for a second person and applies under the player's rules; every change
// is in the audit trail with its reason; roles without the permission and unknown players are refused.
import { describe, expect, it } from 'vitest';
import { authed, logIn, PASSWORD, signUp } from './auth-helpers.ts';
import { asOperator, makeOperator } from './backoffice-helpers.ts';
import { useTestApp } from './helpers.ts';
import { moneyBody, pickLegs, place } from './tickets-helpers.ts';

const t = useTestApp();
const url = (id: string, path = '') => `/api/admin/v1/players/${id}${path}`;

async function lastAudit(action: string) {
  return t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('seq', 'desc').executeTakeFirstOrThrow();
}

describe('the players desk', () => {
  it('finds a player by phone in any writing, by ticket reference and by id, and shows the profile', async () => {
    const support = await makeOperator(t.app, ['support']);
    const p = await signUp(t.app, '0911009201');
    const placed = await place(t.app, p.session.id, moneyBody(p.user.id, await pickLegs(t.app, 1), 10));
    expect(placed.statusCode, placed.body).toBe(201);
    const reference = placed.json().reference_id as string;
    for (const q of ['0911009201', '911009201', '+251911009201', reference, p.user.id]) {
      const res = await asOperator(t.app, support, { url: `/api/admin/v1/players?q=${encodeURIComponent(q)}` });
      expect(res.statusCode, q).toBe(200);
      expect(
        res.json().data.map((r: { id: string }) => r.id),
        q,
      ).toEqual([p.user.id]);
    }
    expect((await asOperator(t.app, support, { url: '/api/admin/v1/players?q=nobody-here' })).json().data).toEqual([]);
    const profile = await asOperator(t.app, support, { url: url(p.user.id) });
    expect(profile.statusCode, profile.body).toBe(200);
    const body = profile.json();
    expect(body.player).toMatchObject({ id: p.user.id, phone: '+251911009201', blocked_at: null });
    expect(body.tickets).toEqual([expect.objectContaining({ reference_id: reference, stake: 10, status: 'PENDING' })]);
    expect(body.statement[0]).toMatchObject({ kind: 'stake', amount: -10 });
    expect(body.sessions).toEqual([expect.objectContaining({ live: true, revoked_at: null })]);
    expect(body.wallet.balance).toBe(p.wallet.balance - 10);
    expect(body.responsible_gaming.exclusion).toBeNull();
    expect((await asOperator(t.app, support, { url: url('99999999') })).statusCode).toBe(404);
    expect((await asOperator(t.app, support, { url: '/api/admin/v1/players?q=%00' })).statusCode).toBe(400);
  });

  it('blocks a player at once and says so only after the right password; unblocking lets them in again', async () => {
    const risk = await makeOperator(t.app, ['risk']);
    const support = await makeOperator(t.app, ['support']);
    const p = await signUp(t.app, '0911009202');
    const refused = await asOperator(t.app, support, { method: 'POST', url: url(p.user.id, '/block'), payload: { blocked: true, reason: 'x' } });
    expect(refused.json().code).toBe('ROLE_FORBIDDEN');
    const blocked = await asOperator(t.app, risk, {
      method: 'POST',
      url: url(p.user.id, '/block'),
      payload: { blocked: true, reason: 'Shared account with 10000002' },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().player.blocked_reason).toBe('Shared account with 10000002');
    expect(blocked.json().sessions.every((s: { live: boolean }) => !s.live)).toBe(true);
    expect((await authed(t.app, { url: '/api/v1/auth/verify', token: p.session.id })).statusCode).toBe(401);
    expect((await logIn(t.app, '+251911009202', 'wrong-password-1')).json().code).toBe('INVALID_CREDENTIALS');
    const login = await logIn(t.app, '+251911009202', PASSWORD);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'ACCOUNT_BLOCKED', error: 'This account is blocked. Please contact support' });
    const entry = await lastAudit('player.block');
    expect(entry).toMatchObject({ target_id: p.user.id, reason: 'Shared account with 10000002' });
    expect(JSON.parse(String(entry.before))).toMatchObject({ blocked: false });
    const unblocked = await asOperator(t.app, risk, {
      method: 'POST',
      url: url(p.user.id, '/block'),
      payload: { blocked: false, reason: 'Cleared after a call' },
    });
    expect(unblocked.json().player.blocked_at).toBeNull();
    expect((await logIn(t.app, '+251911009202', PASSWORD)).statusCode).toBe(200);
    const out = await asOperator(t.app, risk, { method: 'POST', url: url(p.user.id, '/sign-out'), payload: { reason: 'Lost phone' } });
    expect(out.json().sessions.every((s: { live: boolean }) => !s.live)).toBe(true);
    expect(JSON.parse(String((await lastAudit('player.sign_out')).after))).toEqual({ sessions_ended: 1 });
  });

  it('keeps notes, self-excludes on request (never shorter), and a limit change waits for a second person', async () => {
    const support = await makeOperator(t.app, ['support'], { name: 'Selam Support' });
    const risk = await makeOperator(t.app, ['risk']);
    const trader = await makeOperator(t.app, ['trader']);
    const p = await signUp(t.app, '0911009203');
    const noted = await asOperator(t.app, support, {
      method: 'POST',
      url: url(p.user.id, '/notes'),
      payload: { text: 'Called about a late deposit' },
    });
    expect(noted.json().notes).toEqual([expect.objectContaining({ text: 'Called about a late deposit', by: 'Selam Support' })]);
    expect((await asOperator(t.app, trader, { method: 'POST', url: url(p.user.id, '/notes'), payload: { text: 'x' } })).statusCode).toBe(403);
    expect((await asOperator(t.app, support, { method: 'POST', url: url(p.user.id, '/notes'), payload: { text: '   ' } })).statusCode).toBe(400);

    const excluded = await asOperator(t.app, support, {
      method: 'POST',
      url: url(p.user.id, '/self-exclusion'),
      payload: { period: '30d', reason: 'Asked by phone' },
    });
    expect(excluded.json().responsible_gaming.exclusion).toMatchObject({ period: '30d' });
    const shorter = await asOperator(t.app, support, {
      method: 'POST',
      url: url(p.user.id, '/self-exclusion'),
      payload: { period: '7d', reason: 'x' },
    });
    expect(shorter.json().code).toBe('EXCLUSION_NOT_LONGER');

    const asked = await asOperator(t.app, support, {
      method: 'POST',
      url: url(p.user.id, '/limits'),
      payload: { day: 500, reason: 'Player asked by phone' },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const approval = asked.json().approval_id as string;
    expect((await asOperator(t.app, support, { url: url(p.user.id) })).json().responsible_gaming.limits[0]).toMatchObject({
      period: 'day',
      limit: null,
    });
    const own = await asOperator(t.app, support, { method: 'POST', url: `/api/admin/v1/approvals/${approval}/approve`, payload: {} });
    expect(own.statusCode).toBe(403);
    const approved = await asOperator(t.app, risk, { method: 'POST', url: `/api/admin/v1/approvals/${approval}/approve`, payload: {} });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().approval.summary).toBe(`Deposit limits of player ${p.user.id}: day 500.00 ETB`);
    expect((await asOperator(t.app, support, { url: url(p.user.id) })).json().responsible_gaming.limits[0]).toMatchObject({
      period: 'day',
      limit: 500,
    });
    for (const bad of [{ reason: 'nothing asked' }, { day: 0.5, reason: 'x' }, { day: 10, reason: '' }]) {
      expect(
        (await asOperator(t.app, support, { method: 'POST', url: url(p.user.id, '/limits'), payload: bad })).statusCode,
        JSON.stringify(bad),
      ).toBe(400);
    }
  });
});
