// Test harness for the server: a real app on an in-memory PGlite with a pinned clock (ready() has run the
// migrations and the first catalogue sync), plus request signing done the way the client does it
// (node:crypto HMAC over body + timestamp + merchant id). Build one app per test file: PGlite takes seconds.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { signaturePayload } from '../../domain/signing.ts';
import { ROLES } from '../../schema/operator-access.ts';
import { buildApp, type BuildAppOptions } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { MEMORY_DATA_DIR, type DbHandle } from '../../server/db/index.ts';
import { setHashCostForTests } from '../../server/modules/auth/passwords.ts';
import { openSnapshot, saveSnapshot } from './app-snapshot.ts';

// Sign-ups hash at 2^12 instead of OWASP's 2^17 (~40x cheaper); auth-flow.test.ts restores and checks the real cost.
setHashCostForTests(2 ** 12);

export const NOW = Date.parse('2026-11-21T09:00:00Z');
export const MERCHANT_ID = 'birrbet-test';
export const MERCHANT_KEY = 'birrbet-test-key';

export interface TestAppOptions {
  staticDir?: string;
  /** Share a database with another app (several instances); the caller closes it. */
  db?: DbHandle;
  syncCatalog?: boolean;
  /** Enables the operator endpoints (/api/admin/v1/*) with this bearer token. */
  operatorToken?: string;
  /** Runs before ready(): register throwaway routes here. */
  beforeReady?: (app: FastifyInstance) => void;
  /** More environment for loadConfig (e.g. TRUST_PROXY). */
  env?: Record<string, string>;
  /** Passed to buildApp (e.g. shorter connection time limits). */
  build?: Partial<Pick<BuildAppOptions, 'timeouts' | 'logger'>>;
  /** A database of its own even with default options: its own secrets, not the run's snapshot (app-snapshot.ts). */
  fresh?: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  /** The app's clock; move it to travel in time. */
  clock: { now: number };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const clock = { now: NOW };
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: MEMORY_DATA_DIR,
    MERCHANT_ID,
    MERCHANT_API_KEY: MERCHANT_KEY,
    STATIC_DIR: options.staticDir ?? '/nonexistent/birrbet-dist',
    OPERATOR_TOKEN: options.operatorToken,
    // The token may do everything the tests drive (a real server scopes it: 'machine', the default).
    OPERATOR_TOKEN_ROLES: ROLES.join(','),
    // The home page's server rendering is tested on its own (pages-ssr.test.ts), with a bundle it builds.
    SSR_BUNDLE: 'off',
    ...options.env,
  });
  // Default options give the same database after ready() every time: it is loaded from the run's snapshot. Other
  // settings (env) are then a restart of that server under a new configuration, which every module survives.
  const ownDatabase = options.env?.DATABASE_URL !== undefined || options.env?.DATA_DIR !== undefined;
  const snapshotable = options.db === undefined && !ownDatabase && options.syncCatalog !== false && options.fresh !== true;
  const loaded = snapshotable ? await openSnapshot() : null;
  const app = buildApp({ config, now: () => clock.now, db: loaded ?? options.db, syncCatalog: options.syncCatalog, ...options.build });
  if (loaded !== null) {
    app.addHook('onClose', () => loaded.close());
  }
  options.beforeReady?.(app);
  await app.ready();
  // Only a default app's database is the snapshot: another configuration may have written something of its own.
  if (snapshotable && loaded === null && options.env === undefined) {
    await saveSnapshot(app);
  }
  return { app, clock };
}

/**
 * The test file's app: created before its tests run and closed after them. The returned object's fields are
 * filled in by beforeAll, so read `t.app` / `t.clock` inside tests and hooks only.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  afterAll(async () => {
    await t.app?.close();
  });
  return t;
}

export interface SignOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** A string is sent byte for byte; anything else is JSON.stringify'd. */
  body?: unknown;
  timestamp?: number | string;
  merchantId?: string;
  key?: string;
}

export function hmacHex(key: string, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('hex');
}

/** The inject options of a signed request (reuse them to replay the exact same signature). */
export function signRequest(app: FastifyInstance, o: SignOptions): InjectOptions {
  const raw = o.body === undefined ? '' : typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
  const timestamp = String(o.timestamp ?? app.now());
  const merchantId = o.merchantId ?? MERCHANT_ID;
  const headers: Record<string, string> = {
    'x-merchant-id': merchantId,
    'x-timestamp': timestamp,
    'x-signature': hmacHex(o.key ?? MERCHANT_KEY, signaturePayload(raw, timestamp, merchantId)),
  };
  if (o.body !== undefined) {
    headers['content-type'] = 'application/json';
  }
  return { method: o.method ?? 'GET', url: o.url, headers, ...(o.body === undefined ? {} : { payload: raw }) };
}

export function signed(app: FastifyInstance, o: SignOptions): Promise<LightMyRequestResponse> {
  return app.inject(signRequest(app, o));
}

/** GETs a signed URL and returns the parsed JSON body, failing loudly on a non-200 answer. */
export async function getJson(app: FastifyInstance, url: string): Promise<unknown> {
  const res = await signed(app, { url });
  if (res.statusCode !== 200) {
    throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body}`);
  }
  return res.json();
}

/** Each signed GET answers an ETag that a revisit turns into a bodiless 304, and refuses an unsigned request. */
export async function expectRevalidatedAndSigned(app: FastifyInstance, urls: readonly string[]): Promise<void> {
  for (const url of urls) {
    const first = await signed(app, { url });
    const again = signRequest(app, { url });
    const second = await app.inject({ ...again, headers: { ...again.headers, 'if-none-match': String(first.headers['etag']) } });
    expect(second.statusCode, url).toBe(304);
    expect(second.body, url).toBe('');
    expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
  }
}
