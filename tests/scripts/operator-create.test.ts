// `npm run operator:create -- --role …` (issue 33): creates an operator on the configured database, audited as done
// by the command, prints the temporary password once (which then signs in at the change-password stage), refuses a
// login already taken and unknown roles with exit code 2.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { createDb } from '../../server/db/index.ts';
import { verifyPassword } from '../../server/modules/auth/passwords.ts';

const dir = mkdtempSync(join(tmpdir(), 'birrbet-opcreate-'));
const dataDir = join(dir, 'data');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (...args: string[]) =>
  spawnSync('npx', ['tsx', 'scripts/operator-create.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });

describe('npm run operator:create', () => {
  it('creates an audited operator with a temporary password printed once, and refuses a taken login or an unknown role', async () => {
    const made = run('--role', 'admin', '--role', 'finance', '--email', 'Sara@BirrBet.et', '--name', 'Sara T.');
    expect(made.status, made.stderr).toBe(0);
    const password = /temporary password: (\S+)/.exec(made.stdout)?.[1] ?? '';
    expect(password).toMatch(/^[\w-]{16}$/);

    const taken = run('--role', 'support', '--email', 'sara@birrbet.et');
    expect(taken.status).toBe(2);
    expect(taken.stderr).toContain('already signs in as sara@birrbet.et');
    const wizard = run('--role', 'wizard');
    expect(wizard.status).toBe(2);
    expect(wizard.stderr).toContain('give one or more --role among admin, trader, risk, finance, support, marketing, shop_manager');

    const handle = createDb(loadConfig({ DATA_DIR: dataDir }));
    try {
      const row = await handle.db.selectFrom('operators').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: 'Sara T.',
        email: 'sara@birrbet.et',
        roles: ['admin', 'finance'],
        must_change_password: true,
        totp_secret: null,
      });
      expect(await verifyPassword(password, row.password_hash)).toBe(true);
      const audit = await handle.db.selectFrom('audit_log').selectAll().execute();
      expect(audit.map((e) => [e.action, e.actor_name])).toEqual([['operator.create', 'npm run operator:create']]);
      expect(audit[0]?.after).not.toContain(password);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
