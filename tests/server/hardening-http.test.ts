// The HTTP edge of a server facing the internet: security headers on every answer, TRUST_PROXY for the
// client address and the scheme, per-route body limits, time limits on idle and half-sent requests, a cap
// on concurrent connections per address, no secrets in log lines or served dot-files.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyLimitFor, redactUrl } from '../../server/app.ts';
import { parseTrustProxy } from '../../server/config.ts';
import { openFileLimit } from '../../server/plugins/connection-limits.ts';
import { inlineHashes } from '../../server/plugins/security-headers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let open: TestApp | null = null;
afterEach(async () => {
  await open?.app.close();
  open = null;
});

async function start(options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  open = await createTestApp({ syncCatalog: false, ...options });
  return open;
}

async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return typeof address === 'object' && address !== null ? address.port : 0;
}

/** Resolves when the server closes the socket (or rejects after `ms`). */
const closedWithin = (socket: Socket, ms: number): Promise<number> =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });

const ipRoute = (app: TestApp['app']): void => {
  app.get('/api/test/ip', async (request) => ({ ip: request.ip, protocol: request.protocol }));
};

describe('security headers', () => {
  it('sends CSP with frame-ancestors, nosniff and a referrer policy on API, page and error answers; HSTS only over HTTPS', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'birrbet-dist-'));
    // The built page's one inline script is the loader of a server-rendered page's scripts (issue 17).
    writeFileSync(join(dist, 'index.html'), '<!doctype html><style>body{margin:0}</style><script>var loader=1</script><div id="root"></div>');
    const t = await start({ staticDir: dist });
    for (const url of ['/api/health', '/sports', '/api/nope']) {
      const res = await t.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain(inlineHashes(dist).styles[0]);
      expect(csp, url).toContain(`script-src 'self' ${inlineHashes(dist).scripts[0]}`);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    // House game pages may be framed by the lobby (this origin) only; the lobby may frame them and https suppliers.
    mkdirSync(join(dist, 'games', 'house', 'crash'), { recursive: true });
    writeFileSync(join(dist, 'games', 'house', 'crash', 'index.html'), '<!doctype html><title>crash</title>');
    const game = await t.app.inject({ url: '/games/house/crash/' });
    expect(String(game.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(String(game.headers['content-security-policy'])).not.toContain("frame-ancestors 'none'");
    const lobby = String((await t.app.inject({ url: '/casino' })).headers['content-security-policy']);
    expect(lobby).toContain("frame-src 'self' https:");
    expect(lobby).toContain("frame-ancestors 'none'");
    // Without a trusted proxy, a client cannot claim HTTPS.
    const claimed = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS when a trusted proxy says the request came over HTTPS', async () => {
    const t = await start({ env: { TRUST_PROXY: '127.0.0.1' } });
    const res = await t.app.inject({ url: '/api/health', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('hashes the inline style of the built page, and nothing when there is no build', () => {
    expect(inlineHashes('/nonexistent')).toEqual({ styles: [], scripts: [] });
  });
});

describe('TRUST_PROXY', () => {
  it('parses what Fastify takes and refuses anything else with a reason', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.1,::1')).toEqual(['10.0.0.0/8', '192.168.1.1', '::1']);
    for (const bad of ['yes', '10.0.0.0/33', 'example.com', '1.2.3.4/8/1']) {
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('uses X-Forwarded-For only from a trusted proxy', async () => {
    const untrusted = await start({ beforeReady: ipRoute });
    const spoofed = await untrusted.app.inject({ url: '/api/test/ip', remoteAddress: '198.51.100.7', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(spoofed.json().ip).toBe('198.51.100.7');
    await untrusted.app.close();
    open = null;

    const behindLb = await start({ env: { TRUST_PROXY: '10.0.0.0/8' }, beforeReady: ipRoute });
    const viaLb = await behindLb.app.inject({ url: '/api/test/ip', remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(viaLb.json().ip).toBe('203.0.113.9');
    const direct = await behindLb.app.inject({ url: '/api/test/ip', remoteAddress: '198.51.100.7', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(direct.json().ip).toBe('198.51.100.7');
  });

  it('takes a hop count: the nearest n hops are trusted', async () => {
    const t = await start({ env: { TRUST_PROXY: '1' }, beforeReady: ipRoute });
    const res = await t.app.inject({ url: '/api/test/ip', remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': '1.1.1.1, 203.0.113.9' } });
    expect(res.json().ip).toBe('203.0.113.9');
  });
});

describe('body limits', () => {
  it('refuses a JSON body over the route limit with a JSON 413, and gives operator batches more room', async () => {
    const t = await start({ operatorToken: 'op' });
    const big = JSON.stringify({ phone: '0911000000', password: 'x'.repeat(20_000) });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(bodyLimitFor('/api/v1/auth/login')).toBe(16 * 1024);
    expect(bodyLimitFor('/api/v1/tickets')).toBe(16 * 1024);
    expect(bodyLimitFor('/api/admin/v1/feed/results')).toBe(1024 * 1024);
    // The largest ticket the client sends (40 legs, every optional field) leaves the limit twice over.
    const leg = {
      match_id: 'sr:match:12345678',
      market_id: '18',
      outcome_id: '13',
      odds: 12.75,
      specifier: 'total=2.5',
      variant: null,
      special_value: null,
      variant_value: null,
    };
    const ticket = {
      user_id: '123e4567-e89b-12d3-a456-426614174000',
      total_stake: 1000,
      bet_type: 'MULTIPLE',
      stake_tax_amount: 130.43,
      net_stake: 869.57,
      winnings_tax_amount: 1000.5,
      bonus_percentage: 100,
      bonus_amount: 10000.25,
      basic_potential_win: 100000.75,
      gross_potential_win: 110000.5,
      net_potential_win: 99000.25,
      selections: Array.from({ length: 40 }, () => leg),
    };
    expect(JSON.stringify(ticket).length).toBeLessThan(bodyLimitFor('/api/v1/tickets') / 2);
    // An operator route's limit is larger, but an unauthenticated body is refused before it is read.
    const admin = await t.app.inject({ method: 'POST', url: '/api/admin/v1/banners', headers: { 'content-type': 'application/json' }, payload: big });
    expect([401, 404]).toContain(admin.statusCode);
  });
});

describe('connection time limits and caps', () => {
  it('closes a connection whose request never finishes (half-sent body)', async () => {
    const t = await start({ build: { timeouts: { requestTimeout: 400, headersTimeout: 300, connectionTimeout: 2_000 } } });
    const port = await listen(t);
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write('POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"phone":');
    expect(await closedWithin(socket, 5_000)).toBeLessThan(5_000);
  });

  it('closes an idle connection', async () => {
    const t = await start({ build: { timeouts: { connectionTimeout: 300 } } });
    const port = await listen(t);
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    expect(await closedWithin(socket, 5_000)).toBeLessThan(5_000);
  });

  it('caps concurrent connections per address, and frees a place when one closes', async () => {
    const t = await start({ env: { MAX_CONNECTIONS_PER_ADDRESS: '3' } });
    const port = await listen(t);
    const held = await Promise.all(
      [0, 1, 2].map(
        () =>
          new Promise<Socket>((resolve) => {
            const s = connect(port, '127.0.0.1', () => resolve(s));
          }),
      ),
    );
    const extra = connect(port, '127.0.0.1');
    extra.on('error', () => undefined);
    await closedWithin(extra, 5_000);
    held[0]?.destroy();
    await new Promise((r) => setTimeout(r, 100));
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    held.forEach((s) => {
      s.destroy();
    });
  });

  it('answers a malformed WebSocket handshake with a JSON 400, and closes an upgrade request it did not upgrade', async () => {
    const t = await start();
    const port = await listen(t);
    const raw = (request: string): Promise<{ text: string; socket: Socket }> =>
      new Promise((resolve) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let text = '';
        socket.on('data', (d) => {
          text += d;
          if (/\r\n\r\n[\s\S]*\}$/.test(text)) {
            resolve({ text, socket });
          }
        });
        socket.on('error', () => undefined);
      });
    const bad = await raw(
      'GET /api/v1/auth/ws/ HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: nope\r\n\r\n',
    );
    expect(bad.text).toMatch(/^HTTP\/1\.1 400/);
    expect(JSON.parse(bad.text.slice(bad.text.indexOf('{')))).toEqual({ error: 'Invalid WebSocket handshake', code: 'VALIDATION_FAILED' });
    await closedWithin(bad.socket, 2_000);
    const post = await raw(
      'POST /api/v1/auth/ws/ HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nContent-Length: 0\r\n\r\n',
    );
    expect(post.text).toMatch(/^HTTP\/1\.1 4\d\d/);
    await closedWithin(post.socket, 2_000);
  });

  it('reads the open-file limit an operator sets', () => {
    expect(openFileLimit('Max open files            1024                 4096                 files\n')).toBe(1024);
    expect(openFileLimit('Max open files            unlimited            unlimited            files\n')).toBeNull();
  });
});

describe('no secrets in logs or served dot-files', () => {
  it('redacts session tokens and codes in every parameter form', () => {
    expect(redactUrl('/api/v1/auth/ws/?user_id=1&session_token=abc&x=1')).toBe('/api/v1/auth/ws/?user_id=1&session_token=[redacted]&x=1');
    expect(redactUrl('/api/v1/auth/ws/;session_token=abc;x=1')).toBe('/api/v1/auth/ws/;session_token=[redacted];x=1');
    expect(redactUrl('/x?SESSION%5FTOKEN=abc')).toBe('/x?SESSION%5FTOKEN=[redacted]');
    expect(redactUrl('/x?otp=123456&password=p')).toBe('/x?otp=[redacted]&password=[redacted]');
  });

  it('never serves a file whose name starts with a dot', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'birrbet-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, '.build-stamp.json'), '{"merchantKey":"secret"}');
    const t = await start({ staticDir: dist });
    const res = await t.app.inject({ url: '/.build-stamp.json' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret');
  });
});
