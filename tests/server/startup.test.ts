// What a server refuses to start with, and how it says so: one line on stderr and exit code 1 (an operator
// reads the reason at a glance; systemd shows it as the unit's last line).
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { loadConfig, startupRefusal } from '../../server/config.ts';
import { httpSmsSender } from '../../server/modules/auth/sms-http.ts';
import { post } from './auth-helpers.ts';
import { createTestApp } from './helpers.ts';

describe('start-up refusals', () => {
  it('refuses production without a real SMS gateway, and nothing else by default', () => {
    expect(startupRefusal(loadConfig({ NODE_ENV: 'production' }))).toMatch(/^NODE_ENV=production needs a real SMS gateway: set SMS_GATEWAY_URL/);
    expect(startupRefusal(loadConfig({ NODE_ENV: 'production', SMS_GATEWAY_URL: 'https://sms.example/send' }))).toBeNull();
    expect(startupRefusal(loadConfig({}))).toBeNull();
    expect(startupRefusal(loadConfig({ SMS_GATEWAY_URL: 'ftp://x' }))).toBe('SMS_GATEWAY_URL must be an http(s) URL');
  });

  it('refuses in production an OPERATOR_TOKEN shorter than 32 characters or of fewer than 16 different ones', () => {
    const production = (token: string) =>
      startupRefusal(loadConfig({ NODE_ENV: 'production', SMS_GATEWAY_URL: 'https://sms.example/send', OPERATOR_TOKEN: token }));
    const strong = 'q7Vd0mZ2LxP9sK4wRb8TnY3cJ6hF1gEu'; // 32 characters, 32 different
    for (const weak of ['op', strong.slice(0, 31), 'abcdefghijklmnoabcdefghijklmnoab', 'e2e-operator-token']) {
      expect(production(weak), weak).toMatch(
        /^NODE_ENV=production needs an OPERATOR_TOKEN of at least 32 characters with at least 16 different ones/,
      );
    }
    expect(production(strong)).toBeNull();
    expect(production('abcdefghijklmnopabcdefghijklmnop')).toBeNull(); // 32 characters, 16 different: the floor
    // Unset keeps the operator endpoints away, so there is nothing to guess; outside production tests keep short tokens.
    expect(startupRefusal(loadConfig({ NODE_ENV: 'production', SMS_GATEWAY_URL: 'https://sms.example/send' }))).toBeNull();
    expect(startupRefusal(loadConfig({ NODE_ENV: 'test', OPERATOR_TOKEN: 'secret' }))).toBeNull();
  });

  it('NODE_ENV=production OPERATOR_TOKEN=op does not start', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: 'memory://',
        PORT: '0',
        SMS_GATEWAY_URL: 'https://sms.example/send',
        OPERATOR_TOKEN: 'op',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'BirrBet failed to start: NODE_ENV=production needs an OPERATOR_TOKEN of at least 32 characters with at least 16 different ones ' +
        '(this one: 2 characters, 2 different); make one with: openssl rand -base64 33',
    ]);
  }, 60_000);

  it('the server process exits 1 with a one-line reason', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: 'memory://', PORT: '0', SMS_GATEWAY_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'BirrBet failed to start: NODE_ENV=production needs a real SMS gateway: set SMS_GATEWAY_URL (and SMS_GATEWAY_TOKEN); the local SMS outbox is for development only',
    ]);
  }, 60_000);
});

describe('the HTTP SMS gateway adapter', () => {
  it('posts {to, text} with the bearer token and fails on a refusal', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const ok = httpSmsSender('https://sms.example/send', 'tok', async (url, init) => {
      calls.push({ url: String(url), init: init ?? {} });
      return new Response('{}', { status: 202 });
    });
    await ok.send('+251911223344', 'Your code is 123456');
    expect(calls[0]?.url).toBe('https://sms.example/send');
    expect((calls[0]!.init.headers as Record<string, string>)['authorization']).toBe('Bearer tok');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ to: '+251911223344', text: 'Your code is 123456' });
    const refused = httpSmsSender('https://sms.example/send', null, async () => new Response('no', { status: 503 }));
    await expect(refused.send('+251911223344', 'x')).rejects.toThrow('SMS gateway refused the message (HTTP 503)');
  });
});

describe('a configured SMS gateway', () => {
  it('receives the sign-up code, and the local outbox stays empty', async () => {
    const received: Array<{ auth?: string; body: { to: string; text: string } }> = [];
    const gateway = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
        res.writeHead(202).end('{}');
      });
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    const address = gateway.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const t = await createTestApp({ syncCatalog: false, env: { SMS_GATEWAY_URL: `http://127.0.0.1:${port}/send`, SMS_GATEWAY_TOKEN: 'gw-token' } });
    try {
      const res = await post(t.app, '/api/v1/auth/register', { phone: '0911555000', password: 'Kebede-2026!' });
      expect(res.statusCode).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0]?.auth).toBe('Bearer gw-token');
      expect(received[0]?.body.to).toBe('+251911555000');
      expect(received[0]?.body.text).toMatch(/\b\d{6}\b/);
      expect(await t.app.db.selectFrom('sms_outbox').selectAll().execute()).toEqual([]);
    } finally {
      await t.app.close();
      gateway.close();
    }
  });
});
