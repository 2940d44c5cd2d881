// The first admin of a fresh database (issue 33): made once at start-up with a temporary password printed to the
// console only (never the log), must change it and enrol TOTP; a second start, or a racing instance, makes none.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureFirstAdmin, FIRST_ADMIN_EMAIL } from '../../server/modules/backoffice/first-admin.ts';
import { loadConfig } from '../../server/config.ts';
import { useTestApp } from './helpers.ts';

const t = useTestApp({ syncCatalog: false, fresh: true });
afterEach(() => vi.restoreAllMocks());

describe('the first admin', () => {
  it('is made once, printed once to stdout, and never written to the log', async () => {
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
    const logged: string[] = [];
    const config = { ...loadConfig({ NODE_ENV: 'development' }) };
    await Promise.all([1, 2, 3].map(() => ensureFirstAdmin(t.app.db, t.app.now(), config, (text) => logged.push(text))));
    await ensureFirstAdmin(t.app.db, t.app.now(), config, (text) => logged.push(text));
    const admins = await t.app.db.selectFrom('operators').selectAll().execute();
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ email: FIRST_ADMIN_EMAIL, roles: ['admin'], must_change_password: true });
    const password = /temporary password: (\S+)/.exec(printed.join(''))?.[1] ?? '';
    expect(password).toMatch(/^[\w-]{16}$/);
    expect(printed.join('').match(/temporary password/g)).toHaveLength(1);
    expect(logged.join('\n')).not.toContain(password);
    vi.restoreAllMocks();
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/v1/auth/login', payload: { login: FIRST_ADMIN_EMAIL, password } });
    expect(login.json().stage).toBe('change_password');
  });
});
