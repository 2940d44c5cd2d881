// Client mistakes are 4xx JSON, never 500: unknown ids 404, malformed queries 400, unknown API paths 404.
// With a built client present, any other GET falls back to index.html so deep links load the app.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../schema/index.ts';
import { createTestApp, signed, type TestApp } from './helpers.ts';

const INDEX = '<!doctype html><title>BirrBet</title><div id="root"></div>';
let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'birrbet-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({
    staticDir: dist,
    beforeReady: (app) =>
      app.get('/api/v1/test/boom', async () => {
        throw new Error('database exploded');
      }),
  });
});
afterAll(async () => {
  await t.app.close();
  rmSync(dist, { recursive: true, force: true });
});

const errorOf = async (url: string, status: number): Promise<ApiError> => {
  const res = await signed(t.app, { url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
  return create(res.json(), ApiError);
};

describe('client mistakes', () => {
  it.each([
    ['/api/v1/sports/999/categories', 'Sport not found'],
    ['/api/v1/categories/sr:category:0/tournaments', 'Category not found'],
    ['/api/v1/matches?tournament_id=nope', 'Tournament not found'],
    ['/api/v1/matches/nope/markets', 'Match not found'],
  ])('%s → 404', async (url, text) => {
    expect(await errorOf(url, 404)).toEqual({ error: text, code: 'NOT_FOUND' });
  });

  it.each([
    '/api/v1/sports?active=maybe',
    '/api/v1/sports/1/categories?page=-1',
    '/api/v1/sports/1/categories?page_size=abc',
    '/api/v1/matches',
    '/api/v1/matches?tournament_id=sr:tournament:17&page=0',
    '/api/v1/top-sports?page_size=1.5',
  ])('%s → 400', async (url) => {
    expect((await errorOf(url, 400)).code).toBe('VALIDATION_FAILED');
  });

  it('clamps an oversized page_size instead of refusing it', async () => {
    const res = await signed(t.app, { url: '/api/v1/matches?tournament_id=sr:tournament:17&page_size=100000' });
    expect(res.json()).toMatchObject({ page_size: 500 });
  });

  it('answers unknown API paths with JSON 404, signed or not', async () => {
    expect((await errorOf('/api/v1/nope', 404)).code).toBe('NOT_FOUND');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect((await t.app.inject({ method: 'POST', url: '/api/anything' })).statusCode).toBe(404);
  });
});

describe('server faults', () => {
  it('answers a real fault with a generic 500 that leaks nothing', async () => {
    const res = await signed(t.app, { url: '/api/v1/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal server error. Please try again', code: 'INTERNAL' });
  });
});

describe('static client', () => {
  it.each(['/', '/sports/1', '/whatever', '/check-ticket?ref=CASH-1'])('%s answers index.html', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
  });

  it('caches hashed assets for a year and keeps missing files a 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('serves a pre-compressed file when the browser accepts it', async () => {
    writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), Buffer.from([1, 2, 3]));
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });
});

describe('request log lines', () => {
  it('never carry a session token or other secret query value', async () => {
    const { redactUrl } = await import('../../server/app.ts');
    expect(redactUrl('/api/v1/auth/ws/?user_id=1&merchant_id=m&session_token=abc.def')).toBe(
      '/api/v1/auth/ws/?user_id=1&merchant_id=m&session_token=[redacted]',
    );
    expect(redactUrl('/api/v1/auth/verify?session_token=x&merchant_id=m')).toBe('/api/v1/auth/verify?session_token=[redacted]&merchant_id=m');
    expect(redactUrl('/api/v1/sports?active=true')).toBe('/api/v1/sports?active=true');
  });
});
