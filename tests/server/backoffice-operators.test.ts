// An admin manages operator accounts (issue 33): create with a temporary password answered once (the new operator
// must change it and, by default, enrol TOTP), change roles and status (sessions end at once), reset a lost
// authenticator; never their own demotion, and never the last active admin. Every change is audited with before/after.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { asOperator, makeOperator } from './backoffice-helpers.ts';
import { useTestApp } from './helpers.ts';

const t = useTestApp({ syncCatalog: false, fresh: true });
const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/v1/auth/login', payload });

describe('operator accounts', () => {
  it('creates a trader who must change the password and enrol TOTP at first sign-in', async () => {
    const admin = await makeOperator(t.app, ['admin'], { name: 'Hana' });
    const created = await asOperator(t.app, admin, {
      method: 'POST',
      url: '/api/admin/v1/operators',
      payload: { name: 'Yonas', email: 'Yonas@BirrBet.et', roles: ['trader', 'trader'] },
    });
    expect(created.statusCode).toBe(201);
    const { operator, temporary_password } = created.json();
    expect(operator).toMatchObject({
      name: 'Yonas',
      email: 'yonas@birrbet.et',
      roles: ['trader'],
      totp_required: true,
      totp_enrolled: false,
      must_change_password: true,
    });
    expect(temporary_password).toMatch(/^[\w-]{16}$/);
    const first = await login({ login: 'yonas@birrbet.et', password: temporary_password });
    expect(first.json().stage).toBe('change_password');
    const twice = await asOperator(t.app, admin, {
      method: 'POST',
      url: '/api/admin/v1/operators',
      payload: { name: 'Other', email: 'yonas@birrbet.et', roles: ['risk'] },
    });
    expect(twice.json().code).toBe('LOGIN_TAKEN');
    const bad = await asOperator(t.app, admin, { method: 'POST', url: '/api/admin/v1/operators', payload: { name: 'No login', roles: ['risk'] } });
    expect(bad.statusCode).toBe(400);
    const machine = await asOperator(t.app, admin, {
      method: 'POST',
      url: '/api/admin/v1/operators',
      payload: { name: 'Bot', email: 'bot@b.et', roles: ['machine'] },
    });
    expect(machine.statusCode).toBe(400);

    const audit = await asOperator(t.app, admin, { url: `/api/admin/v1/audit?target_id=${operator.id}` });
    expect(audit.json().data.map((e: { action: string }) => e.action)).toContain('operator.create');
    expect(audit.json().data[0].after).not.toContain(temporary_password);
  });

  it('disabling or changing roles ends the sessions; an admin cannot demote themself or the last admin', async () => {
    const admin = await makeOperator(t.app, ['admin']);
    const support = await makeOperator(t.app, ['support']);
    const update = (id: string, payload: object) =>
      asOperator(t.app, admin, { method: 'PUT', url: `/api/admin/v1/operators/${id}`, payload: { reason: 'team change', ...payload } });

    const promoted = await update(support.id, { roles: ['support', 'risk'] });
    expect(promoted.json().operator.roles).toEqual(['support', 'risk']);
    expect((await asOperator(t.app, support, { url: '/api/admin/v1/auth/me' })).statusCode).toBe(401);

    expect((await update(admin.id, { roles: ['trader'] })).json().code).toBe('SELF_CHANGE');
    expect((await update(admin.id, { status: 'disabled' })).json().code).toBe('SELF_CHANGE');
    expect((await update('no-such-operator', { name: 'x' })).statusCode).toBe(404);
    expect((await update(support.id, { name: 'x' })).statusCode).toBe(200);

    const audit = await asOperator(t.app, admin, { url: `/api/admin/v1/audit?action=operator.update&target_id=${support.id}` });
    const entry = audit.json().data.at(-1);
    expect(JSON.parse(entry.before).roles).toEqual(['support']);
    expect(JSON.parse(entry.after).roles).toEqual(['support', 'risk']);
    expect(entry.reason).toBe('team change');
  });

  it('keeps one active admin however two admins demote each other at once', async () => {
    const a = await makeOperator(t.app, ['admin']);
    const b = await makeOperator(t.app, ['admin']);
    // Leave exactly a and b as the active admins.
    const others = await t.app.db
      .selectFrom('operators')
      .select('id')
      .where(sql<boolean>`'admin' = any(roles)`)
      .where('id', 'not in', [a.id, b.id])
      .execute();
    for (const other of others) {
      await t.app.db.updateTable('operators').set({ status: 'disabled' }).where('id', '=', other.id).execute();
    }
    const [ab, ba] = await Promise.all([
      asOperator(t.app, a, { method: 'PUT', url: `/api/admin/v1/operators/${b.id}`, payload: { status: 'disabled', reason: 'r' } }),
      asOperator(t.app, b, { method: 'PUT', url: `/api/admin/v1/operators/${a.id}`, payload: { status: 'disabled', reason: 'r' } }),
    ]);
    const codes = [ab.statusCode, ba.statusCode].sort();
    // One goes through; the other is refused (LAST_ADMIN, or 401 when its own session was ended first).
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    const active = await t.app.db
      .selectFrom('operators')
      .select('id')
      .where(sql<boolean>`'admin' = any(roles)`)
      .where('status', '=', 'active')
      .execute();
    expect(active).toHaveLength(1);
  });

  it('resets a lost authenticator: a new temporary password, TOTP to enrol again, sessions ended', async () => {
    const admin = await makeOperator(t.app, ['admin']);
    const finance = await makeOperator(t.app, ['finance']);
    const reset = await asOperator(t.app, admin, {
      method: 'POST',
      url: `/api/admin/v1/operators/${finance.id}/reset`,
      payload: { reason: 'lost phone' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await asOperator(t.app, finance, { url: '/api/admin/v1/auth/me' })).statusCode).toBe(401);
    const again = await login({ login: finance.login, password: reset.json().temporary_password });
    expect(again.json()).toMatchObject({ stage: 'change_password', totp_enrolled: false });
    expect(
      (await asOperator(t.app, admin, { method: 'POST', url: `/api/admin/v1/operators/${admin.id}/reset`, payload: { reason: 'x' } })).json().code,
    ).toBe('SELF_CHANGE');
  });
});
