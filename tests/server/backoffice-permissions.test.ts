// The permission matrix, enforced (issue 33): every operator endpoint declares a permission; a person holding one
// role reaches exactly the endpoints that role grants (the rest answer 403 ROLE_FORBIDDEN before any handler runs), and
// the operator token acts within OPERATOR_TOKEN_ROLES ('machine' by default), never as a person.
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../schema/endpoint.ts';
import { ENDPOINTS } from '../../schema/endpoints/index.ts';
import { allows, PERSON_ROLES, permissionsOf } from '../../schema/operator-access.ts';
import { asOperator, makeOperator } from './backoffice-helpers.ts';
import { createTestApp, useTestApp } from './helpers.ts';

const OPERATOR_ENDPOINTS = ENDPOINTS.filter((e) => e.access === 'operator');
/** Ending the caller's own session would end the walk. */
const SKIP = new Set(['operatorLogout']);
const pathOf = (e: Endpoint) => e.path.replace(/:\w+/g, 'no-such-id');

const t = useTestApp({ syncCatalog: false });

describe('the permission matrix', () => {
  it('declares a permission on every operator endpoint', () => {
    expect(OPERATOR_ENDPOINTS.length).toBeGreaterThan(30);
    expect(OPERATOR_ENDPOINTS.filter((e) => e.permission === undefined).map((e) => e.id)).toEqual([]);
  });

  it.each(PERSON_ROLES)('a %s reaches exactly what the role grants', async (role) => {
    const op = await makeOperator(t.app, [role]);
    const granted = permissionsOf([role]);
    for (const endpoint of OPERATOR_ENDPOINTS.filter((e) => !SKIP.has(e.id))) {
      const res = await asOperator(t.app, op, {
        method: endpoint.method,
        url: pathOf(endpoint),
        payload: endpoint.method === 'GET' ? undefined : {},
      });
      const allowed = allows(endpoint.permission ?? 'operators.manage', granted, true);
      const refused = res.statusCode === 403 && res.json().code === 'ROLE_FORBIDDEN';
      expect(refused, `${role} ${endpoint.id}: ${res.statusCode} ${res.body.slice(0, 120)}`).toBe(!allowed);
      expect(res.statusCode, `${role} ${endpoint.id}`).toBeLessThan(500);
    }
  });

  it("keeps the token to its roles: 'machine' writes feeds but cannot credit, manage people or read the audit", async () => {
    const machine = await createTestApp({ syncCatalog: false, operatorToken: 'machine-token', env: { OPERATOR_TOKEN_ROLES: 'machine' } });
    try {
      const call = (method: 'GET' | 'POST', url: string) =>
        machine.app.inject({ method, url, headers: { authorization: 'Bearer machine-token' }, ...(method === 'POST' ? { payload: {} } : {}) });
      expect((await call('POST', '/api/admin/v1/feed/results')).statusCode).toBe(400);
      expect((await call('GET', '/api/admin/v1/ledger/check')).statusCode).toBe(200);
      for (const [method, url] of [
        ['POST', '/api/admin/v1/wallets/credit'],
        ['GET', '/api/admin/v1/operators'],
        ['GET', '/api/admin/v1/audit'],
        ['POST', '/api/admin/v1/banners'],
        // 'person' endpoints: a token is nobody's session, whatever its roles.
        ['GET', '/api/admin/v1/auth/me'],
        ['GET', '/api/admin/v1/approvals'],
      ] as const) {
        const res = await call(method, url);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().code, url).toBe('ROLE_FORBIDDEN');
      }
    } finally {
      await machine.app.close();
    }
  });
});
